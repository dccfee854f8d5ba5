extension JSONReader {
    /// An error at the value being read, or just read: for problems the caller finds in what a
    /// value holds (`title must not be empty`).
    public func error(_ message: String) -> JSONError {
        error(message, at: valueStart)
    }

    /// An error at the key just returned by `nextKey()`: for unknown or repeated keys.
    public func errorAtKey(_ message: String) -> JSONError {
        error(message, at: keyStart)
    }

    /// `expected <expected>, found <what is there>` at the value being read, or just read.
    ///
    /// - Parameter expected: what was wanted, with its article: `a string`, `an integer`.
    public func typeMismatch(expected: String) -> JSONError {
        error("expected \(expected), found \(foundDescription(at: valueStart))", at: valueStart)
    }

    /// An error at `offset`, in bytes from the start of the input (such as a `valueStart` saved
    /// earlier, for a problem found only at the end of an object).
    func error(_ message: String, at offset: Int) -> JSONError {
        JSONError(message, at: offset, in: bytes)
    }

    /// An error at the position for a missing piece of syntax, such as `',' or '}'`.
    func expectedError(_ expected: String) -> JSONError {
        if position >= bytes.count {
            return error("unexpected end of input, expected \(expected)", at: position)
        }
        return error("expected \(expected)", at: position)
    }

    /// What is at `offset`, for messages: `a string`, `'x'`, `the end of the input`.
    func foundDescription(at offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the input" }
        switch bytes[offset] {
        case UInt8(ascii: "{"): return JSONKind.object.description
        case UInt8(ascii: "["): return JSONKind.array.description
        case UInt8(ascii: "\""): return JSONKind.string.description
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return JSONKind.number.description
        case UInt8(ascii: "t") where hasLiteral("true", at: offset): return "true"
        case UInt8(ascii: "f") where hasLiteral("false", at: offset): return "false"
        case UInt8(ascii: "n") where hasLiteral("null", at: offset): return "null"
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"): return "an invalid literal"
        default: return characterDescription(at: offset)
        }
    }

    /// The character at `offset`, safe to print on a terminal: `'x'`, `character U+00E9`,
    /// `byte 0xFF`.
    func characterDescription(at offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the input" }
        let byte = bytes[offset]
        if byte == UInt8(ascii: "/") { return "'/' (comments are not allowed)" }
        if byte == UInt8(ascii: "'") { return "a single quote (strings need double quotes)" }
        if byte > 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        let length = UTF8Check.validLength(in: bytes, at: offset)
        guard length > 0 else { return "byte 0x\(Self.hex(UInt32(byte), digits: 2))" }
        var scalar = UInt32(byte) & (length == 1 ? 0x7F : 0xFF >> (length + 1))
        for index in (offset + 1)..<(offset + length) {
            scalar = scalar << 6 | UInt32(bytes[index] & 0x3F)
        }
        return "character U+\(Self.hex(scalar, digits: 4))"
    }

    /// Whether the bytes at `offset` spell `literal`.
    func hasLiteral(_ literal: StaticString, at offset: Int) -> Bool {
        literal.withUTF8Buffer { word in
            guard offset + word.count <= bytes.count else { return false }
            for index in 0..<word.count where bytes[offset + index] != word[index] { return false }
            return true
        }
    }

    /// `value` in upper-case hexadecimal, at least `digits` long.
    static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
