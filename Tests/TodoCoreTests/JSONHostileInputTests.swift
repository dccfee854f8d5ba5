import Foundation
import TestSupport
import Testing

@testable import TodoCore

/// Broken and hostile documents: we never crash, `readValue` and `skipValue` agree, and we refuse
/// whatever Foundation refuses. Known differences from `JSONSerialization` (on Linux), each
/// settled by RFC 8259:
///
/// 1. Trailing commas (`[1,]`, `{"a":1,}`): Foundation accepts them. The RFC's grammar has no
///    place for them (§4, §5), so we refuse them.
/// 2. UTF-16 and UTF-32 documents: Foundation detects and reads them. JSON exchanged between
///    systems "MUST be encoded using UTF-8" (§8.1), so we refuse them (the first byte that is not
///    UTF-8 JSON is reported).
/// 3. Numbers beyond `Double` (`1e400`): Foundation refuses them as not representable. The
///    grammar allows any size and leaves limits to implementations (§6); `readValue` keeps the
///    literal text and `skipValue` accepts it, while `readInt` refuses it as out of range.
/// 4. U+FEFF in strings: Foundation drops a raw U+FEFF at the start of a string and after an
///    escape. Every code point between the quotes is part of the string (§7), so we keep it
///    (see `Canonical.withoutByteOrderMarks`). A document may start with a byte order mark, which
///    both skip.
/// 5. Duplicate keys: Foundation keeps the last; `readValue` keeps every member in order (§4
///    only says names SHOULD be unique).
@Suite struct JSONHostileInputTests {
    /// What is wrong with how we treat `bytes`, if anything.
    static func problem(with bytes: [UInt8]) -> String? {
        let ours = JSONTesting.ours(bytes)
        let skipped = Result { () throws(JSONError) in
            try bytes.withUnsafeBufferPointer { (buffer) throws(JSONError) in
                var reader = JSONReader(buffer, maxDepth: JSONReader.defaultMaxDepth)
                try reader.skipValue()
                try reader.finish()
            }
        }
        switch (ours, skipped) {
        case (.success, .success): break
        case (.failure(let readError), .failure(let skipError)):
            if readError != skipError { return "readValue: \(readError), skipValue: \(skipError)" }
        default: return "readValue: \(ours), skipValue: \(skipped)"
        }
        let theirs = JSONTesting.foundation(bytes)
        switch (ours, theirs) {
        case (.success(let value), .some(let theirs)):
            return Canonical(value).withoutByteOrderMarks.difference(from: theirs)
        case (.success(let value), .none):
            let huge = JSONTesting.numbers(in: value).contains { !(Double($0) ?? .infinity).isFinite }
            return huge ? nil : "we accept what Foundation refuses"
        case (.failure(let error), .some):
            let trailingComma = error.message.contains("trailing commas")
            let notUTF8 =
                bytes.count >= 2 && (bytes[0] == 0 || bytes[1] == 0 || bytes[0] == 0xFF || bytes[0] == 0xFE)
            return trailingComma || notUTF8 ? nil : "we refuse what Foundation accepts: \(error)"
        case (.failure, .none):
            return nil
        }
    }

    static func expectNoProblem(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        guard let problem = problem(with: bytes) else { return true }
        Issue.record(
            "\(problem) for \(bytes.count < 300 ? String(decoding: bytes, as: UTF8.self).debugDescription + " \(bytes)" : "\(bytes.count) bytes")",
            sourceLocation: sourceLocation)
        return false
    }

    static let sources: [[UInt8]] = {
        var documents = RandomDocuments(seed: 31)
        let handWritten =
            #"{"a": [1, -2.5e+3, true, false, null], "é\u00e9\"\\\/\b\f\n\r\t": "\ud83d\ude00 😀", "o": {"": {}}}"#
        return [
            Array(handWritten.utf8), JSONTaskFixture.write(JSONTaskFixture.make(count: 2), pretty: true),
            Array("\u{FEFF}[\"\u{2028}\", 0, -0.0e-0]".utf8),
        ] + (0..<12).map { _ in documents.text(of: .array([documents.value(), documents.value()])) }
    }()

