/// How one attribute of a taskwarrior task object holds a field's value: written after a
/// comma and its key, and read back, checked, where it stands (a value that cannot be read is
/// an error naming the attribute, at the value).
struct TaskwarriorValue: Sendable {
    /// Writes `,"key":value`, or nothing for a value the attribute does not hold (empty text).
    let write: @Sendable (FieldValue, _ key: [UInt8], inout JSONWriter) -> Void
    /// The value of the attribute named `key`, or nil for none (`null`).
    let read: @Sendable (_ key: String, inout JSONReader) throws(JSONError) -> FieldValue?
}

extension TaskwarriorValue {
    /// A string; empty is none. `trimmed` reads it without the white space around it.
    static func text(trimmed: Bool) -> TaskwarriorValue {
        spelled(
            write: { $0.text?.nonEmpty },
            read: { text in (trimmed ? text.trimmed : text).nonEmpty.map(FieldValue.text) })
    }

    /// Taskwarrior's date, `20261201T153000Z` (read also as `2026-12-01T15:30:00Z`).
    static let date = spelled(
        write: { $0.date.map(TaskwarriorDate.text) },
        read: { TaskwarriorDate.instant($0).map(FieldValue.date) },
        refusing: "a date like 20261201T153000Z")

    /// Names: an array of strings, none when empty; read each once, trimmed.
    static let names = TaskwarriorValue(
        write: { value, key, writer in
            guard let names = value.names, !names.isEmpty else { return }
            writer.raw(",")
            writer.bytes.append(contentsOf: key)
            writer.raw("[")
            for (index, name) in names.enumerated() {
                if index > 0 { writer.raw(",") }
                writer.string(name)
            }
            writer.raw("]")
        },
        read: { key, reader throws(JSONError) in
            if try reader.consumeNull() { return nil }
            guard try reader.peekKind() == .array else {
                throw reader.typeMismatch(expected: "an array for \"\(key)\"")
            }
            var names: [String] = []
            try reader.beginArray()
            while try reader.nextElement() {
                guard let text = try string(&reader, key)?.trimmed, !text.isEmpty else { continue }
                names.append(text)
            }
            let normalized = TagList.normalized(names)
            return normalized.isEmpty ? nil : .names(normalized)
        })

    /// A string of the field's own spelling (`H`, `PT10M`): `write` says what a value is written
    /// as; `read` what one as written means, nil for none, which is an error when `refusing`
    /// says what the attribute must be.
    static func spelled(
        write: @escaping @Sendable (FieldValue) -> String?, read: @escaping @Sendable (String) -> FieldValue?,
        refusing expected: String? = nil
    ) -> TaskwarriorValue {
        TaskwarriorValue(
            write: { value, key, writer in
                guard let text = write(value) else { return }
                writer.raw(",")
                writer.bytes.append(contentsOf: key)
                writer.string(text)
            },
            read: { key, reader throws(JSONError) in
                guard let text = try string(&reader, key) else { return nil }
                guard let value = read(text) else {
                    guard let expected else { return nil }
                    throw reader.error("\"\(key)\" must be \(expected)")
                }
                return value
            })
    }

    /// The value of a field of one's own of `kind` (an empty string is none): text and a
    /// choice's word as strings, a number as a JSON number (read also from a string, as `task export` gives a number of an
    /// attribute its configuration does not declare), a date as taskwarrior's.
    static func of(_ kind: FieldKind) -> TaskwarriorValue {
        let expected = UserFieldText.expected(kind, dateExample: "20261201T153000Z")
        return TaskwarriorValue(
            write: { value, key, writer in
                writer.raw(",")
                writer.bytes.append(contentsOf: key)
                switch value {
                case .number(let number): writer.rawNumber(number.description)
                case .date(let instant): writer.string(TaskwarriorDate.text(instant))
                default: writer.string(UserFieldText.text(of: value))
                }
            },
            read: { key, reader throws(JSONError) in
                guard let text = try scalar(&reader, key), !text.trimmedQuickly.isEmpty else { return nil }
                guard let value = UserFieldText.value(text, as: kind) else {
                    throw reader.error("\"\(key)\" must be \(expected)")
                }
                return value
            })
    }

    /// A string, or nil for `null`.
    static func string(_ reader: inout JSONReader, _ key: String) throws(JSONError) -> String? {
        if try reader.consumeNull() { return nil }
        guard try reader.peekKind() == .string else {
            throw reader.typeMismatch(expected: "a string for \"\(key)\"")
        }
        return try reader.readString()
    }

    /// A string, or a number as its text; nil for `null`.
    static func scalar(_ reader: inout JSONReader, _ key: String) throws(JSONError) -> String? {
        guard try reader.peekKind() == .number else { return try string(&reader, key) }
        let literal = try reader.readNumberLiteral()
        return FieldNumber(text: literal)?.description ?? literal
    }
}
