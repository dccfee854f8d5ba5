/// UTF-8 validation, as the JSON reader, iCalendar and todo.txt check their text: overlong
/// forms, surrogates and values above U+10FFFF are invalid.
enum UTF8Check {
    /// The length of the well-formed UTF-8 sequence at `index` (1 for ASCII), or 0 if the bytes
    /// there are not one: a stray continuation byte, an overlong form, a surrogate, a value above
    /// U+10FFFF or a truncated sequence.
    static func validLength(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let lead = bytes[index]
        if lead < 0x80 { return 1 }
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: (length, low) = (3, 0xA0)
        case 0xED: (length, high) = (3, 0x9F)
        case 0xE1...0xEF: length = 3
        case 0xF0: (length, low) = (4, 0x90)
        case 0xF4: (length, high) = (4, 0x8F)
        case 0xF1...0xF3: length = 4
        default: return 0
        }
        guard index + length <= bytes.count, bytes[index + 1] >= low && bytes[index + 1] <= high else {
            return 0
        }
        for offset in (index + 2)..<(index + length) where bytes[offset] & 0xC0 != 0x80 { return 0 }
        return length
    }

    /// The offset of the first byte that does not belong to a valid UTF-8 sequence, or nil.
    static func firstInvalidByte(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        while index < bytes.count {
            if bytes[index] < 0x80 {
                index += 1
                continue
            }
            let length = validLength(in: bytes, at: index)
            if length == 0 { return index }
            index += length
        }
        return nil
    }
}
