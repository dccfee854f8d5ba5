/// Words as a POSIX shell (sh, bash, zsh) reads them back: in single quotes, a `'` inside
/// written `'\''`, or bare when the word allows it and the caller asks for it.
public enum ShellQuoting {
    /// Which words `posix(_:bare:)` leaves without quotes.
    public enum BareWords: Sendable {
        /// None: every word in quotes, as a path in a command to copy is.
        case never
        /// Non-empty words of ASCII letters, digits and `/._-+=:,@` only, as in a crontab line.
        case plain
        /// Also `%` and any non-ASCII character, for reading, as the change log shows a command
        /// line typed: `edit 3 --title 'Pay rent'`.
        case plainOrNonASCII
    }

    /// `word` in single quotes: `'it'\''s'`.
    public static func posix(_ word: String) -> String {
        posix(word, bare: .never)
    }

    /// `word` bare when `bare` allows it, else in single quotes.
    public static func posix(_ word: String, bare: BareWords) -> String {
        if bare != .never, isBare(word, alsoNonASCII: bare == .plainOrNonASCII) { return word }
        var quoted = "'"
        for character in word {
            if character == "'" { quoted += "'\\''" } else { quoted.append(character) }
        }
        return quoted + "'"
    }

    /// Whether `word` is not empty and holds only plain characters (with `alsoNonASCII`, also
    /// `%` and non-ASCII ones).
    private static func isBare(_ word: String, alsoNonASCII: Bool) -> Bool {
        !word.isEmpty
            && word.unicodeScalars.allSatisfy { scalar in
                switch scalar {
                case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".", "/", ":", "+", "=", ",", "@": return true
                case "%": return alsoNonASCII
                default: return alsoNonASCII && scalar.value > 0x7F
                }
            }
    }
}
