/// An option with how its value is read, declared together: a command's `init` gets the value
/// as the type it needs (an instant, a count, a field's value), and the declaration the parser
/// and the help see and the reading cannot drift apart.
struct Option<Value>: Sendable {
    /// The declaration the parser, the help, the manual and the completions read.
    let spec: OptionSpec
    /// Reads one value as typed; throws the error that refuses it.
    let read: @Sendable (String, CommandContext) throws -> Value

    init(_ spec: OptionSpec, read: @escaping @Sendable (String, CommandContext) throws -> Value) {
        self.spec = spec
        self.read = read
    }
}

extension Option<String> {
    /// An option whose value is the text as typed.
    init(text spec: OptionSpec) {
        self.init(spec) { text, _ in text }
    }
}

extension ParsedArguments {
    /// The value given last, read; nil when the option is not given.
    func value<Value>(_ option: Option<Value>, _ context: CommandContext) throws -> Value? {
        try value(option.spec).map { try option.read($0, context) }
    }

    /// Every value given, in order, each read.
    func values<Value>(_ option: Option<Value>, _ context: CommandContext) throws -> [Value] {
        try values(option.spec).map { try option.read($0, context) }
    }

    /// Whether the option is given.
    func has<Value>(_ option: Option<Value>) -> Bool {
        has(option.spec)
    }
}
