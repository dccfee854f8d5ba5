/// The values of a task's `fields` in an import file, read against the store's schema: a field
/// the store declares takes a value of its type (a number field a number, or a string that is
/// one; a date field an instant, `"2026-12-01T15:30:00Z"`; a choice one of its words, in any
/// case), and a value that is not refuses the file at the value. A field it does not declare is
/// read as text (a number its digits), which the import declares. A name `todo` uses itself is
/// refused; an empty string is no value.
enum ImportedFields {
    /// The value of the member `name` just read, or nil for none.
    static func value(of name: String, _ reader: inout JSONReader, schema: TaskSchema) throws(JSONError)
        -> FieldValue?
    {
        guard !TaskSchema.reservedNames.contains(name) else {
            throw reader.errorAtKey("\"\(name)\" is a name todo uses itself, not a field of one's own")
        }
        let kind = schema.userField(named: name)?.kind ?? .text
        guard let text = try text(&reader, name), !text.trimmedQuickly.isEmpty else { return nil }
        guard let value = UserFieldText.value(text, as: kind) else {
            let expected = UserFieldText.expected(kind, dateExample: "2026-12-01T15:30:00Z")
            throw reader.error("the field \"\(name)\" must be \(expected)")
        }
        return value
    }

    /// A string, or a number as its text; nil for `null`.
    private static func text(_ reader: inout JSONReader, _ name: String) throws(JSONError) -> String? {
        switch try reader.peekKind() {
        case .null:
            try reader.readNull()
            return nil
        case .string:
            return try reader.readString()
        case .number:
            let literal = try reader.readNumberLiteral()
            guard let number = FieldNumber(text: literal) else {
                throw reader.error("\"\(name)\" is out of range")
            }
            return number.description
        default:
            throw reader.typeMismatch(expected: "a string or a number for the field \"\(name)\"")
        }
    }
}
