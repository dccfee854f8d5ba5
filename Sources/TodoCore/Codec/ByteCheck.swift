/// A 64-bit check of bytes, in the style of FNV-1a eight bytes at a time: fast enough to check
/// every record of the log on every read, and different for bytes cut short or garbled. It
/// guards against torn and damaged writes, not against anyone who means harm.
enum ByteCheck {
    /// The check of `bytes`, started from `seed` (which callers mix their own counts into).
    static func of(_ bytes: UnsafeRawBufferPointer, seed: UInt64 = 0) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ seed
        var offset = 0
        while offset + 8 <= bytes.count {
            hash =
                (hash ^ bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0x0000_0100_0000_01B3
            hash ^= hash >> 29
            offset += 8
        }
        while offset < bytes.count {
            hash = (hash ^ UInt64(bytes[offset])) &* 0x0000_0100_0000_01B3
            offset += 1
        }
        return hash
    }

    /// The check of `bytes`, seeded with their count, as the log's records carry it.
    static func of(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        of(UnsafeRawBufferPointer(bytes), seed: UInt64(bytes.count))
    }

    /// Sixteen lower-case hex digits.
    static func hex(_ check: UInt64) -> [UInt8] {
        let digits = Array("0123456789abcdef".utf8)
        return (0..<16).map { index in digits[Int((check >> UInt64(60 - 4 * index)) & 0xF)] }
    }

    /// The check sixteen hex digits spell, or nil when they are not that.
    static func parseHex(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64? {
        guard bytes.count == 16 else { return nil }
        var value: UInt64 = 0
        for byte in bytes {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            default: return nil
            }
            value = value << 4 | UInt64(digit)
        }
        return value
    }
}
