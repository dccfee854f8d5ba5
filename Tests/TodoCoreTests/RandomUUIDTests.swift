import Foundation
import Testing

@testable import TodoCore

/// A new task's `uuid`: RFC 9562's version 4 form, all of its 122 random bits drawn.
@Suite struct RandomUUIDTests {
    @Test func isAVersion4UUIDInLowercase() throws {
        for _ in 0..<200 {
            let text = RandomUUID.make()
            let parsed = try #require(UUID(uuidString: text))
            #expect(parsed.uuidString.lowercased() == text)
            let bytes = withUnsafeBytes(of: parsed.uuid) { Array($0) }
            #expect(bytes[6] >> 4 == 4)
            #expect(bytes[8] >> 6 == 0b10)
        }
    }

    /// Every random bit takes both values over a few hundred UUIDs: no byte is left zero or
    /// repeated from another draw.
    @Test func everyRandomBitVaries() throws {
        var seenOne = [UInt8](repeating: 0, count: 16)
        var seenZero = [UInt8](repeating: 0, count: 16)
        var texts = Set<String>()
        for _ in 0..<300 {
            let text = RandomUUID.make()
            texts.insert(text)
            let bytes = withUnsafeBytes(of: try #require(UUID(uuidString: text)).uuid) { Array($0) }
            for index in 0..<16 {
                seenOne[index] |= bytes[index]
                seenZero[index] |= ~bytes[index]
            }
        }
        #expect(texts.count == 300)
        // The version's four bits and the variant's two are fixed; every other bit varied.
        var fixed = [UInt8](repeating: 0, count: 16)
        fixed[6] = 0xF0
        fixed[8] = 0xC0
        for index in 0..<16 {
            #expect(seenOne[index] & seenZero[index] == ~fixed[index], "byte \(index)")
        }
    }
}
