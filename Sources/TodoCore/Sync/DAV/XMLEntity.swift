/// XML's predefined entities and character references: read in replies, written by the one
/// escaper of text `todo` puts into XML (request bodies, charts, notification markup).
public enum XMLEntity {
    static func scalar(_ entity: String) -> Unicode.Scalar? {
        switch entity {
        case "lt": return "<"
        case "gt": return ">"
        case "amp": return "&"
        case "quot": return "\""
        case "apos": return "'"
        default: break
        }
        guard entity.hasPrefix("#") else { return nil }
        let digits = entity.dropFirst()
        let value =
            digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
        return value.flatMap(Unicode.Scalar.init)
    }

    /// `text` made safe as an element's text, and with `quotes` as an attribute's value in
    /// double quotes too: `&`, `<` and `>` become entities, and with `quotes` `"` too.
    /// Characters XML 1.0 cannot hold even as references (controls other than tab and line
    /// ends, U+FFFE, U+FFFF) are shown as `\u{1b}`.
    public static func escaped(_ text: String, quotes: Bool = true) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where quotes: result += "&quot;"
            case "\u{00}"..."\u{08}", "\u{0B}", "\u{0C}", "\u{0E}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}":
                result += "\\u{" + String(scalar.value, radix: 16) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
