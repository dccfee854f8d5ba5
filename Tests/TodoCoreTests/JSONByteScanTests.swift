import TestSupport
import Testing

@testable import TodoCore

/// The word-at-a-time scans agree with the obvious byte-at-a-time ones.
@Suite struct JSONByteScanTests {
    static let interesting: [UInt8] = [
        0x00, 0x01, 0x1F, 0x20, 0x21, 0x22, 0x23, 0x5B, 0x5C, 0x5D, 0x7E, 0x7F, 0x80, 0x81, 0xA2, 0xC2, 0xDC,
        0xE2,
        0xFE, 0xFF,
    ]

    static func randomBytes(_ count: Int, using random: inout SeededRandom) -> [UInt8] {
        (0..<count).map { _ in
            Int.random(in: 0..<4, using: &random) == 0
                ? interesting.randomElement(using: &random) ?? 0
                : UInt8.random(in: 0x20...0x7E, using: &random)
        }
    }

    @Test func readerFindsTheFirstByteThatNeedsALook() {
        var random = SeededRandom(seed: 51)
        for _ in 0..<100_000 {
            let bytes = Self.randomBytes(8, using: &random)
            let word = bytes.enumerated().reduce(UInt64(0)) {
                $0 | UInt64($1.element) << (8 * UInt64($1.offset))
            }
            let expected = bytes.firstIndex { $0 == 0x22 || $0 == 0x5C || $0 < 0x20 || $0 >= 0x7F } ?? 8
            let found = JSONReader.specialBytes(in: word).trailingZeroBitCount >> 3
            #expect(found == expected, "\(bytes)")
            if found != expected { return }
        }
    }

    @Test func aStringIsPrintableASCIIExactlyWhenEveryByteIsAndNothingIsEscaped() throws {
        var random = SeededRandom(seed: 53)
        let pieces = ["a", "Z", " ", "~", "0", "\u{7F}", "é", "€", "😀", "\\n", "\\\"", "\\u0041", "\\\\"]
        for _ in 0..<20_000 {
            let contents = (0..<Int.random(in: 0...40, using: &random)).map { _ in
                if Int.random(in: 0..<6, using: &random) == 0 {
                    return pieces.randomElement(using: &random) ?? ""
                }
                let byte = UInt8.random(in: 0x20...0x7E, using: &random)
                return byte == 0x22 || byte == 0x5C ? "." : String(UnicodeScalar(byte))
            }.joined()
            let bytes = Array(("\"" + contents + "\"").utf8)
            let span = try JSONReader.read(bytes) { reader in try reader.readTextSpan() }
            let expected = contents.utf8.allSatisfy { (0x20...0x7E).contains($0) } && !contents.contains("\\")
            #expect(span.isPrintableASCII == expected, "\(contents)")
            #expect(span.count == contents.utf8.count)
            #expect(span.hasEscapes == contents.contains("\\"))
            if span.isPrintableASCII != expected { return }
        }
    }

    @Test func writerFindsTheFirstByteThatMayNeedAnEscape() {
        var random = SeededRandom(seed: 52)
        for _ in 0..<30_000 {
            let bytes = Self.randomBytes(Int.random(in: 0...40, using: &random), using: &random)
            let start = Int.random(in: 0...bytes.count, using: &random)
            let expected = bytes[start...].firstIndex { $0 == 0x22 || $0 == 0x5C || $0 < 0x20 || $0 >= 0x7F }
            let found = bytes.withUnsafeBufferPointer { JSONWriter.firstSpecialByte(in: $0, from: start) }
            #expect(found == expected, "\(bytes) from \(start)")
            if found != expected { return }
        }
    }
}
