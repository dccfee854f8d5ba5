import TodoCore

/// A command line bound to one command's declaration: its positional words and its options.
/// An option's value is read only through its `Option`, which says how; a flag is asked with
/// `has`.
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

    /// Whether the option is given.
    func has<Value>(_ option: Option<Value>) -> Bool {
        has(option.spec)
    }

    /// The value given last, as `git` and `getopt` take a repeated option, read as `input`
    /// reads it; nil when the option is not given.
    func value<Value>(_ option: Option<Value>, _ input: FieldInput) throws -> Value? {
        try options.last { $0.name == option.spec.name }.map { try option.read($0.value, input) }
    }

    /// Every value given, in order, each read, for an option that may be repeated
    /// (`--tag a --tag b`).
    func values<Value>(_ option: Option<Value>, _ input: FieldInput) throws -> [Value] {
        try options.filter { $0.name == option.spec.name }.map { try option.read($0.value, input) }
    }

    /// The value given last, read at the command's time and in its zone.
    func value<Value>(_ option: Option<Value>, _ context: CommandContext) throws -> Value? {
        try value(option, FieldInput(now: context.now, zone: context.zone))
    }

    /// Every value given, read at the command's time and in its zone.
    func values<Value>(_ option: Option<Value>, _ context: CommandContext) throws -> [Value] {
        try values(option, FieldInput(now: context.now, zone: context.zone))
    }

    /// Whether any option was given at all (the globals are recorded apart).
    var hasOptions: Bool { !options.isEmpty }
}
