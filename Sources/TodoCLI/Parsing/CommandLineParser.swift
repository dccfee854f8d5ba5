/// Reads a command line in two steps: each word is classified (option, value, operand), then
/// bound to the declaration of the command it names. Global options may stand anywhere.
struct CommandLineParser {
    /// The result: the command named (nil for bare `todo`), its arguments and the global options.
    struct Invocation {
        var command: (any Command.Type)?
        var arguments = ParsedArguments()
        var globals = ParsedArguments()
    }

    private enum Word {
        case long(String, value: String?)
        case short(Character, attached: String?)
        case operand(String)
        case endOfOptions
    }

    let commands: [any Command.Type]

    func parse(_ words: [String]) throws(UsageError) -> Invocation {
        var invocation = Invocation()
        var index = 0
        var optionsEnded = false
        while index < words.count {
            let word =
                optionsEnded ? .operand(words[index]) : classify(words[index], after: invocation.command)
            index += 1
            switch word {
            case .endOfOptions:
                optionsEnded = true
            case .operand(let text):
                if invocation.command == nil && !optionsEnded {
                    invocation.command = try command(named: text)
                } else if let parent = invocation.command, !parent.spec.subcommands.isEmpty,
                    invocation.arguments.positionals.isEmpty, !optionsEnded
                {
                    invocation.command = try subcommand(named: text, of: parent.spec, after: invocation)
                } else {
                    invocation.arguments.positionals.append(text)
                }
            case .long(let name, let attached):
                guard let option = find(invocation.command, where: { $0.matches(long: name) }) else {
                    throw unknownError("--" + name, invocation.command)
                }
                try bind(
                    option, spelled: "--" + name, attached: attached, words: words, index: &index,
                    into: &invocation)
            case .short(let letter, let attached):
                guard let option = find(invocation.command, where: { $0.short == letter }) else {
                    throw unknownError("-" + String(letter), invocation.command)
                }
                if !option.takesValue, let attached {
                    throw unknownError("-" + String(letter) + attached, invocation.command)
                }
                try bind(
                    option, spelled: "-" + String(letter), attached: attached, words: words, index: &index,
                    into: &invocation)
            }
        }
        if let command = invocation.command {
            try Self.checkArity(of: invocation.arguments.positionals, against: command.spec)
        }
        return invocation
    }

    /// A word as the command named so far reads it: `-errand` is an operand of a command whose
    /// argument takes such words, unless it spells a known option.
    private func classify(_ word: String, after command: (any Command.Type)?) -> Word {
        if let command, command.spec.takesDashedName(word),
            find(command, where: { $0.spellings.contains(word) }) == nil
        {
            return .operand(word)
        }
        return Self.classify(word)
    }

    private static func classify(_ word: String) -> Word {
        // Most words are operands (a command's name, a title): one byte tells, without the walk
        // over characters that `count` and `hasPrefix` take.
        guard word.utf8.first == UInt8(ascii: "-") else { return .operand(word) }
        if word == "--" { return .endOfOptions }
        if word.hasPrefix("--") {
            let body = word.dropFirst(2)
            guard let equals = body.firstIndex(of: "=") else { return .long(String(body), value: nil) }
            return .long(String(body[..<equals]), value: String(body[body.index(after: equals)...]))
        }
        if word.count >= 2, word.hasPrefix("-"), let letter = word.dropFirst().first {
            let rest = word.dropFirst(2)
            return .short(letter, attached: rest.isEmpty ? nil : String(rest))
        }
        return .operand(word)
    }

    private func command(named name: String) throws(UsageError) -> any Command.Type {
        if let command = commands.first(where: { $0.spec.isNamed(name) }) { return command }
        let names = commands.flatMap { [$0.spec.name] + $0.spec.aliases }
        throw .unknownCommand(name, suggestion: Suggestion.closest(to: name, among: names))
    }

    /// The subcommand `name` names. A command with subcommands takes no operand of its own, so
    /// any other word is a mistyped subcommand.
    private func subcommand(
        named name: String, of parent: CommandSpec, after invocation: Invocation
    ) throws(UsageError) -> any Command.Type {
        guard let command = parent.subcommand(named: name) else {
            let names = parent.subcommands.flatMap { [$0.spec.name] + $0.spec.aliases }
            throw .unknownCommand(
                parent.name + " " + name,
                suggestion: Suggestion.closest(to: name, among: names).map { parent.name + " " + $0 })
        }
        if invocation.arguments.hasOptions {
            throw .optionsBeforeSubcommand(command: parent.fullName + " " + command.spec.name)
        }
        return command
    }

    private func find(_ command: (any Command.Type)?, where matches: (OptionSpec) -> Bool) -> OptionSpec? {
        GlobalOptions.all.first(where: matches) ?? command?.spec.options.first(where: matches)
    }

    private func unknownError(_ spelling: String, _ command: (any Command.Type)?) -> UsageError {
        let known = GlobalOptions.all + (command?.spec.options ?? [])
        if command == nil,
            commands.contains(where: { $0.spec.options.contains { $0.spellings.contains(spelling) } })
        {
            return .optionBeforeCommand(spelling)
        }
        // One letter is too little to guess from: only long names get a suggestion.
        guard spelling.hasPrefix("--") else { return .unknownOption(spelling, suggestion: nil) }
        let spellings = known.flatMap(\.spellings).filter { $0.hasPrefix("--") }
        return .unknownOption(spelling, suggestion: Suggestion.closest(to: spelling, among: spellings))
    }

    private func bind(
        _ option: OptionSpec, spelled spelling: String, attached: String?, words: [String], index: inout Int,
        into invocation: inout Invocation
    ) throws(UsageError) {
        var value: String?
        if option.takesValue {
            if let attached {
                value = attached
            } else if index < words.count {
                value = words[index]
                index += 1
            } else {
                throw .missingValue(option: spelling)
            }
        } else if attached != nil {
            throw .unexpectedValue(option: spelling)
        }
        if GlobalOptions.all.contains(option) {
            invocation.globals.record(option, value: value)
        } else {
            invocation.arguments.record(option, value: value)
        }
    }

    private static func checkArity(of positionals: [String], against spec: CommandSpec) throws(UsageError) {
        var remaining = positionals[...]
        for argument in spec.arguments {
            switch argument.arity {
            case .one, .oneOrMore:
                guard !remaining.isEmpty else {
                    throw .missingArgument(name: argument.name, command: spec.fullName)
                }
                remaining = argument.arity == .one ? remaining.dropFirst() : []
            case .optional:
                remaining = remaining.dropFirst()
            case .zeroOrMore:
                remaining = []
            }
        }
        if let extra = remaining.first { throw .unexpectedArgument(extra, command: spec.fullName) }
    }
}
