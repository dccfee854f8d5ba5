import TestSupport
import Testing

@testable import TodoCore

/// The one UTF-8 check the JSON reader, iCalendar and todo.txt use agrees with the standard
/// library's decoder, and says where the first bad byte is.
@Suite struct UTF8CheckTests {
    static func firstInvalid(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { UTF8Check.firstInvalidByte(in: $0) }
    }

    static func isValid(_ bytes: [UInt8]) -> Bool {
        String(validating: bytes, as: UTF8.self) != nil
    }

    @Test(
        arguments: [
            ([0x61, 0xC3, 0xA9], nil), ([0xE2, 0x9C, 0x93], nil), ([0xF0, 0x9F, 0x98, 0x80], nil),
            ([0xF4, 0x8F, 0xBF, 0xBF], nil), ([0xED, 0x9F, 0xBF], nil),
            ([0x61, 0xC0, 0x80], 1), ([0xE0, 0x80, 0x80], 0), ([0xED, 0xA0, 0x80], 0),
            ([0xF4, 0x90, 0x80, 0x80], 0),
            ([0xF5, 0x80, 0x80, 0x80], 0), ([0x61, 0x62, 0xE2, 0x9C], 2), ([0x80], 0), ([0xC3, 0x41], 0),
            ([0xF0, 0x9F, 0x98, 0x41], 0),
        ] as [([UInt8], Int?)])
    func findsTheFirstBadByte(_ bytes: [UInt8], _ expected: Int?) {
        #expect(Self.firstInvalid(bytes) == expected)
    }

    @Test func agreesWithTheStandardLibraryOnRandomBytes() {
        var random = SeededRandom(seed: 22)
        let pieces: [[UInt8]] = [
            [0x41], [0xC3, 0xA9], [0xE2, 0x9C, 0x93], [0xF0, 0x9F, 0x98, 0x80], [0xED, 0xA0, 0x80],
            [0xC0, 0xAF],
            [0xF4, 0x90, 0x80, 0x80], [0x80], [0xE2, 0x9C], [0xFF],
        ]
        for _ in 0..<2000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...6, using: &random) {
                bytes +=
                    Bool.random(using: &random)
                    ? pieces[Int.random(in: 0..<pieces.count, using: &random)]
                    : [UInt8.random(in: 0...255, using: &random)]
            }
            let first = Self.firstInvalid(bytes)
            #expect((first == nil) == Self.isValid(bytes), "\(bytes)")
            if let first {
                #expect(Self.isValid(Array(bytes[..<first])), "\(bytes)")
                #expect(!Self.isValid(Array(bytes[first...])), "\(bytes)")
            }
        }
    }
}
