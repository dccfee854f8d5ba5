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
    /// Whether a word of one `-` and a tag name (`-errand`) is this argument, not an option, as
    /// in `list`'s filters. A word that spells an option the command knows (`-h`) stays that option.
    let takesDashedNames: Bool
    let help: String

    init(_ name: String, _ arity: Arity = .one, takesDashedNames: Bool = false, help: String) {
        self.name = name
        self.arity = arity
        self.takesDashedNames = takesDashedNames
        self.help = help
    }

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
