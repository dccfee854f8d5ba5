/// iCalendar's TEXT values (RFC 5545, section 3.3.11): `\` `;` `,` and line breaks escaped.
public enum ICalendarText {
    /// `text` with `\` → `\\`, `;` → `\;`, `,` → `\,` and each line break (LF, CRLF or CR) → `\n`;
    /// other control characters but tab become U+FFFD.
    public static func escaped(_ text: String) -> String {
        var bytes: [UInt8] = []
        var text = text
        text.withUTF8 { appendEscaped($0, to: &bytes) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `text` escaped, without making a String. Control characters other than tab and
    /// line breaks, which TEXT cannot hold (RFC 5545, 3.3.11), become U+FFFD: nor do they then
    /// reach a terminal that shows the file.
    public static func appendEscaped(_ text: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        var index = 0
        while index < text.count {
            let byte = text[index]
            switch byte {
            case 0x00...0x08, 0x0B, 0x0C, 0x0E...0x1F, 0x7F:
                bytes.append(contentsOf: [0xEF, 0xBF, 0xBD])
            case 0xC2 where index + 1 < text.count && (0x80...0x9F).contains(text[index + 1]):
                bytes.append(contentsOf: [0xEF, 0xBF, 0xBD])
                index += 1
            case 0x5C, 0x3B, 0x2C:
                bytes.append(0x5C)
                bytes.append(byte)
            case 0x0A:
                bytes.append(0x5C)
                bytes.append(0x6E)
            case 0x0D:
                bytes.append(0x5C)
                bytes.append(0x6E)
                if index + 1 < text.count, text[index + 1] == 0x0A { index += 1 }
            default:
                bytes.append(byte)
            }
            index += 1
        }
    }

    /// The text a TEXT value stands for, read in one pass from left to right, so that `\\n`
    /// is a backslash and an `n`. `\n` and `\N` are a line feed; `\\`, `\;`, `\,` and `\:` the
    /// character after the backslash; any other backslash is kept as it is.
    public static func unescaped(_ value: String) -> String {
        guard value.utf8.withContiguousStorageIfAvailable({ $0.contains(0x5C) }) ?? true else { return value }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(value.utf8.count)
        var escaping = false
        for byte in value.utf8 {
            if escaping {
                escaping = false
                switch byte {
                case 0x6E, 0x4E: bytes.append(0x0A)
                case 0x5C, 0x3B, 0x2C, 0x3A: bytes.append(byte)
                default:
                    bytes.append(0x5C)
                    bytes.append(byte)
                }
            } else if byte == 0x5C {
                escaping = true
            } else {
                bytes.append(byte)
            }
        }
        if escaping { bytes.append(0x5C) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The parts of a list of TEXT values (CATEGORIES), split at commas that are not escaped,
    /// each unescaped.
    public static func unescapedList(_ value: String) -> [String] {
        var parts: [String] = []
        var start = value.utf8.startIndex
        var escaping = false
        for index in value.utf8.indices {
            let byte = value.utf8[index]
            if escaping {
                escaping = false
            } else if byte == 0x5C {
                escaping = true
            } else if byte == 0x2C {
                parts.append(unescaped(String(value[start..<index])))
                start = value.utf8.index(after: index)
            }
        }
        parts.append(unescaped(String(value[start...])))
        return parts
    }

    /// Whether two names are equal ignoring the case of ASCII letters.
    static func equalIgnoringASCIICase(_ left: String, _ right: String) -> Bool {
        left.utf8.count == right.utf8.count
            && zip(left.utf8, right.utf8).allSatisfy { upper($0) == upper($1) }
    }

    /// `name` with its ASCII letters in upper case; `name` itself when it has no lower-case one.
    static func uppercased(_ name: String) -> String {
        guard name.utf8.contains(where: { $0 >= 0x61 && $0 <= 0x7A }) else { return name }
        return String(decoding: name.utf8.map(upper), as: UTF8.self)
    }

    @inline(__always) static func upper(_ byte: UInt8) -> UInt8 {
        byte >= 0x61 && byte <= 0x7A ? byte - 0x20 : byte
    }
}
