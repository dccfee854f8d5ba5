/// What every completion script is made of, read from the declarations the parser and help use:
/// the commands with their names, options and arguments, the global options, and the date words.
struct CompletionSource {
    let commands: [CommandSpec]
    let globals: [OptionSpec]
    let dateWords: [(word: String, meaning: String)]

    static var declared: CompletionSource {
        CompletionSource(
            commands: allCommands.map { $0.spec }, globals: GlobalOptions.all,
            dateWords: DateSuggestions.words)
    }

    /// Every name a command answers to, with what it does: aliases say whose they are.
    var commandNames: [(name: String, meaning: String)] {
        commands.flatMap { spec in
            [(spec.name, Self.short(spec.abstract))] + spec.aliases.map { ($0, "alias of " + spec.name) }
        }
    }

    /// What `todo help` takes: every command name, and the other topics.
    var helpTopics: [String] {
        commandNames.map(\.name) + ["dates"]
    }

    /// A line of help as a completion shows it: the first sentence, without its final period.
    static func short(_ text: String) -> String {
        let sentence = text.split(separator: ". ", maxSplits: 1).first.map(String.init) ?? text
        return sentence.hasSuffix(".") ? String(sentence.dropLast()) : sentence
    }

    /// The positional arguments of a command by position: each argument's first position, and
    /// whether it takes every position from there on.
    static func positions(of spec: CommandSpec) -> [(position: Int, argument: ArgumentSpec, repeats: Bool)] {
        var result: [(Int, ArgumentSpec, Bool)] = []
        for (position, argument) in spec.arguments.enumerated() {
            result.append((position, argument, argument.arity == .oneOrMore))
            if argument.arity == .oneOrMore { break }
        }
        return result
    }
}

/// Quoting for the shells the scripts are written in.
enum ShellQuoting {
    /// A word in single quotes for bash and zsh: `'it'\''s'`.
    static func posix(_ text: String) -> String {
        "'" + text.replacing("'", with: #"'\''"#) + "'"
    }

    /// A word in single quotes for fish, where `\'` and `\\` are the only escapes.
    static func fish(_ text: String) -> String {
        "'" + text.replacing(#"\"#, with: #"\\"#).replacing("'", with: #"\'"#) + "'"
    }
}
