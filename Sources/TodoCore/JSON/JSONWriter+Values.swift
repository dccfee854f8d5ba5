extension JSONWriter {
    /// Appends `value` compactly, members in their order. Numbers are written as their text.
    ///
    /// Nested values are written with recursion, which is fine for anything `JSONReader` reads
    /// (its depth is limited) but not for values nested tens of thousands deep.
    public mutating func value(_ value: JSONValue) {
        switch value {
        case .null: null()
        case .bool(let flag): bool(flag)
        case .number(let text):
            var text = text
            text.withUTF8 { bytes.append(contentsOf: $0) }
        case .string(let text): string(text)
        case .array(let elements):
            raw("[")
            for (index, element) in elements.enumerated() {
                if index > 0 { raw(",") }
                self.value(element)
            }
            raw("]")
        case .object(let members):
            raw("{")
            for (index, member) in members.enumerated() {
                if index > 0 { raw(",") }
                string(member.0)
                raw(":")
                self.value(member.1)
            }
            raw("}")
        }
    }
}
