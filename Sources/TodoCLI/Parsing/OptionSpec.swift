/// One option as a command declares it; the parser and the help both read this declaration.
struct OptionSpec: Hashable, Sendable {
    /// The long name without dashes: `due` for `--due`.
    let name: String
    /// Other long names: `deadline` for `--due`.
    let aliases: [String]
    let short: Character?
    /// The placeholder of the value in help (`WHEN`), or nil for a flag that takes none.
    let valueName: String?
    /// What the value may be, for completion and the manual.
    let values: ValueKind
    /// The words the value must be one of (`auto`, `always`, `never`), or none.
    private let fixedWords: [String]
    let help: String

    init(
        _ name: String, aliases: [String] = [], short: Character? = nil, value valueName: String? = nil,
        values: ValueKind = .text, choices: [String] = [], help: String
    ) {
        self.name = name
        self.aliases = aliases
        self.short = short
        self.valueName = valueName
        self.values = values
        self.fixedWords = choices
        self.help = help
    }

    /// The fixed words the value must be one of, or none.
    var choices: [String] { fixedWords.isEmpty ? values.words : fixedWords }

    var takesValue: Bool { valueName != nil }

    /// Every spelling on a command line: `-d`, `--description`, …
    var spellings: [String] {
        (short.map { ["-\($0)"] } ?? []) + ([name] + aliases).map { "--" + $0 }
    }

    func matches(long: String) -> Bool {
        long == name || aliases.contains(long)
    }
}
