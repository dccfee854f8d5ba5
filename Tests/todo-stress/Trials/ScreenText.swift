/// What a terminal would make of text: the characters that must never reach it raw from task
/// text or arguments, and a printable form of any text for reports.
enum ScreenText {
    /// C0 controls, DEL, C1 controls, the line and paragraph separators and the bidirectional
    /// controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069).
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00..<0x20, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E,
            0x2066...0x2069:
            return true
        default:
            return false
        }
    }

    /// What is wrong with `bytes` as human output: invalid UTF-8, or a raw control character
    /// other than the newline that ends a line. Nil when nothing is.
    static func problem(in bytes: [UInt8]) -> String? {
        guard let text = String(validating: bytes, as: UTF8.self) else { return "invalid UTF-8" }
        for scalar in text.unicodeScalars where scalar != "\n" && isControl(scalar) {
            return "a raw U+" + hex(scalar.value) + " in " + quoted(text)
        }
        return nil
    }

    /// The text with every control written as `\u{…}`, for messages about it.
    static func visible(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                result += "\\u{" + hex(scalar.value) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The first 200 characters of `text`, visible and quoted.
    static func quoted(_ text: String) -> String {
        "'" + visible(String(text.prefix(200))) + (text.count > 200 ? "…" : "") + "'"
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
