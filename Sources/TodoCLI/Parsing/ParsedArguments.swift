/// A command line bound to one command's declaration: its positional words and its options.
struct ParsedArguments: Sendable {
    var positionals: [String] = []
    private var values: [String: [String]] = [:]

    /// Records an option by its declared name; a flag records an empty value.
    mutating func record(_ option: OptionSpec, value: String?) {
        values[option.name, default: []].append(value ?? "")
    }

    func has(_ option: OptionSpec) -> Bool {
        values[option.name] != nil
    }

    /// The value given last, as `git` and `getopt` take a repeated option.
    func value(_ option: OptionSpec) -> String? {
        values[option.name]?.last
    }
}
