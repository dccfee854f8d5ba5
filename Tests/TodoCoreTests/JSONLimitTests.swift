import TestSupport
import Testing

@testable import TodoCore

@Suite struct JSONLimitTests {
    static func nested(_ depth: Int, open: String = "[", close: String = "]", inner: String = "") -> [UInt8] {
        Array((String(repeating: open, count: depth) + inner + String(repeating: close, count: depth)).utf8)
    }

    static func skip(_ bytes: [UInt8], maxDepth: Int = JSONReader.defaultMaxDepth) throws {
        try JSONReader.read(bytes, maxDepth: maxDepth) { try $0.skipValue() }
    }

    @Test func readsNestingUpToTheLimit() throws {
        #expect(JSONTesting.depth(of: try JSONValue(parsing: Self.nested(512))) == 512)
        #expect(
            JSONTesting.depth(
                of: try JSONValue(parsing: Self.nested(512, open: "{\"k\":", close: "}", inner: "1"))) == 512)
        try Self.skip(Self.nested(512))
    }

    /// Objects and arrays mixed at every level, each with a sibling after its nested value: after
    /// climbing back out of any depth, `skipValue` must still know which levels are objects.
    @Test(arguments: [1, 63, 64, 65, 127, 128, 129, 300])
    func skipsMixedNestingAndComesBackOutAtEveryLevel(depth: Int) throws {
        func nested(_ level: Int, broken: Int?) -> String {
            guard level > 0 else { return "1" }
            let inner = nested(level - 1, broken: broken)
            if level % 3 == 0 {
                return level == broken ? "{\"a\":\(inner),[2]}" : "{\"a\":\(inner),\"b\":[2]}"
            }
            return level == broken ? "[\(inner),\"k\":3]" : "[\(inner),{\"k\":3}]"
        }
        let valid = Array((nested(depth, broken: nil) + " \"after\"").utf8)
        let after = try JSONReader.read(valid) { reader in
            try reader.skipValue()
            return try reader.readString()
        }
        #expect(after == "after")
        for broken in Set([1, 3, depth / 2, depth - 1, depth]) where broken >= 1 && broken <= depth {
            #expect(throws: JSONError.self, "broken at level \(broken) of \(depth)") {
                try Self.skip(Array(nested(depth, broken: broken).utf8))
            }
        }
    }

    @Test(arguments: [513, 1_000_000])
    func refusesDeeperNesting(depth: Int) throws {
        let elapsed = try ThreadCPUClock().measure {
            try refusesNesting(depth: depth)
        }
        #expect(elapsed < .seconds(5))
    }

    private func refusesNesting(depth: Int) throws {
        let expected = JSONError(
            message: "arrays and objects are nested more than 512 deep", line: 1, column: 513, offset: 512)
        #expect(throws: expected) { try JSONValue(parsing: Self.nested(depth)) }
        #expect(throws: expected) { try Self.skip(Self.nested(depth)) }
        #expect(throws: expected) {
            try JSONReader.read(Self.nested(depth)) { reader in
                for _ in 0..<depth { try reader.beginArray() }
            }
        }
        let objects = JSONError(
            message: "arrays and objects are nested more than 512 deep", line: 1, column: 2561, offset: 2560)
        #expect(throws: objects) { try JSONValue(parsing: Self.nested(depth, open: "{\"k\":", close: "}")) }
    }

    @Test func takesAnotherLimit() throws {
        #expect(try JSONValue(parsing: Self.nested(2), maxDepth: 2) == .array([.array([])]))
        #expect(throws: JSONError.self) { try JSONValue(parsing: Self.nested(3), maxDepth: 2) }
        #expect(throws: JSONError.self) { try Self.skip(Self.nested(1), maxDepth: 0) }
        try Self.skip(Array("7".utf8), maxDepth: 0)
    }

    @Test func readsA50MegabyteString() throws {
        let count = 50_000_000
        var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: count + 2)
        bytes[0] = UInt8(ascii: "\"")
        bytes[count + 1] = UInt8(ascii: "\"")
        let text = try JSONReader.read(bytes) { try $0.readString() }
        #expect(text.utf8.count == count)
        try Self.skip(bytes)
    }

    @Test func readsALongStringFullOfEscapesInLinearTime() throws {
        let piece = Array(#"abc\n\u00e9\ud83d\ude00\"é😀 "#.utf8)
        let bytes =
            [UInt8(ascii: "\"")] + Array([[UInt8]](repeating: piece, count: 50_000).joined()) + [
                UInt8(ascii: "\"")
            ]
        let text = try JSONReader.read(bytes) { try $0.readString() }
        #expect(text.unicodeScalars.count == 50_000 * 10)
    }

    @Test func handlesAHugeNumberLiteral() throws {
        let digits = String(repeating: "7", count: 1_000_000)
        #expect(try JSONValue(parsing: Array(digits.utf8)) == .number(digits))
        #expect(throws: JSONError.self) { try JSONReader.read(Array(digits.utf8)) { try $0.readInt() } }
        let exponent = "1e" + digits
        #expect(
            throws: JSONError(
                message: "number 1e7777777777777777777777777777… is out of range", line: 1, column: 1,
                offset: 0)
        ) {
            try JSONReader.read(Array(exponent.utf8)) { try $0.readInt() }
        }
    }

    @Test func readsAMillionElementsAndMuchWhitespace() throws {
        let bytes = Array(
            ("[" + String(repeating: "0,", count: 999_999) + "0]" + String(repeating: " \n", count: 1_000_000))
                .utf8)
        guard case .array(let elements) = try JSONValue(parsing: bytes) else {
            Issue.record("not an array")
            return
        }
        #expect(elements.count == 1_000_000)
    }
}
