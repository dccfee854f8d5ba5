/// The rule for the names of tags and projects: letters, digits, `-`, `_` and `.`, starting with
/// a letter, with no empty part between dots (`home.garden` is the project `garden` inside
/// `home`; `home.`, `home..garden` are not names). Letters and digits of any script count.
public enum LabelName {
    /// What a name names, for the error that refuses it.
    public enum Kind: String, Sendable {
        case tag
        case project
    }

    /// Whether `text` is a name.
    public static func isValid(_ text: Substring) -> Bool {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return isValidASCII(text.utf8) }
        guard let first = text.first, first.isLetter else { return false }
        var previous = first
        for character in text.dropFirst() {
            guard
                character.isLetter || isDigit(character) || character == "-" || character == "_"
                    || character == "."
            else { return false }
            if character == ".", previous == "." { return false }
            previous = character
        }
        return previous != "."
    }

    /// Whether `text` is a name.
    public static func isValid(_ text: String) -> Bool {
        isValid(text[...])
    }

    /// `text` if it is a name, else the error that says why not.
    public static func validated(_ text: String, as kind: Kind) throws(LabelNameError) -> String {
        guard isValid(text) else { throw LabelNameError(kind: kind, text: text) }
        return text
    }

    private static func isValidASCII(_ bytes: Substring.UTF8View) -> Bool {
        guard let first = bytes.first, isASCIILetter(first) else { return false }
        var previous = first
        for byte in bytes.dropFirst() {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
                break
            case UInt8(ascii: "."):
                if previous == UInt8(ascii: ".") { return false }
            default:
                return false
            }
            previous = byte
        }
        return previous != UInt8(ascii: ".")
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    /// A decimal digit of any script (`٣` as well as `3`), not other numbers such as `½`.
    private static func isDigit(_ character: Character) -> Bool {
        character.unicodeScalars.count == 1
            && character.unicodeScalars.first?.properties.numericType == .decimal
    }
}
