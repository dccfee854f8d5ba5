import TestSupport
import Testing

@testable import TodoCore

/// Tens of thousands of random and mutated inputs: the reader never crashes or hangs, its errors
/// are well formed and safe to print, and what it accepts writes back to the same value.
@Suite struct JSONFuzzTests {
    /// What is wrong with how `bytes` are read, if anything.
    static func problem(with bytes: [UInt8]) -> String? {
        let value = JSONTesting.ours(bytes)
        let skipped = Result { () throws(JSONError) in
            try bytes.withUnsafeBufferPointer { (buffer) throws(JSONError) in
                var reader = JSONReader(buffer, maxDepth: 64)
                try reader.skipValue()
                try reader.finish()
            }
        }
        let decoded = Result { try JSONTaskFixture.read(bytes) }
        if case .failure(let error) = decoded, !(error is JSONError) { return "decoder threw \(error)" }
        for case .failure(let error) in [
            value.map { _ in () }, skipped,
            decoded.map { _ in () }.mapError {
                $0 as? JSONError ?? JSONError(message: "", line: 0, column: 0, offset: 0)
            },
        ] {
            if let problem = problem(with: error, in: bytes) { return problem }
        }
        if case .success(let value) = value {
            var writer = JSONWriter()
            writer.value(value)
            if (try? JSONValue(parsing: writer.bytes)) != value { return "does not round-trip" }
            if JSONTesting.depth(of: value) <= 64, case .failure(let error) = skipped {
                return "skipValue refused: \(error)"
            }
        }
        return nil
    }

    static func problem(with error: JSONError, in bytes: [UInt8]) -> String? {
        guard error.offset >= 0, error.offset <= bytes.count, error.line >= 1, error.column >= 1,
            error.column <= error.offset + 1, !error.message.isEmpty
        else { return "malformed error \(error)" }
        return SafeToPrint.holds(for: error.message)
            ? nil : "message not safe to print: \(error.message.debugDescription)"
    }

    @Test func survivesRandomTokens() {
        var random = SeededRandom(seed: 41)
        let pieces: [[UInt8]] =
            [
                "{", "}", "[", "]", ",", ":", "\"", "\\", "\\u", "\\uD83D", "\\uDE00", "0", "1", "-", ".",
                "e", "+", "true",
                "false", "null", "tru", "n", " ", "\n", "\"key\"", "é", "😀", "\u{2028}", "\u{FEFF}", "1e400",
                "00", "/",
            ].map { Array($0.utf8) } + [[0x00], [0x1F], [0x80], [0xC3], [0xED, 0xA0], [0xF4, 0x90], [0xFF]]
        for _ in 0..<20_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...24, using: &random) {
                bytes += pieces.randomElement(using: &random) ?? []
            }
            if let problem = Self.problem(with: bytes) {
                Issue.record("\(problem) for \(bytes)")
                return
            }
        }
    }

    @Test func survivesMutatedDocuments() {
        var random = SeededRandom(seed: 42)
        let source = JSONTaskFixture.write(JSONTaskFixture.make(count: 2, seed: 3), pretty: true)
        for _ in 0..<10_000 {
            var bytes = source
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let start = Int.random(in: 0..<bytes.count, using: &random)
                let end = min(bytes.count, start + Int.random(in: 0...8, using: &random))
                switch Int.random(in: 0..<4, using: &random) {
                case 0: bytes.removeSubrange(start..<end)
                case 1:
                    let from = Int.random(in: 0..<source.count, using: &random)
                    let piece = source[
                        from..<min(source.count, from + Int.random(in: 1...40, using: &random))]
                    bytes.insert(contentsOf: piece, at: Int.random(in: 0...bytes.count, using: &random))
                case 2: bytes[start] = UInt8.random(in: 0...255, using: &random)
                default:
                    bytes.insert(
                        contentsOf: Array("[{\"\\,:".utf8).shuffled(using: &random).prefix(2), at: start)
                }
                if bytes.isEmpty { bytes = source }
            }
            if let problem = Self.problem(with: bytes) {
                Issue.record("\(problem) for \(String(decoding: bytes, as: UTF8.self).debugDescription)")
                return
            }
        }
    }
}
