extension JSONReader {
    /// Reads a string holding an instant (`2026-03-01T09:30:00Z`), or nil when the string is
    /// some other text. The store's own form is read straight from the bytes, without making a
    /// String: a store of 10,000 tasks holds about 25,000 instants.
    mutating func readInstant() throws(JSONError) -> Instant? {
        guard startValue() == UInt8(ascii: "\"") else { throw typeMismatch(expected: "a string") }
        let start = position + 1
        let (end, hasEscapes, _) = try skipStringContents()
        if !hasEscapes, end - start == 20,
            let instant = Instant.parseISO8601UTC(UnsafeBufferPointer(rebasing: bytes[start..<end]))
        {
            return instant
        }
        let text =
            hasEscapes
            ? unescapedString(start..<end)
            : Self.string(validUTF8: UnsafeBufferPointer(rebasing: bytes[start..<end]))
        return Instant(iso8601UTC: text)
    }

    /// Reads the instant of the member `field`: anything else, null, another kind of value or a
    /// string of other text, is `"<field>" must be an instant like 2026-03-01T09:30:00Z`.
    mutating func readInstant(field: String) throws(JSONError) -> Instant {
        guard try peekKind() == .string, let instant = try readInstant() else {
            throw error("\"\(field)\" must be an instant like 2026-03-01T09:30:00Z")
        }
        return instant
    }
}
