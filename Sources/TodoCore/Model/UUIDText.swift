/// UUIDs as text: `xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx`, lower case.
public enum UUIDText {
    /// Formats 16 bytes.
    public static func format(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef")
        var text = ""
        for (index, byte) in bytes.prefix(16).enumerated() {
            if [4, 6, 8, 10].contains(index) { text.append("-") }
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return text
    }

    /// A random (version 4) UUID from 16 random bytes.
    public static func random(from bytes: [UInt8]) -> String {
        var bytes = bytes
        bytes[6] = (bytes[6] & 0x0F) | 0x40
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        return format(bytes)
    }

    /// A name-based UUID (version 8, RFC 9562) from two FNV-1a hashes of the text.
    static func derived(from text: String) -> String {
        func fnv1a(_ seed: UInt64) -> UInt64 {
            var hash = seed
            for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            return hash
        }
        var bytes: [UInt8] = []
        for half in [fnv1a(0xcbf2_9ce4_8422_2325), fnv1a(0x6c62_272e_07bb_0142)] {
            for shift in stride(from: 56, through: 0, by: -8) {
                bytes.append(UInt8(truncatingIfNeeded: half >> UInt64(shift)))
            }
        }
        bytes[6] = (bytes[6] & 0x0F) | 0x80
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        return format(bytes)
    }
}
