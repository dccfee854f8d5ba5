import Testing

@testable import TodoCore

@Suite struct JSONReaderDocumentTests {
    @Test(arguments: [
        ("null", JSONValue.null),
        (" true ", .bool(true)),
        ("false", .bool(false)),
        ("0", .number("0")),
        ("-0", .number("-0")),
        ("-12.5e+3", .number("-12.5e+3")),
        ("1E2", .number("1E2")),
        ("0.000001", .number("0.000001")),
        ("\"\"", .string("")),
        (#""a\u00e9\uD83D\uDE00\n\/\\\"\b\f\r\t""#, .string("aé😀\n/\\\"\u{08}\u{0C}\r\t")),
        (#""\u0000 \u001F \u00C9 \uFFFF""#, .string("\u{0} \u{1F} É \u{FFFF}")),
        ("\"raw \u{7F} \u{85} \u{2028} \u{202E} é 😀\"", .string("raw \u{7F} \u{85} \u{2028} \u{202E} é 😀")),
        ("[]", .array([])),
        ("{}", .object([])),
        ("[ 1 , [ ] , { } ]", .array([.number("1"), .array([]), .object([])])),
        (
            #"{"b":{"c":[null]},"a":2,"b":3}"#,
            .object([("b", .object([("c", .array([.null]))])), ("a", .number("2")), ("b", .number("3"))])
        ),
        ("\u{FEFF}[1]", .array([.number("1")])),
        (" \t\r\n[1]\r\n ", .array([.number("1")])),
        ("{\"\":\"\"}", .object([("", .string(""))])),
        (#"["a\"b",{"k\u0041y":true}]"#, .array([.string("a\"b"), .object([("kAy", .bool(true))])])),
    ])
    func readsGoodDocument(text: String, expected: JSONValue) throws {
        #expect(try JSONValue(parsing: Array(text.utf8)) == expected)
    }

    @Test(arguments: [
        ("", "expected a value, found the end of the input", 1, 1),
        ("   ", "expected a value, found the end of the input", 1, 4),
        ("\u{FEFF}", "expected a value, found the end of the input", 1, 1),
        (#"{"a":1 "b":2}"#, "expected ',' or '}' after an object member", 1, 8),
        ("[1,]", "expected a value after ',' (trailing commas are not allowed)", 1, 4),
        (#"{"a":1,}"#, "expected a key after ',' (trailing commas are not allowed)", 1, 8),
        ("{a:1}", "expected a key in double quotes or '}'", 1, 2),
        (#"{"a":1,2}"#, "expected a key in double quotes after ','", 1, 8),
        (#"{"a" 1}"#, "expected ':' after an object key", 1, 6),
        ("[1 2]", "expected ',' or ']' after an array element", 1, 4),
        ("[1,2", "unexpected end of input, expected ',' or ']' after an array element", 1, 5),
        ("[", "unexpected end of input, expected a value or ']'", 1, 2),
        ("[1,", "unexpected end of input, expected a value after ','", 1, 4),
        ("{", "unexpected end of input, expected a key in double quotes or '}'", 1, 2),
        (#"{"a":"#, "expected a value, found the end of the input", 1, 6),
        ("{\n  \"title\": \"x\",\n  \"id\" 3\n}", "expected ':' after an object key", 3, 8),
        ("[\n\t\"é\", 'x']", "expected a value, found a single quote (strings need double quotes)", 2, 7),
        ("[\"😀\", x]", "expected a value, found 'x'", 1, 7),
        ("01", "numbers must not start with a 0 followed by digits", 1, 1),
        ("[-01]", "numbers must not start with a 0 followed by digits", 1, 2),
        ("-", "expected a digit after '-'", 1, 2),
        ("1.", "expected a digit after '.'", 1, 3),
        ("1.e5", "expected a digit after '.'", 1, 3),
        ("1e", "expected a digit in the exponent", 1, 3),
        ("1e+", "expected a digit in the exponent", 1, 4),
        ("+1", "expected a value, found '+'", 1, 1),
        (".5", "expected a value, found '.'", 1, 1),
        ("NaN", "expected a value, found 'N'", 1, 1),
        ("Infinity", "expected a value, found 'I'", 1, 1),
        ("-Infinity", "expected a digit after '-'", 1, 2),
        ("0x10", "expected the end of the document, found 'x'", 1, 2),
        ("tru", "expected a boolean, found an invalid literal", 1, 1),
        ("True", "expected a value, found 'T'", 1, 1),
        ("nul", "expected null, found an invalid literal", 1, 1),
        ("[truex]", "expected ',' or ']' after an array element", 1, 6),
        ("[1] x", "expected the end of the document, found 'x'", 1, 5),
        (#"{"a":1}}"#, "expected the end of the document, found '}'", 1, 8),
        ("1 2", "expected the end of the document, found a number", 1, 3),
        ("[1] // note", "expected the end of the document, found '/' (comments are not allowed)", 1, 5),
        ("/* note */ [1]", "expected a value, found '/' (comments are not allowed)", 1, 1),
        ("\"abc", "unterminated string", 1, 1),
        ("[\"abc\\", "unterminated string", 1, 2),
        ("\"a\nb\"", "control character U+000A must be escaped in a string", 1, 3),
        ("\"a\tb\"", "control character U+0009 must be escaped in a string", 1, 3),
        ("\"a\u{0}b\"", "control character U+0000 must be escaped in a string", 1, 3),
        (#""\x""#, "invalid escape, '\\' followed by 'x'", 1, 2),
        (#""\U0041""#, "invalid escape, '\\' followed by 'U'", 1, 2),
        (#""ab\u12G4""#, "invalid \\u escape, expected four hexadecimal digits", 1, 4),
        (#""\u12"#, "invalid \\u escape, expected four hexadecimal digits", 1, 2),
        (#""\uD800""#, "unpaired surrogate \\uD800 in a string", 1, 2),
        (#""\udc00""#, "unpaired surrogate \\uDC00 in a string", 1, 2),
        (#""\uD800\u0041""#, "unpaired surrogate \\uD800 in a string", 1, 2),
        (#""\uD800\uD800""#, "unpaired surrogate \\uD800 in a string", 1, 2),
        (#""\uDBFF\n""#, "unpaired surrogate \\uDBFF in a string", 1, 2),
        ("\u{1}", "expected a value, found character U+0001", 1, 1),
        ("\u{C}[1]", "expected a value, found character U+000C", 1, 1),
        ("\u{A0}1", "expected a value, found character U+00A0", 1, 1),
        ("\u{FEFF}\u{FEFF}1", "expected a value, found character U+FEFF", 1, 1),
        ("[1]\u{0}", "expected the end of the document, found character U+0000", 1, 4),
    ])
    func refusesBadDocument(text: String, message: String, line: Int, column: Int) {
        let error = JSONTesting.error(in: text)
        #expect(error?.message == message)
        #expect(error?.line == line)
        #expect(error?.column == column)
    }

    @Test(
        arguments: [
            ([0x22, 0xC3, 0x28, 0x22], "invalid UTF-8 in a string", 2),
            ([0x22, 0x61, 0xC0, 0xAF, 0x22], "invalid UTF-8 in a string", 3),
            ([0x22, 0xE0, 0x80, 0xAF, 0x22], "invalid UTF-8 in a string", 2),
            ([0x22, 0xED, 0xA0, 0x80, 0x22], "invalid UTF-8 in a string", 2),
            ([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], "invalid UTF-8 in a string", 2),
            ([0x22, 0xF5, 0x80, 0x80, 0x80, 0x22], "invalid UTF-8 in a string", 2),
            ([0x22, 0x80, 0x22], "invalid UTF-8 in a string", 2),
            ([0x22, 0xC3, 0xA9, 0xE2, 0x82, 0x22], "invalid UTF-8 in a string", 3),
            ([0x22, 0xF0, 0x9F, 0x98], "invalid UTF-8 in a string", 2),
            ([0x22, 0x5C, 0x6E, 0xFF, 0x22], "invalid UTF-8 in a string", 4),
            ([0xFF, 0xFE, 0x5B, 0x00, 0x5D, 0x00], "expected a value, found byte 0xFF", 1),
            ([0xC3, 0xA9], "expected a value, found character U+00E9", 1),
            ([0xEF, 0xBB], "expected a value, found byte 0xEF", 1),
            (
                [0x5B, 0x31, 0x5D, 0xE2, 0x80, 0xA8],
                "expected the end of the document, found character U+2028", 4
            ),
        ] as [([UInt8], String, Int)])
    func refusesBadBytes(bytes: [UInt8], message: String, column: Int) {
        guard case .failure(let error) = JSONTesting.ours(bytes) else {
            Issue.record("accepted \(bytes)")
            return
        }
        #expect(error.message == message)
        #expect(error.line == 1)
        #expect(error.column == column)
    }

    @Test func countsColumnsInCharactersAndOffsetsInBytes() {
        let error = JSONTesting.error(in: "\u{FEFF}{\"é😀\": 1,\n \"ü\": x}")
        #expect(error == JSONError(message: "expected a value, found 'x'", line: 2, column: 7, offset: 24))
        #expect(error?.description == "line 2, column 7: expected a value, found 'x'")
    }
}
