import Foundation
import Testing

@testable import TodoCore

/// Valid documents must read the same with our reader as with `JSONSerialization`, and whatever
/// our writer writes must read back the same with `JSONSerialization`.
@Suite struct JSONFoundationAgreementTests {
    static func expectAgreement(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        let ours = JSONTesting.ours(bytes)
        let theirs = JSONTesting.foundation(bytes)
        guard case .success(let value) = ours, let theirs else {
            Issue.record(
                "ours: \(ours), Foundation: \(String(describing: theirs)) for \(String(decoding: bytes, as: UTF8.self).debugDescription)",
                sourceLocation: sourceLocation)
            return false
        }
        let difference = Canonical(value).withoutByteOrderMarks.difference(from: theirs)
        #expect(difference == nil, sourceLocation: sourceLocation)
        return difference == nil
    }

    @Test(arguments: [
        "0", "-0", "-0.0", "1", "-1", "1.5", "1e2", "1E+2", "1e-2", "-1.25e-7",
        "123456789012345678901234567890",
        "9223372036854775807", "-9223372036854775808", "9223372036854775808", "18446744073709551615",
        "0.1234567890123456789012345", "1e308", "1.7976931348623157e308", "5e-324", "1e-400",
        "1e0000000000000000001",
        "true", "false", "null", "\"\"", "[]", "{}", "[[[]]]", "{\"a\":{\"b\":{}}}", " [ 1 , 2 ] ",
        "\t\r\n1\t\r\n",
        "\u{FEFF}{\"bom\":1}", "\"\\u0000\"", "\"\\ud83d\\ude00\"", "\"\\uD834\\uDD1E\"",
        "\"\\/\\\\\\\"\\b\\f\\n\\r\\t\"",
        "\"\u{7F}\u{80}\u{9F}\u{2028}\u{2029}\u{202E}\u{FEFF}\u{FFFF}\u{10FFFF}\"", "\"e\u{301}\"",
        "\"\u{E9}\"",
        "{\"\":\"\",\" \":\" \"}", "{\"k\":1,\"k\":2}", "[\"a\",{\"b\":[true,false,null]},-3.5e+2]",
        "{\"emoji 👩‍👩‍👧\":\"🇫🇷\"}", "\"\\u00e9\\u00E9\"", "[1,[2,[3,[4,[5]]]]]",
    ])
    func agreesOnHandWrittenDocument(text: String) {
        _ = Self.expectAgreement(Array(text.utf8))
    }

    @Test func agreesOnRandomDocuments() throws {
        var documents = RandomDocuments(seed: 21)
        for _ in 0..<1500 {
            let value = documents.value()
            let bytes = documents.text(of: value)
            guard Self.expectAgreement(bytes) else { break }
            #expect(Canonical(try JSONValue(parsing: bytes)) == Canonical(value))
        }
    }

    @Test func foundationReadsWhatWeWrite() {
        var documents = RandomDocuments(seed: 22)
        for _ in 0..<1500 {
            let value = documents.value()
            var writer = JSONWriter()
            writer.value(value)
            let difference = JSONTesting.foundation(writer.bytes).map {
                Canonical(value).withoutByteOrderMarks.difference(from: $0)
            }
            #expect(difference == .some(nil))
            if difference != .some(nil) { break }
        }
    }

    @Test func foundationReadsOurTaskDocument() throws {
        let bytes = JSONTaskFixture.write(JSONTaskFixture.make(count: 200), pretty: true)
        let object = try JSONSerialization.jsonObject(with: Data(bytes))
        #expect(Canonical(foundation: object) == Canonical(try JSONValue(parsing: bytes)))
        #expect(try JSONTaskFixture.read(bytes).count == 200)
    }

    @Test func weReadWhatFoundationWrites() throws {
        var documents = RandomDocuments(seed: 23)
        for _ in 0..<500 {
            let elements = (0..<4).map { _ in documents.value() }
            var writer = JSONWriter()
            writer.value(.array(elements))
            guard let object = try? JSONSerialization.jsonObject(with: Data(writer.bytes)) else {
                Issue.record("Foundation refused \(String(decoding: writer.bytes, as: UTF8.self))")
                return
            }
            let data = try JSONSerialization.data(withJSONObject: object, options: [.fragmentsAllowed])
            let theirs = Canonical(foundation: object)?.withoutByteOrderMarks
            #expect(Canonical(try JSONValue(parsing: Array(data))).withoutByteOrderMarks == theirs)
        }
    }
}
