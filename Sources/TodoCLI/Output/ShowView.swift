import TodoCore

/// `todo show` for people: every field of one task, with a map link for its address.
struct ShowView {
    let task: TodoTask
    let now: Instant
    let zone: ZoneRules
    let style: TextStyle

    func render(into output: OutputBuffer) {
        let state = task.state(at: now)
        var stateText = state.rawValue
        if task.isCleared(at: now) { stateText += " (cleared from the list, kept in the archive)" }
        var fields: [(String, String)] = [
            ("State", style.forState(state, stateText)),
            ("Description", task.details.map(TerminalText.escaped) ?? "—"),
            ("Deadline", task.deadline.map(dated) ?? "—"),
            ("Reminder", reminderText),
            ("Location", task.location.map { TerminalText.escaped($0.name) } ?? "—"),
        ]
        if let address = task.location?.address {
            fields.append(("Address", TerminalText.escaped(address)))
            fields.append(("Map", Self.mapLink(for: address)))
        }
        fields += labelFields
        fields += [
            ("Created", dated(task.createdAt)),
            ("Completed", task.completedAt.map(dated) ?? "—"),
            ("UUID", TerminalText.escaped(task.uuid)),
        ]
        output.writeLine("Task \(task.id): \(TerminalText.escaped(task.title))")
        let labelWidth = fields.map(\.0.count).max() ?? 0
        for (label, value) in fields {
            output.writeLine(
                "  " + label + ":" + String(repeating: " ", count: labelWidth - label.count + 1) + value)
        }
    }

    /// Tags, project and priority, each only when the task has it (most tasks have none).
    private var labelFields: [(String, String)] {
        var fields: [(String, String)] = []
        if !task.tags.isEmpty { fields.append(("Tags", LabelsText.shown(tags: task.tags, project: nil))) }
        if let project = task.project { fields.append(("Project", TerminalText.escaped(project))) }
        if let priority = task.priority { fields.append(("Priority", priority.rawValue)) }
        return fields
    }

    private func dated(_ instant: Instant) -> String {
        DateDisplay.dated(instant, now: now, zone: zone)
    }

    /// An OpenStreetMap search for the address, percent-encoded so any text makes a valid URL.
    static func mapLink(for address: String) -> String {
        "https://www.openstreetmap.org/search?query=" + percentEncoded(address)
    }

    static func percentEncoded(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                UInt8(ascii: "_"),
                UInt8(ascii: "~"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return result
    }
}
