extension JSONReader {
    /// Steps over the next value, validating all of it. Nested values are walked with a loop, not
    /// recursion, so no input can exhaust the stack.
    public mutating func skipValue() throws(JSONError) {
        var openIsObject: [Bool] = []
        nextValue: while true {
            switch startValue() {
            case UInt8(ascii: "{"):
                try enterContainer()
                if try nextMember() {
                    openIsObject.append(true)
                    try skipKey()
                    continue nextValue
                }
            case UInt8(ascii: "["):
                try enterContainer()
                if try nextElement() {
                    openIsObject.append(false)
                    continue nextValue
                }
            case UInt8(ascii: "\""):
                _ = try skipStringContents()
            default:
                try skipScalar()
            }
            while let isObject = openIsObject.last {
                if isObject {
                    if try nextMember() {
                        try skipKey()
                        continue nextValue
                    }
                } else if try nextElement() {
                    continue nextValue
                }
                openIsObject.removeLast()
            }
            return
        }
    }

    /// Reads the next value into memory. Nested values are read with a loop, not recursion.
    public mutating func readValue() throws(JSONError) -> JSONValue {
        var open: [OpenContainer] = []
        nextValue: while true {
            var value: JSONValue
            switch startValue() {
            case UInt8(ascii: "{"):
                try enterContainer()
                guard let key = try nextKey() else {
                    value = .object([])
                    break
                }
                open.append(OpenContainer(isObject: true, key: key))
                continue nextValue
            case UInt8(ascii: "["):
                try enterContainer()
                guard try nextElement() else {
                    value = .array([])
                    break
                }
                open.append(OpenContainer(isObject: false))
                continue nextValue
            case UInt8(ascii: "\""):
                value = .string(try readStringContents())
            default:
                value = try readScalar()
            }
            while !open.isEmpty {
                let last = open.count - 1
                if open[last].isObject {
                    open[last].members.append((open[last].key, value))
                    if let key = try nextKey() {
                        open[last].key = key
                        continue nextValue
                    }
                    value = .object(open.removeLast().members)
                } else {
                    open[last].elements.append(value)
                    if try nextElement() { continue nextValue }
                    value = .array(open.removeLast().elements)
                }
            }
            return value
        }
    }

    /// An array or object that `readValue` is in the middle of.
    struct OpenContainer {
        var isObject: Bool
        var key = ""
        var elements: [JSONValue] = []
        var members: [(String, JSONValue)] = []
    }

    /// Steps over a key whose opening quote is at the position, and the `:` after it.
    mutating func skipKey() throws(JSONError) {
        _ = try skipStringContents()
        try readColon()
    }

    /// Reads the number, boolean or null at the position.
    mutating func readScalar() throws(JSONError) -> JSONValue {
        switch try peekKind() {
        case .number: return .number(try readNumberLiteral())
        case .bool: return .bool(try readBool())
        case .null:
            try readNull()
            return .null
        case .object, .array, .string: throw typeMismatch(expected: "a number, boolean or null")
        }
    }

    /// Steps over the number, boolean or null at the position.
    mutating func skipScalar() throws(JSONError) {
        switch try peekKind() {
        case .number: _ = try skipNumber()
        case .bool: _ = try readBool()
        case .null: try readNull()
        case .object, .array, .string: throw typeMismatch(expected: "a number, boolean or null")
        }
    }
}
