extension JSONReader {
    /// The kind of the next value, which is not read.
    public mutating func peekKind() throws(JSONError) -> JSONKind {
        switch startValue() {
        case UInt8(ascii: "{"): return .object
        case UInt8(ascii: "["): return .array
        case UInt8(ascii: "\""): return .string
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool
        case UInt8(ascii: "n"): return .null
        default: throw typeMismatch(expected: "a value")
        }
    }

    /// Reads a string.
    public mutating func readString() throws(JSONError) -> String {
        guard startValue() == UInt8(ascii: "\"") else {
            throw typeMismatch(expected: JSONKind.string.description)
        }
        return try readStringContents()
    }

    /// Reads a string, or `null` as `nil`.
    public mutating func readOptionalString() throws(JSONError) -> String? {
        let byte = startValue()
        if byte == UInt8(ascii: "\"") { return try readStringContents() }
        if byte == UInt8(ascii: "n") && readNullLiteral() { return nil }
        throw typeMismatch(expected: "a string or null")
    }

    /// Reads an integer that fits in 64 bits, written without a fraction or an exponent.
    public mutating func readInt() throws(JSONError) -> Int {
        guard Self.startsNumber(startValue()) else { throw typeMismatch(expected: "an integer") }
        return try readIntegerLiteral()
    }

    /// Reads an integer that fits in 64 bits, or `null` as `nil`.
    public mutating func readOptionalInt() throws(JSONError) -> Int? {
        let byte = startValue()
        if Self.startsNumber(byte) { return try readIntegerLiteral() }
        if byte == UInt8(ascii: "n") && readNullLiteral() { return nil }
        throw typeMismatch(expected: "an integer or null")
    }

    /// Reads `true` or `false`.
    public mutating func readBool() throws(JSONError) -> Bool {
        _ = startValue()
        if hasLiteral("true", at: position) {
            position += 4
            return true
        }
        if hasLiteral("false", at: position) {
            position += 5
            return false
        }
        throw typeMismatch(expected: JSONKind.bool.description)
    }

    /// Reads `null`.
    public mutating func readNull() throws(JSONError) {
        guard startValue() == UInt8(ascii: "n") && readNullLiteral() else {
            throw typeMismatch(expected: "null")
        }
    }

    /// Reads the next value if it is `null` and returns `true`; else reads nothing and returns
    /// `false`.
    public mutating func consumeNull() throws(JSONError) -> Bool {
        guard startValue() == UInt8(ascii: "n") else { return false }
        guard readNullLiteral() else { throw typeMismatch(expected: "a value") }
        return true
    }

    /// Steps over `null` at the position, if it is there.
    mutating func readNullLiteral() -> Bool {
        guard hasLiteral("null", at: position) else { return false }
        position += 4
        return true
    }

    @inline(__always) static func startsNumber(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "-") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }
}
