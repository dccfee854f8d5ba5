import Testing

@testable import TodoCore

@Suite struct JSONWriterTests {
    static func written(_ body: (inout JSONWriter) -> Void) -> String {
        var writer = JSONWriter()
        body(&writer)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    @Test(arguments: [
        ("", #""""#),
        ("plain text", #""plain text""#),
        ("a/b", #""a/b""#),
        ("say \"hi\" \\ bye", #""say \"hi\" \\ bye""#),
        ("\n\r\t\u{08}\u{0C}", #""\n\r\t\b\f""#),
        ("\u{0}\u{1}\u{1F}", #""\u0000\u0001\u001f""#),
        ("\u{7F}", #""\u007f""#),
        ("\u{80}\u{85}\u{9F}", #""\u0080\u0085\u009f""#),
        ("\u{A0}é\u{FF}", "\"\u{A0}é\u{FF}\""),
        ("\u{2028}\u{2029}", #""\u2028\u2029""#),
        ("\u{200E}\u{200F}\u{061C}", #""\u200e\u200f\u061c""#),
        ("\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}", #""\u202a\u202b\u202c\u202d\u202e""#),
        ("\u{2066}\u{2067}\u{2068}\u{2069}", #""\u2066\u2067\u2068\u2069""#),
        (
            "\u{200D}\u{2027}\u{202F}\u{2065}\u{206A}\u{2030}",
            "\"\u{200D}\u{2027}\u{202F}\u{2065}\u{206A}\u{2030}\""
        ),
        ("\u{FEFF}\u{FFFD}\u{FFFF}", "\"\u{FEFF}\u{FFFD}\u{FFFF}\""),
        ("日本語 😀 👩‍👩‍👧", "\"日本語 😀 👩‍👩‍👧\""),
        ("e\u{301}", "\"e\u{301}\""),
        ("x\u{202E}gpj.exe", #""x\u202egpj.exe""#),
        (
            "long ascii run before the escape at the end of it all\n",
            #""long ascii run before the escape at the end of it all\n""#
        ),
        ("ØØØØØØØØ\u{85}ØØ", "\"ØØØØØØØØ\\u0085ØØ\""),
        ("\u{0600}\u{061B}\u{061D}", "\"\u{0600}\u{061B}\u{061D}\""),
    ])
    func escapesStrings(value: String, expected: String) {
        #expect(Self.written { $0.string(value) } == expected)
    }

    @Test(arguments: [
        (0, "0"), (7, "7"), (-7, "-7"), (10, "10"), (1_234_567_890, "1234567890"),
        (Int.max, "9223372036854775807"), (Int.min, "-9223372036854775808"),
    ])
    func writesIntegers(value: Int, expected: String) {
        #expect(Self.written { $0.int(value) } == expected)
        #expect(Self.written { $0.int(Int64(value)) } == expected)
    }

    @Test func writesStructureTheCallerLaysOut() {
        let text = Self.written { writer in
            writer.raw("{")
            writer.key("id")
            writer.int(3)
            writer.raw(",")
            writer.key("title")
            writer.string("Tea")
            writer.raw(",")
            writer.key("note")
            writer.optionalString(nil)
            writer.raw(",")
            writer.key("place")
            writer.optionalString("Home")
            writer.raw(",")
            writer.key("count")
            writer.optionalInt(nil)
            writer.raw(",")
            writer.key("done")
            writer.bool(false)
            writer.raw(",")
            writer.key("ok")
            writer.bool(true)
            writer.raw(",")
            writer.key("none")
            writer.null()
            writer.raw(",\n  ")
            writer.string("dynamic \"key\"")
            writer.raw(":")
            writer.optionalInt(-1)
            writer.raw("}")
        }
        #expect(
            text
                == "{\"id\":3,\"title\":\"Tea\",\"note\":null,\"place\":\"Home\",\"count\":null,\"done\":false,"
                + "\"ok\":true,\"none\":null,\n  \"dynamic \\\"key\\\"\":-1}")
    }

    @Test func writesValues() {
        let value = JSONValue.object([
            ("a", .array([.number("1.50"), .null, .bool(true), .string("x\n")])), ("", .object([])),
            ("a", .array([])),
        ])
        #expect(Self.written { $0.value(value) } == #"{"a":[1.50,null,true,"x\n"],"":{},"a":[]}"#)
    }

    @Test func reservesCapacityAndAppendsToWhatIsThere() {
        var writer = JSONWriter(capacity: 64)
        #expect(writer.bytes.capacity >= 64)
        writer.bytes += Array("[".utf8)
        writer.int(1)
        writer.raw("]")
        #expect(writer.bytes == Array("[1]".utf8))
    }

    @Test func writesBridgedAndSubstringBackedStrings() {
        let base = "prefix: a\u{2028}b"
        let text = String(base.dropFirst(8))
        #expect(Self.written { $0.string(text) } == #""a\u2028b""#)
    }
}
