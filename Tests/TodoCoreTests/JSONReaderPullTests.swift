import Testing

@testable import TodoCore

@Suite struct JSONReaderPullTests {
    static let task = """
        {
          "id": 12,
          "title": "Buy milk",
          "description": null,
          "tags": ["a", {"deep": [1, 2.5e3, true, null]}],
          "location": {"name": "Home", "address": null},
          "done": false
        }
        """

    @Test func walksAnObject() throws {
        let seen = try JSONReader.read(Array(Self.task.utf8)) { reader in
            var seen: [String] = []
            try reader.beginObject()
            while let key = try reader.nextKey() {
                switch key {
                case "id": seen.append("id=\(try reader.readInt())")
                case "title": seen.append("title=\(try reader.readString())")
                case "description":
                    seen.append("description=\(String(describing: try reader.readOptionalString()))")
                case "location":
                    #expect(try reader.peekKind() == .object)
                    try reader.beginObject()
                    while let key = try reader.nextKey() {
                        seen.append("location.\(key)=\(String(describing: try reader.readOptionalString()))")
                    }
                case "done": seen.append("done=\(try reader.readBool())")
                default:
                    #expect(try reader.peekKind() == .array)
                    try reader.skipValue()
                }
            }
            return seen
        }
        #expect(
            seen == [
                "id=12", "title=Buy milk", "description=nil", "location.name=Optional(\"Home\")",
                "location.address=nil", "done=false",
            ])
    }

    @Test func walksAnArray() throws {
        let values = try JSONReader.read(Array("[1, null, -3 ,4]".utf8)) { reader in
            var values: [Int?] = []
            try reader.beginArray()
            while try reader.nextElement() { values.append(try reader.readOptionalInt()) }
            return values
        }
        #expect(values == [1, nil, -3, 4])
    }

    @Test(arguments: [
        ("{}", JSONKind.object), ("[]", .array), ("\"\"", .string), ("-1", .number), ("7", .number),
        ("true", .bool), ("false", .bool), ("null", .null),
    ])
    func peeksWithoutReading(text: String, kind: JSONKind) throws {
        try JSONReader.read(Array(text.utf8)) { reader in
            #expect(try reader.peekKind() == kind)
            #expect(try reader.peekKind() == kind)
            try reader.skipValue()
        }
    }

    @Test func consumesNullOnlyWhenItIsThere() throws {
        try JSONReader.read(Array("[null, \"x\"]".utf8)) { reader in
            try reader.beginArray()
            #expect(try reader.nextElement())
            #expect(try reader.consumeNull())
            #expect(try reader.nextElement())
            #expect(try !reader.consumeNull())
            #expect(try reader.readString() == "x")
            #expect(try !reader.nextElement())
        }
    }

    @Test(arguments: [
        ("{\"id\": \"7\"}", "expected an integer, found a string", 8),
        ("{\"id\": 1.5}", "number 1.5 is not an integer", 8),
        ("{\"id\": [1]}", "expected an integer, found an array", 8),
        ("{\"id\": nope}", "expected an integer, found an invalid literal", 8),
        ("{\"id\": }", "expected an integer, found '}'", 8),
        ("{\"id\": ", "expected an integer, found the end of the input", 8),
    ])
    func reportsTheWrongKindAtTheValue(text: String, message: String, column: Int) {
        let thrown = #expect(throws: JSONError.self) {
            try JSONReader.read(Array(text.utf8)) { reader in
                try reader.beginObject()
                while try reader.nextKey() != nil { _ = try reader.readInt() }
            }
        }
        #expect(thrown?.message == message)
        #expect(thrown?.column == column)
    }

    @Test(arguments: [
        ("readString", "expected a string, found true"),
        ("readOptionalString", "expected a string or null, found true"),
        ("readOptionalInt", "expected an integer or null, found true"),
        ("readNull", "expected null, found true"),
        ("beginObject", "expected an object, found true"), ("beginArray", "expected an array, found true"),
    ])
    func namesWhatWasExpected(read: String, message: String) {
        let thrown = #expect(throws: JSONError.self) {
            try JSONReader.read(Array("\n  true".utf8)) { reader in
                switch read {
                case "readString": _ = try reader.readString()
                case "readOptionalString": _ = try reader.readOptionalString()
                case "readOptionalInt": _ = try reader.readOptionalInt()
                case "readNull": try reader.readNull()
                case "beginObject": try reader.beginObject()
                default: try reader.beginArray()
                }
            }
        }
        #expect(thrown == JSONError(message: message, line: 2, column: 3, offset: 3))
    }

    @Test func makesErrorsAtTheValueOrTheKey() throws {
        let document = Array("{\n  \"title\":   \"\",\n  \"extra\": 1\n}".utf8)
        var errors: [JSONError] = []
        try JSONReader.read(document) { reader in
            try reader.beginObject()
            while let key = try reader.nextKey() {
                if key == "title" {
                    errors.append(reader.error("before reading"))
                    #expect(try reader.readString() == "")
                    errors.append(reader.error("title must not be empty"))
                } else {
                    errors.append(reader.errorAtKey("unknown key '\(key)'"))
                    errors.append(reader.typeMismatch(expected: "a string"))
                    try reader.skipValue()
                }
            }
        }
        #expect(
            errors.map(\.description) == [
                "line 2, column 14: before reading", "line 2, column 14: title must not be empty",
                "line 3, column 3: unknown key 'extra'",
                "line 3, column 12: expected a string, found a number",
            ])
    }

    @Test func skipValueValidatesWhatItSkips() {
        let thrown = #expect(throws: JSONError.self) {
            try JSONReader.read(Array(#"{"a": [1, {"b": "\uD800"}], "c": 2}"#.utf8)) { reader in
                try reader.beginObject()
                while try reader.nextKey() != nil { try reader.skipValue() }
            }
        }
        #expect(thrown?.message == "unpaired surrogate \\uD800 in a string")
        #expect(thrown?.column == 18)
    }

    @Test(arguments: [
        ("[1] [", "expected the end of the document, found an array"),
        ("[1, 2]", "expected the end of the document, found ','"),
    ])
    func refusesWhatTheBodyLeavesUnread(text: String, message: String) {
        let thrown = #expect(throws: JSONError.self) {
            try JSONReader.read(Array(text.utf8)) { reader in
                try reader.beginArray()
                _ = try reader.nextElement()
                _ = try reader.readInt()
                if text.hasPrefix("[1]") { _ = try reader.nextElement() }
            }
        }
        #expect(thrown?.message == message)
    }

    @Test func refusesAnUnfinishedValueAtTheEnd() {
        let thrown = #expect(throws: JSONError.self) {
            try JSONReader.read(Array("[1".utf8)) { reader in
                try reader.beginArray()
                _ = try reader.nextElement()
                _ = try reader.readInt()
            }
        }
        #expect(thrown?.message == "unexpected end of input")
    }

    @Test func readsFromARawBuffer() throws {
        let bytes = Array("\u{FEFF} \"héllo\" ".utf8)
        let text = try bytes.withUnsafeBytes { raw in try JSONReader.read(raw) { try $0.readString() } }
        #expect(text == "héllo")
    }

    @Test func letsTheBodyThrowItsOwnErrors() {
        struct Stop: Error {}
        #expect(throws: Stop.self) { try JSONReader.read(Array("1".utf8)) { _ in throw Stop() } }
    }

    @Test func readValueKeepsOrderDuplicatesAndNumberText() throws {
        let value = try JSONValue(parsing: Array(#"{"z": 1.50, "a": [], "z": -0}"#.utf8))
        #expect(value == .object([("z", .number("1.50")), ("a", .array([])), ("z", .number("-0"))]))
        #expect(value["z"] == .number("1.50"))
        #expect(value["missing"] == nil)
        #expect(value.kind == .object)
        #expect(JSONValue.number(-42) == .number("-42"))
    }
}
