/// How the value of a `key:value` word holds a field's value: one word, with no white space
/// and no colon, or none.
struct TodoTxtValue: Sendable {
    /// The value as written, or nil when it cannot be one word.
    let write: @Sendable (FieldValue, FormatContext) -> String?
    /// What a value as written means, or nil when it means nothing to the field (the word
    /// stays in the title).
    let read: @Sendable (Substring, FormatContext) -> FieldValue?
}

extension TodoTxtValue {
    /// Text percent-encoded (`desc:Line%201%0ALine%202`): any text is one word.
    static let percentEncoded = TodoTxtValue(
        write: { value, _ in value.text?.nonEmpty.map(PercentEncoding.encoded) },
        read: { text, _ in PercentEncoding.decoded(text).nonEmpty.map(FieldValue.text) })

    /// The value of a field of one's own of `kind`: text and a choice's word as they are, when
    /// they are one word (no white space, colon or control character); a number as its text; a
    /// date as `2026-12-01` when it is the end of a local day (as a date typed alone is), else
    /// `20261201T153000Z`.
    static func userField(_ kind: FieldKind) -> TodoTxtValue {
        TodoTxtValue(
            write: { value, context in
                guard case .date(let instant) = value else {
                    let text = UserFieldText.text(of: value)
                    return isOneWord(text) ? text : nil
                }
                guard context.isWholeDay(instant) else { return TaskwarriorDate.text(instant) }
                return context.zone.localDateTime(at: instant).date.iso8601
            },
            read: { text, context in
                if kind == .date, let date = TodoTxtLine.date(text) { return .date(context.endOfDay(date)) }
                return UserFieldText.value(String(text), as: kind)
            })
    }

    /// Whether `text` can be the value of a `key:value` word.
    private static func isOneWord(_ text: String) -> Bool {
        !text.isEmpty
            && !text.unicodeScalars.contains {
                $0 == ":" || $0.properties.isWhitespace || $0.value < 0x20 || (0x7F...0x9F).contains($0.value)
            }
    }
}
