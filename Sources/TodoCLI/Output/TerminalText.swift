/// Task text made safe and measurable for a terminal.
enum TerminalText {
    /// The text with every control character shown escaped, so that a title can never move the
    /// cursor, ring the bell, recolour the screen or reverse the line: C0 controls, DEL, C1
    /// controls, and the invisible direction controls (`\u{202E}` and kin).
    static func escaped(_ text: String) -> String {
        guard needsEscaping(text) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            guard isEscaped(scalar.value) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalar.value {
            case 0x0A: result += "\\n"
            case 0x0D: result += "\\r"
            case 0x09: result += "\\t"
            case 0x1B: result += "\\e"
            case 0x00..<0x80: result += "\\x" + hex(scalar.value, digits: 2)
            default: result += "\\u{" + hex(scalar.value, digits: 4) + "}"
            }
        }
        return result
    }

    /// The characters `escaped` shows escaped; the one list of them.
    static func isEscaped(_ value: UInt32) -> Bool {
        switch value {
        case 0x00..<0x20, 0x7F, 0x80..<0xA0, 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E,
            0x2066...0x2069:
            return true
        default:
            return false
        }
    }

    /// Whether the text holds anything `escaped` changes.
    static func needsEscaping(_ text: String) -> Bool {
        var text = text
        return text.withUTF8(needsEscaping(utf8:))
    }

    /// Whether valid UTF-8 text holds anything `escaped` changes. Every such character is a
    /// control byte or DEL, or starts with 0xC2, 0xD8 or 0xE2: only those are decoded.
    static func needsEscaping(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        var index = 0
        let count = bytes.count
        while index < count {
            if index + 8 <= count,
                !mayStartEscaped(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            {
                index += 8
                continue
            }
            let byte = bytes[index]
            switch byte {
            case 0x00..<0x20, 0x7F:
                return true
            case 0xC2,
                0xD8 where index + 1 < count:
                if isEscaped((UInt32(byte & 0x1F) << 6) | UInt32(bytes[index + 1] & 0x3F)) { return true }
            case 0xE2 where index + 2 < count:
                let value =
                    (UInt32(byte & 0x0F) << 12) | (UInt32(bytes[index + 1] & 0x3F) << 6)
                    | UInt32(bytes[index + 2] & 0x3F)
                if isEscaped(value) { return true }
            default:
                break
            }
            index += 1
        }
        return false
    }

    /// The columns that valid UTF-8 text takes on a terminal when nothing in it needs escaping,
    /// or nil when something does: `needsEscaping` and `DisplayWidth.columns` in one pass.
    static func plainWidth(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress else { return 0 }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high: UInt64 = 0x8080_8080_8080_8080
        var columns = 0
        var index = 0
        let count = bytes.count
        while index < count {
            if index + 8 <= count {
                // Eight printable ASCII bytes: no top bit, none below 0x20, none that is 0x7F.
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                if (word | (word &- ones &* 0x20) | (word &+ ones)) & high == 0 {
                    columns += 8
                    index += 8
                    continue
                }
            }
            let lead = bytes[index]
            let length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
            guard index + length <= count else { return columns + 1 }
            var value = UInt32(lead) & (lead < 0x80 ? 0x7F : lead >= 0xF0 ? 0x07 : lead >= 0xE0 ? 0x0F : 0x1F)
            for offset in 1..<max(1, length) { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
            if isEscaped(value) { return nil }
            columns += DisplayWidth.columns(of: value)
            index += length
        }
        return columns
    }

    /// Whether any of eight bytes is below 0x20, or is 0x7F, 0xC2, 0xD8 or 0xE2 (may report more).
    @inline(__always) private static func mayStartEscaped(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high: UInt64 = 0x8080_8080_8080_8080
        func hasZeroByte(_ value: UInt64) -> Bool { (value &- ones) & ~value & high != 0 }
        let hasControl = (word &- ones &* 0x20) & ~word & high != 0
        return hasControl || hasZeroByte(word ^ (ones &* 0x7F)) || hasZeroByte(word ^ (ones &* 0xC2))
            || hasZeroByte(word ^ (ones &* 0xD8)) || hasZeroByte(word ^ (ones &* 0xE2))
    }

    /// Columns the text takes on a terminal (see `DisplayWidth`).
    static func width(_ text: String) -> Int {
        var text = text
        return text.withUTF8(DisplayWidth.columns)
    }

    /// The text cut to at most `columns`, ending in `…` when something was cut.
    static func truncated(_ text: String, toWidth columns: Int) -> String {
        guard width(text) > columns else { return text }
        guard columns > 0 else { return "" }
        var result = ""
        var used = 0
        for scalar in text.unicodeScalars {
            let scalarWidth = DisplayWidth.columns(of: scalar.value)
            if used + scalarWidth > columns - 1 { break }
            result.unicodeScalars.append(scalar)
            used += scalarWidth
        }
        return result + "…"
    }

    /// The text followed by spaces up to `columns`.
    static func padded(_ text: String, toWidth columns: Int) -> String {
        let missing = columns - width(text)
        return missing > 0 ? text + String(repeating: " ", count: missing) : text
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
