extension JSONReader {
    /// Reads the string whose opening quote is at the position.
    mutating func readStringContents() throws(JSONError) -> String {
        let start = position + 1
        let (end, hasEscapes, _) = try skipStringContents()
        if hasEscapes { return unescapedString(start..<end) }
        return Self.string(validUTF8: UnsafeBufferPointer(rebasing: bytes[start..<end]))
    }

    /// Steps over the string whose opening quote is at the position, and tells where its
    /// contents lie, without decoding them.
    mutating func readTextSpan() throws(JSONError) -> TextSpan {
        let start = position + 1
        let (end, hasEscapes, isPrintableASCII) = try skipStringContents()
        return TextSpan(start: start, end: end, hasEscapes: hasEscapes, isPrintableASCII: isPrintableASCII)
    }

    /// The string held in `bytes`, which the caller has checked are valid UTF-8, made without
    /// checking them again where the standard library can.
    @inline(__always)
    static func string(validUTF8 bytes: UnsafeBufferPointer<UInt8>) -> String {
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            return String(copying: UTF8Span(unchecked: bytes.span))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Steps over the string whose opening quote is at the position, checking its escapes, its
    /// UTF-8 and that it holds no control characters; returns the offset of its closing quote,
    /// whether it holds escapes, and whether it is printable ASCII (U+0020 to U+007E) written as
    /// is, which a terminal shows one column a byte.
    ///
    /// Eight bytes at a time are looked at while none of them needs a closer look.
    mutating func skipStringContents() throws(JSONError) -> (
        end: Int, hasEscapes: Bool, isPrintableASCII: Bool
    ) {
        let quote = position
        let count = bytes.count
        guard let base = bytes.baseAddress else { throw error("unterminated string", at: quote) }
        var index = quote + 1
        var hasEscapes = false
        var isPrintableASCII = true
        while true {
            while index &+ 8 <= count {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                let special = Self.specialBytes(in: word)
                if special != 0 {
                    index &+= special.trailingZeroBitCount >> 3
                    break
                }
                index &+= 8
            }
            guard index < count else { throw error("unterminated string", at: quote) }
            let byte = base[index]
            if byte == UInt8(ascii: "\"") {
                position = index + 1
                return (index, hasEscapes, isPrintableASCII)
            } else if byte == UInt8(ascii: "\\") {
                hasEscapes = true
                isPrintableASCII = false
                index = try skipEscape(at: index, stringStart: quote)
            } else if byte < 0x20 {
                let name = "U+\(Self.hex(UInt32(byte), digits: 4))"
                throw error("control character \(name) must be escaped in a string", at: index)
            } else if byte < 0x80 {
                if byte == 0x7F { isPrintableASCII = false }
                index &+= 1
            } else {
                let length = UTF8Check.validLength(in: bytes, at: index)
                guard length > 0 else { throw error("invalid UTF-8 in a string", at: index) }
                isPrintableASCII = false
                index &+= length
            }
        }
    }

    /// The lowest byte of `word` that is `"`, `\`, a control character, DEL or not ASCII has its
    /// top bit set in the result. A borrow or carry may mark bytes above a marked one, never below.
    @inline(__always) static func specialBytes(in word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        let isQuote = (quote &- ones) & ~quote
        let isBackslash = (backslash &- ones) & ~backslash
        let isControl = word &- ones &* 0x20
        let isDelete = word &+ ones
        return (isQuote | isBackslash | isControl | isDelete | word) & (ones &* 0x80)
    }

    /// Validates the escape whose backslash is at `index`; returns the offset after it.
    func skipEscape(at index: Int, stringStart: Int) throws(JSONError) -> Int {
        guard index + 1 < bytes.count else { throw error("unterminated string", at: stringStart) }
        switch bytes[index + 1] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
            UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            return index + 2
        case UInt8(ascii: "u"):
            guard let unit = hexUnit(at: index + 2) else {
                throw error("invalid \\u escape, expected four hexadecimal digits", at: index)
            }
            switch unit {
            case 0xD800...0xDBFF:
                if lowSurrogate(at: index + 6) != nil { return index + 12 }
                throw error("unpaired surrogate \\u\(Self.hex(unit, digits: 4)) in a string", at: index)
            case 0xDC00...0xDFFF:
                throw error("unpaired surrogate \\u\(Self.hex(unit, digits: 4)) in a string", at: index)
            default:
                return index + 6
            }
        default:
            throw error("invalid escape, '\\' followed by \(characterDescription(at: index + 1))", at: index)
        }
    }

    /// The value of the four hexadecimal digits at `index`, if they are there.
    func hexUnit(at index: Int) -> UInt32? {
        guard index + 4 <= bytes.count else { return nil }
        var unit: UInt32 = 0
        for offset in index..<(index + 4) {
            let byte = bytes[offset]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            unit = unit << 4 | UInt32(digit)
        }
        return unit
    }

    /// The low surrogate escaped as `\uDC00`–`\uDFFF` at `index`, if it is there.
    func lowSurrogate(at index: Int) -> UInt32? {
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
            bytes[index + 1] == UInt8(ascii: "u"),
            let unit = hexUnit(at: index + 2), (0xDC00...0xDFFF).contains(unit)
        else { return nil }
        return unit
    }

    /// The string in `range`, whose escapes and UTF-8 were validated, with its escapes replaced.
    mutating func unescapedString(_ range: Range<Int>) -> String {
        scratch.removeAll(keepingCapacity: true)
        var index = range.lowerBound
        var runStart = index
        while index < range.upperBound {
            guard bytes[index] == UInt8(ascii: "\\") else {
                index += 1
                continue
            }
            scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            let escaped = bytes[index + 1]
            index += 2
            switch escaped {
            case UInt8(ascii: "b"): scratch.append(0x08)
            case UInt8(ascii: "f"): scratch.append(0x0C)
            case UInt8(ascii: "n"): scratch.append(0x0A)
            case UInt8(ascii: "r"): scratch.append(0x0D)
            case UInt8(ascii: "t"): scratch.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = hexUnit(at: index) ?? 0xFFFD
                index += 4
                if (0xD800...0xDBFF).contains(scalar), let low = lowSurrogate(at: index) {
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    index += 6
                }
                appendUTF8(scalar)
            default: scratch.append(escaped)
            }
            runStart = index
        }
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<range.upperBound]))
        return scratch.withUnsafeBufferPointer { Self.string(validUTF8: $0) }
    }

    /// Appends the UTF-8 form of a scalar value that is not a surrogate.
    mutating func appendUTF8(_ scalar: UInt32) {
        switch scalar {
        case ..<0x80:
            scratch.append(UInt8(scalar))
        case ..<0x800:
            scratch.append(UInt8(0xC0 | scalar >> 6))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        case ..<0x10000:
            scratch.append(UInt8(0xE0 | scalar >> 12))
            scratch.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        default:
            scratch.append(UInt8(0xF0 | scalar >> 18 & 0x07))
            scratch.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            scratch.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        }
    }
}
