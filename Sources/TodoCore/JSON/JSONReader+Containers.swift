extension JSONReader {
    /// Reads the `{` that opens an object; then call `nextKey()` until it returns `nil`.
    public mutating func beginObject() throws(JSONError) {
        guard startValue() == UInt8(ascii: "{") else {
            throw typeMismatch(expected: JSONKind.object.description)
        }
        try enterContainer()
    }

    /// Reads the next member's key and the `:` after it, so that its value comes next; returns
    /// `nil` after reading the `}` that closes the object.
    public mutating func nextKey() throws(JSONError) -> String? {
        guard try nextMember() else { return nil }
        let key = try readStringContents()
        try readColon()
        return key
    }

    /// Reads the `[` that opens an array; then call `nextElement()` until it returns `false`.
    public mutating func beginArray() throws(JSONError) {
        guard startValue() == UInt8(ascii: "[") else {
            throw typeMismatch(expected: JSONKind.array.description)
        }
        try enterContainer()
    }

    /// Moves to the next element of the array, which the caller then reads; returns `false` after
    /// reading the `]` that closes the array.
    public mutating func nextElement() throws(JSONError) -> Bool {
        var byte = skipWhitespace()
        if atContainerStart {
            atContainerStart = false
            if byte == UInt8(ascii: "]") { return leaveContainer() }
            if position >= bytes.count { throw expectedError("a value or ']'") }
        } else {
            if byte == UInt8(ascii: "]") { return leaveContainer() }
            guard byte == UInt8(ascii: ",") else { throw expectedError("',' or ']' after an array element") }
            position += 1
            byte = skipWhitespace()
            if byte == UInt8(ascii: "]") {
                throw error("expected a value after ',' (trailing commas are not allowed)", at: position)
            }
            if position >= bytes.count { throw expectedError("a value after ','") }
        }
        valueStart = position
        return true
    }

    /// Steps into the container whose opening byte is at the position.
    mutating func enterContainer() throws(JSONError) {
        guard depth < maxDepth else {
            throw error("arrays and objects are nested more than \(maxDepth) deep", at: position)
        }
        depth += 1
        position += 1
        atContainerStart = true
    }

    /// Steps over the closing byte at the position; returns `false` for the callers' convenience.
    mutating func leaveContainer() -> Bool {
        depth -= 1
        position += 1
        return false
    }

    /// Moves to the next member of the object, to the `"` of its key; returns `false` after
    /// reading the `}` that closes the object.
    mutating func nextMember() throws(JSONError) -> Bool {
        var byte = skipWhitespace()
        if atContainerStart {
            atContainerStart = false
            if byte == UInt8(ascii: "}") { return leaveContainer() }
            guard byte == UInt8(ascii: "\"") else { throw expectedError("a key in double quotes or '}'") }
        } else {
            if byte == UInt8(ascii: "}") { return leaveContainer() }
            guard byte == UInt8(ascii: ",") else { throw expectedError("',' or '}' after an object member") }
            position += 1
            byte = skipWhitespace()
            guard byte == UInt8(ascii: "\"") else {
                if byte == UInt8(ascii: "}") {
                    throw error("expected a key after ',' (trailing commas are not allowed)", at: position)
                }
                throw expectedError("a key in double quotes after ','")
            }
        }
        keyStart = position
        valueStart = position
        return true
    }

    /// Reads the `:` after a key and marks the start of the member's value.
    mutating func readColon() throws(JSONError) {
        guard skipWhitespace() == UInt8(ascii: ":") else { throw expectedError("':' after an object key") }
        position += 1
        _ = startValue()
    }
}
