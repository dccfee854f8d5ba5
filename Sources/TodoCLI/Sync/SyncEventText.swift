import TodoCore

/// One line per sync event, as `todo sync` and `--status` show them, and the event as JSON.
enum SyncEventText {
    /// `  → changed     2  Pay rent (completed)`.
    static func line(_ event: SyncEvent, width: Int) -> String {
        let (mark, verb, note) = words(event)
        let id = event.id.map(String.init) ?? ""
        let fields = event.fields.isEmpty ? "" : " (" + event.fields.joined(by: ", ") + ")"
        return "  \(mark) " + padded(verb, 9) + String(repeating: " ", count: max(0, width - id.count)) + id
            + "  "
            + TerminalText.escaped(event.title) + fields + note(event)
    }

    private static func words(_ event: SyncEvent) -> (String, String, (SyncEvent) -> String) {
        switch event.action {
        case .sentAdded: return ("→", "added", { _ in "" })
        case .sentChanged: return ("→", "changed", { _ in "" })
        case .sentDeleted: return ("→", "deleted", { _ in "" })
        case .receivedAdded: return ("←", "added", { _ in "" })
        case .receivedChanged: return ("←", "changed", { _ in "" })
        case .receivedDeleted: return ("←", "deleted", { _ in "" })
        case .restoredHere: return ("←", "restored", { _ in ": deleted here, changed on the server" })
        case .restoredThere: return ("→", "restored", { _ in ": deleted on the server, changed here" })
        case .deferred:
            return ("…", "deferred", { _ in ": it changed during the sync; the next sync does it" })
        case .conflict:
            return (
                "!", "conflict",
                { event in
                    let copy = event.copyId.map { "task \($0)" } ?? "a new task"
                    return ": changed on both sides; the server's kept, yours is \(copy), tagged "
                        + SyncEvent.conflictTag
                }
            )
        }
    }

    private static func padded(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    /// `{"action":"sent-changed","id":2,"uuid":"…","title":"…","fields":["completed"],"copyId":null,"copyUuid":null}`.
    static func write(_ event: SyncEvent, to writer: inout JSONWriter) {
        writer.raw("{")
        writer.key("action")
        writer.string(event.action.rawValue)
        writer.raw(",")
        writer.key("id")
        writer.optionalInt(event.id)
        writer.raw(",")
        writer.key("uuid")
        writer.string(event.uid)
        writer.raw(",")
        writer.key("title")
        writer.string(event.title)
        writer.raw(",")
        writer.key("fields")
        writer.raw("[")
        for (index, field) in event.fields.enumerated() {
            if index > 0 { writer.raw(",") }
            writer.string(field)
        }
        writer.raw("],")
        writer.key("copyId")
        writer.optionalInt(event.copyId)
        writer.raw(",")
        writer.key("copyUuid")
        writer.optionalString(event.copyUID)
        writer.raw("}")
    }
}
