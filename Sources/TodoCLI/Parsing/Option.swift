import TodoCore

/// An option with how its value is read, declared together: a command's `init` gets the value
/// as the type it needs (an instant, a count, a field's value), and the declaration the parser
/// and the help see and the reading cannot drift apart. A flag, which takes no value, is an
/// `OptionSpec` alone.
struct Option<Value>: Sendable {
    /// The declaration the parser, the help, the manual and the completions read.
    let spec: OptionSpec
    /// Reads one value as typed, dates at the time and in the zone of the input; throws the
    /// error that refuses it.
    let read: @Sendable (String, FieldInput) throws -> Value

    init(_ spec: OptionSpec, read: @escaping @Sendable (String, FieldInput) throws -> Value) {
        self.spec = spec
        self.read = read
    }

    /// An option whose value is one of the declaration's fixed words (`spec.choices`), `word`
    /// reading it; a value `word` does not know is refused, naming the words.
    init(_ spec: OptionSpec, word: @escaping @Sendable (String) -> Value?) {
        self.init(spec) { text, _ in
            guard let value = word(text) else {
                throw UsageError.invalidChoice(option: "--" + spec.name, value: text, choices: spec.choices)
            }
            return value
        }
    }
}

extension Option<String> {
    /// An option whose value is the text as typed: a path, a title.
    init(text spec: OptionSpec) {
        self.init(spec) { text, _ in text }
    }
}
