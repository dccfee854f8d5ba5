import TodoCore

/// A field's value as text a person reads and types back: what the edit forms show.
enum FieldText {
    /// The value as a form shows it, read back by the field's option: `2026-03-05 17:30` in the
    /// zone, `10m`, names separated by spaces, a place by its name; empty for none.
    static func form(_ value: FieldValue?, kind: FieldKind, zone: ZoneRules) -> String {
        guard let value else { return "" }
        switch value {
        case .text(let text): return text
        case .number(let number): return number.description
        case .date(let instant): return localText(instant, zone)
        case .names(let names): return names.joined(by: " ")
        case .place(let place): return place.name
        case .seconds(let seconds): return ReminderOffset.text(seconds)
        case .task(let id): return String(id)
        case .tasks(let ids): return ids.map(String.init).joined(by: " ")
        case .flag(let flag): return flag ? "yes" : "no"
        case .notes(let notes): return notes.map(\.text).joined(by: "\n")
        case .recurrence(let recurrence): return RecurrenceText.form(recurrence, zone: zone)
        }
    }

    /// `2026-03-05 17:30` in the zone: a form `todo help dates` reads back.
    static func localText(_ instant: Instant, _ zone: ZoneRules) -> String {
        let local = zone.localDateTime(at: instant)
        let time = [local.hour, local.minute].map { $0 < 10 ? "0\($0)" : String($0) }.joined(by: ":")
        return local.date.iso8601 + " " + time
    }
}
