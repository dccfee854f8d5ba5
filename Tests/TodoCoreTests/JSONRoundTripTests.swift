import Testing

@testable import TodoCore

@Suite struct JSONRoundTripTests {
    static func roundTrip(_ text: String) throws -> String {
        var writer = JSONWriter()
        writer.string(text)
        return try JSONReader.read(writer.bytes) { try $0.readString() }
    }

    @Test(arguments: [
        "", "\u{0}", "\u{0}\u{0}", "a\u{0}b", "\"\\/", "\u{7F}\u{80}\u{9F}\u{A0}", "\u{2028}\u{2029}\u{61C}",
        "\u{200E}\u{200F}\u{202A}\u{202E}\u{2066}\u{2069}", "😀👩‍👩‍👧🇫🇷", "e\u{301} é",
        "\u{FEFF}\u{FFFE}\u{FFFF}\u{10FFFF}",
    ])
    func roundTripsString(text: String) throws {
        #expect(Array(try Self.roundTrip(text).utf8) == Array(text.utf8))
    }

    @Test func roundTripsEveryScalar() throws {
        var scalars = String.UnicodeScalarView()
        for value in UInt32(0)...0x10FFFF {
            if let scalar = Unicode.Scalar(value) { scalars.append(scalar) }
        }
        let text = String(scalars)
        #expect(Array(try Self.roundTrip(text).utf8) == Array(text.utf8))
    }

    @Test func roundTripsRandomStrings() throws {
        var documents = RandomDocuments(seed: 11)
        for _ in 0..<3000 {
            let text = documents.string(maxLength: 40)
            let back = try Self.roundTrip(text)
            #expect(Array(back.utf8) == Array(text.utf8))
            if back.utf8.count != text.utf8.count { break }
        }
    }

    @Test func roundTripsRandomValues() throws {
        var documents = RandomDocuments(seed: 12)
        for _ in 0..<1000 {
            let value = documents.value()
            var writer = JSONWriter()
            writer.value(value)
            let back = try JSONValue(parsing: writer.bytes)
            #expect(back == value)
            if back != value { break }
        }
    }

    @Test func roundTripsTasks() throws {
        let tasks = JSONTaskFixture.make(count: 300)
        #expect(try JSONTaskFixture.read(JSONTaskFixture.write(tasks)) == tasks)
        #expect(try JSONTaskFixture.read(JSONTaskFixture.write(tasks, pretty: true)) == tasks)
    }
}
