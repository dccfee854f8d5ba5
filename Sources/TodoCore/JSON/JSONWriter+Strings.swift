extension JSONWriter {
    /// Appends `value` as a JSON string.
    ///
    /// `"` and `\` are escaped; `\n`, `\r`, `\t`, `\b` and `\f` use their short escapes; other
    /// control characters, and characters that are valid raw in JSON but invisible or harmful on a
    /// terminal, are written as `\uXXXX`: U+007F, the C1 controls U+0080–U+009F, the line and
    /// paragraph separators U+2028 and U+2029, and the bidirectional controls U+061C, U+200E,
    /// U+200F, U+202A–U+202E and U+2066–U+2069. Everything else, `/` included, is written as is.
    public mutating func string(_ value: String) {
        let written: Void? = value.utf8.withContiguousStorageIfAvailable { appendString($0) }
        if written == nil {
            var copy = value
            copy.withUTF8 { appendString($0) }
        }
    }

    /// Appends the string held in the UTF-8 `text`, quoted and escaped like `string(_:)`.
    mutating func appendString(_ text: UnsafeBufferPointer<UInt8>) {
        bytes.append(UInt8(ascii: "\""))
        var runStart = 0
        var index = 0
        while let special = Self.firstSpecialByte(in: text, from: index) {
            let escapedLength = Self.escapedLength(of: text, at: special)
            if escapedLength == 0 {
                index = special &+ Self.sequenceLength(lead: text[special])
                continue
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<special]))
            appendEscape(of: text, at: special, length: escapedLength)
            index = special &+ escapedLength
            runStart = index
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<text.count]))
        bytes.append(UInt8(ascii: "\""))
    }

    /// The offset of the first byte from `start` on that is `"`, `\`, a control character or not
    /// plain ASCII (U+007F and up): the bytes that may need an escape.
    ///
    /// Eight bytes are looked at a time; a borrow or carry may mark bytes above the first marked
    /// one, never below it.
    @inline(__always)
    static func firstSpecialByte(in text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = text.baseAddress else { return nil }
        let count = text.count
        var index = start
        let ones: UInt64 = 0x0101_0101_0101_0101
        while index &+ 8 <= count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            let quote = (word ^ (ones &* 0x22)) &- ones
            let backslash = (word ^ (ones &* 0x5C)) &- ones
            let control = word &- (ones &* 0x20)
            let special = (quote | backslash | control | word | (word &+ ones)) & (ones &* 0x80)
            if special != 0 { return index &+ special.trailingZeroBitCount >> 3 }
            index &+= 8
        }
        while index < count {
            let byte = base[index]
            if byte < 0x20 || byte >= 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                return index
            }
            index &+= 1
        }
        return nil
    }

    /// The length of the UTF-8 sequence that starts with `lead`, 1 for any byte that is no lead.
    @inline(__always) static func sequenceLength(lead: UInt8) -> Int {
        lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
    }

    /// The length in bytes of the character at `index` if it must be escaped, else 0.
    @inline(__always)
    static func escapedLength(of text: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let byte = text[index]
        switch byte {
        case 0..<0x20, UInt8(ascii: "\""), UInt8(ascii: "\\"), 0x7F:
            return 1
        case 0xC2:
            // U+0080–U+009F
            return index + 1 < text.count && text[index + 1] < 0xA0 ? 2 : 0
        case 0xD8:
            // U+061C
            return index + 1 < text.count && text[index + 1] == 0x9C ? 2 : 0
        case 0xE2:
            guard index + 2 < text.count else { return 0 }
            let second = text[index + 1]
            let third = text[index + 2]
            if second == 0x80 {
                // U+200E, U+200F, U+2028, U+2029, U+202A–U+202E
                return third == 0x8E || third == 0x8F || (third >= 0xA8 && third <= 0xAE) ? 3 : 0
            }
            // U+2066–U+2069
            return second == 0x81 && third >= 0xA6 && third <= 0xA9 ? 3 : 0
        default:
            return 0
        }
    }

    /// Appends the escape for the character of `length` bytes at `index`.
    mutating func appendEscape(of text: UnsafeBufferPointer<UInt8>, at index: Int, length: Int) {
        let lead = text[index]
        bytes.append(UInt8(ascii: "\\"))
        switch lead {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(lead)
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        default:
            var scalar = UInt32(length == 1 ? lead : lead & (0xFF >> (length + 1)))
            for offset in 1..<max(length, 1) { scalar = scalar << 6 | UInt32(text[index + offset] & 0x3F) }
            bytes.append(UInt8(ascii: "u"))
            for shift in stride(from: 12, through: 0, by: -4) {
                let digit = UInt8(scalar >> UInt32(shift) & 0xF)
                bytes.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") - 10 + digit)
            }
        }
    }
}
