/// A command line bound to one command's declaration: its positional words and its options.
struct ParsedArguments: Sendable {
    var positionals: [String] = []
    /// The options given, by declared name, in the order given. A command line holds a few, so
    /// a list searched from the end serves better than a dictionary, whose run-time type costs
    /// more to make than the whole search.
    private var options: [Given] = []

    private struct Given: Sendable {
        let name: String
        let value: String
    }

    /// Records an option by its declared name; a flag records an empty value.
    mutating func record(_ option: OptionSpec, value: String?) {
        options.append(Given(name: option.name, value: value ?? ""))
    }

    func has(_ option: OptionSpec) -> Bool {
        options.contains { $0.name == option.name }
    }

    /// The value given last, as `git` and `getopt` take a repeated option.
    func value(_ option: OptionSpec) -> String? {
        options.last { $0.name == option.name }?.value
    }

    /// Every value given, in order, for an option that may be repeated (`--tag a --tag b`).
    func values(_ option: OptionSpec) -> [String] {
        options.filter { $0.name == option.name }.map(\.value)
    }

    /// Whether any option was given at all (the globals are recorded apart).
    var hasOptions: Bool { !options.isEmpty }
}
