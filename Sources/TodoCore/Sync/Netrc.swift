/// The entries of a `~/.netrc` file (as curl, git and ftp read it): `machine`, `login` and
/// `password`, and a `default` entry for any other machine. `macdef` bodies are passed over.
public struct Netrc: Sendable {
    /// One `machine` (or `default`) entry.
    public struct Entry: Sendable, Equatable {
        /// The host; nil for `default`.
        public var machine: String?
        /// The user name.
        public var login: String?
        /// The user's password on that machine.
        public var password: String?
    }

    /// The entries, in the order of the file.
    public var entries: [Entry] = []

    /// The entries of the file's text; words may be in double quotes.
    public init(parsing text: String) {
        var words = Self.words(text)[...]
        func next() -> String? {
            while let word = words.popFirst() { if word != "\n" { return word } }
            return nil
        }
        var current: Entry?
        while let word = next() {
            switch word {
            case "machine", "default":
                if let current { entries.append(current) }
                current = Entry(machine: word == "machine" ? next()?.lowercased() : nil)
            case "login": current?.login = next()
            case "password": current?.password = next()
            case "account": _ = next()
            case "macdef":
                if let current { entries.append(current) }
                current = nil
                words = Self.skippingMacro(words)
            default: break
            }
        }
        if let current { entries.append(current) }
    }

    /// The first entry for `host` (whose login is `login`, when given), else the `default` one.
    public func entry(host: String, login: String?) -> Entry? {
        let host = host.lowercased()
        let fits = { (entry: Entry) in login == nil || entry.login == nil || entry.login == login }
        return entries.first { $0.machine == host && fits($0) }
            ?? entries.first { $0.machine == nil && fits($0) }
    }

    /// The words of the text; a line break is a word of its own ("\n"), for macro bodies.
    private static func words(_ text: String) -> [String] {
        var words: [String] = []
        var word = ""
        var quoted = false
        var escaped = false
        for character in text {
            if quoted {
                if escaped {
                    word.append(character)
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    quoted = false
                } else {
                    word.append(character)
                }
            } else if character == "\"" {
                quoted = true
            } else if character == " " || character == "\t" || character == "\n" || character == "\r\n" {
                if !word.isEmpty { words.append(word) }
                word = ""
                if character == "\n" || character == "\r\n" { words.append("\n") }
            } else {
                word.append(character)
            }
        }
        if !word.isEmpty { words.append(word) }
        return words
    }

    /// The words after a macro's body, which ends at an empty line.
    private static func skippingMacro(_ words: ArraySlice<String>) -> ArraySlice<String> {
        var rest = words
        var previousWasBreak = false
        while let word = rest.popFirst() {
            if word == "\n" {
                if previousWasBreak { return rest.drop(while: { $0 == "\n" }) }
                previousWasBreak = true
            } else {
                previousWasBreak = false
            }
        }
        return rest
    }
}
