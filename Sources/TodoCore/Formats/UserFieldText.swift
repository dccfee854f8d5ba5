/// The value of a field of one's own as text, where a format has no type for it (todo.txt, an
/// attribute taskwarrior's configuration does not declare, a string in an import file): a
/// number as `FieldNumber` writes it, a date as `20261201T153000Z`, text as it is.
enum UserFieldText {
    /// The text of `value`.
    static func text(of value: FieldValue) -> String {
        switch value {
        case .text(let text): return text
        case .number(let number): return number.description
        case .date(let instant): return ICalendarTime.utcText(instant)
        default: return FieldJSON.text(value)
        }
    }

    /// The value of a field of `kind` that `text` stands for, or nil when it is empty or not
    /// one of the kind: text trimmed, a decimal number, an instant (`20261201T153000Z` or
    /// `2026-12-01T15:30:00Z`), one of a choice's words (ignoring case).
    static func value(_ text: String, as kind: FieldKind) -> FieldValue? {
        let text = text.trimmedQuickly
        guard !text.isEmpty else { return nil }
        switch kind {
        case .number: return FieldNumber(text: text).map(FieldValue.number)
        case .date, .threshold: return TaskwarriorDate.instant(text).map(FieldValue.date)
        case .choice: return kind.choice(named: text).map(FieldValue.text)
        default: return .text(text)
        }
    }

    /// What a field of `kind` takes, for the error about a value that is not: `a number like 2`.
    static func expected(_ kind: FieldKind, dateExample: String) -> String {
        switch kind {
        case .number: return "a number like 2 or -1.5"
        case .date: return "a date like " + dateExample
        case .choice(let values, _): return "one of " + values.joined(by: ", ")
        default: return "text"
        }
    }
}
