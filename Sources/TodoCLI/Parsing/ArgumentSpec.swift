/// One positional argument as a command declares it.
struct ArgumentSpec: Hashable, Sendable {
    enum Arity: Hashable, Sendable {
        case one
        case optional
        case oneOrMore
        case zeroOrMore
    }

    /// The placeholder in help: `ID`, `TITLE`.
    let name: String
    let arity: Arity
    /// What the argument may be, for completion and the manual.
    let values: ValueKind
    let help: String

    /// The declaration has these four fields and no more: with a fifth, the arrays of arguments
    /// in the commands' declarations were no longer built into the binary but made at every
    /// start (three more allocations and a type's metadata for `todo show 1`).
    init(_ name: String, _ arity: Arity = .one, values: ValueKind = .text, help: String) {
        self.name = name
        self.arity = arity
        self.values = values
        self.help = help
    }

    /// Whether a word of one `-` and a tag name (`-errand`) is this argument, not an option, as
    /// in `list`'s filters. A word that spells an option the command knows (`-h`) stays that option.
    var takesDashedNames: Bool { values == .taskFilter }

    /// The fixed words the argument must be one of, or none.
    var choices: [String] { values.words }

    /// How the argument reads in a usage line: `ID`, `[FILTER]`, `ID…`.
    var usage: String {
        switch arity {
        case .one: return name
        case .optional: return "[\(name)]"
        case .oneOrMore: return name + "…"
        case .zeroOrMore: return "[\(name)…]"
        }
    }
}