    @Test func survivesEveryTruncation() {
        for source in Self.sources {
            for length in 0..<source.count where !Self.expectNoProblem(Array(source[0..<length])) { return }
        }
    }

    @Test func survivesByteFlips() {
        var random = SeededRandom(seed: 32)
        let interesting: [UInt8] =
            Array("\"\\,]}{[:0123456789eE.-+ tfn/u".utf8) + [
                0x00, 0x09, 0x0A, 0x1F, 0x7F, 0x80, 0xBF, 0xC0, 0xC3, 0xE2, 0xED, 0xEF, 0xF0, 0xF4, 0xF5,
                0xFF,
            ]
        for _ in 0..<3000 {
            var bytes = Self.sources.randomElement(using: &random) ?? []
            for _ in 0..<Int.random(in: 1...3, using: &random) where !bytes.isEmpty {
                let index = Int.random(in: 0..<bytes.count, using: &random)
                bytes[index] =
                    Bool.random(using: &random)
                    ? interesting.randomElement(using: &random) ?? 0
                    : UInt8.random(in: 0...255, using: &random)
            }
            if !Self.expectNoProblem(bytes) { return }
        }
    }

    @Test(arguments: [
        "[1,]", "{\"a\":1,}", "[1,,2]", "[,1]", "{,}", "// c\n1", "/* c */ 1", "1 /* c */", "# c\n1", "NaN",
        "-NaN",
        "Infinity", "-Infinity", "[1e400]", "[-1e400]", "1e309", "123456789012345678901234567890e300", "0x1F",
        "01",
        "+1", ".5", "1.", "1.e1", "--1", "1e+-1", "\"\\uD800\"", "\"\\uDFFF\"", "\"\\uD800\\uD800\"",
        "\"\\uDC00\\uD800\"",
        "\"a\u{1}\"", "\"\u{1F}\"", "\"\t\"", "\"\u{7F}\"", "\u{FEFF}1", "\u{FEFF}\u{FEFF}1", "'a'",
        "[\"a\"}", "{\"a\"]",
        "{\"a\":1]", "[1}", "{1:1}", "{\"a\"}", "{\"a\":}", "[true false]", "nulll", "truefalse", "[01]",
        "[-]",
        "\"\\a\"", "\"\\u00G0\"", "\"\\u", "\"\\", "[\"\\", " ", "", "\u{0}", "[\u{0}]", "\u{B}1", "\u{C}1",
        "1\u{A0}",
        String(repeating: "[", count: 10_000),
        String(repeating: "[", count: 512) + String(repeating: "]", count: 512),
        String(repeating: "{\"a\":", count: 600) + "1" + String(repeating: "}", count: 600),
        String(repeating: "[", count: 513) + String(repeating: "]", count: 513),
    ])
    func handlesHostileText(text: String) {
        _ = Self.expectNoProblem(Array(text.utf8))
    }

    @Test(
        arguments: [
            [0x22, 0xC3, 0x22], [0x22, 0xC3, 0x28, 0x22], [0x22, 0xC0, 0x80, 0x22], [0x22, 0xC1, 0xBF, 0x22],
            [0x22, 0xE0, 0x9F, 0xBF, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22], [0x22, 0xED, 0xBF, 0xBF, 0x22],
            [0x22, 0xF0, 0x8F, 0xBF, 0xBF, 0x22], [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22],
            [0x22, 0xF8, 0x88, 0x80, 0x80, 0x80, 0x22],
            [0x22, 0xFE, 0x22], [0x22, 0xFF, 0x22], [0x22, 0x80, 0x22], [0x22, 0xBF, 0x22],
            [0x22, 0xE2, 0x82, 0x22],
            [0x22, 0xF0, 0x9F, 0x98, 0x22], [0xEF, 0xBB, 0x31], [0xFF, 0xFE, 0x31, 0x00],
            [0xFE, 0xFF, 0x00, 0x31],
            [0x31, 0x00], [0x00, 0x31], [0x5B, 0x31, 0x5D, 0xFF], [0x7B, 0x22, 0xC3, 0x22, 0x3A, 0x31, 0x7D],
        ] as [[UInt8]])
    func handlesHostileBytes(bytes: [UInt8]) {
        _ = Self.expectNoProblem(bytes)
    }
}
