import TodoCore

/// How a command line reads in the change log: the words after `todo` as typed, without the
/// options that only choose the store or the output (`--file`, `--json`, `--color`), quoted
/// where the shell would need it (`edit 3 --title 'Pay rent'`), and cut to a line's length.
enum ChangeDescription {
    /// The longest description kept, in characters.
    static let longest = 120

    static func of(_ arguments: [String]) -> String {
        var text = ""
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            if !optionsEnded, let skipped = skippedWords(word) {
                index += skipped
                continue
            }
            if word == "--" { optionsEnded = true }
            // Appended, not `joined`: its generic form looks a type up by name at run time,
            // which costs every command a tenth of a millisecond.
            if !text.isEmpty { text += " " }
            text += ShellQuoting.posix(word, bare: .plainOrNonASCII)
        }
        return text.count > longest ? String(text.prefix(longest - 1)) + "…" : text
    }

    /// For a global option that only chooses the store or the output, how many words follow it
    /// as its value; nil for any other word.
    private static func skippedWords(_ word: String) -> Int? {
        switch word {
        case "--json": return 0
        case "--file", "--color", "--colour": return 1
        default:
            let isJoined = ["--file=", "--color=", "--colour="].contains { word.hasPrefix($0) }
            return isJoined ? 0 : nil
        }
    }
}
