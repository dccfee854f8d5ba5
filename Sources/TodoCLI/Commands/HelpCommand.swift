import TodoCore

struct HelpCommand: Command {
    static let man = OptionSpec("man", help: "print the manual page todo(1) in roff, for man")

    static let spec = CommandSpec(
        "help", abstract: "Show help for the program, a command, or a topic.",
        discussion: """
            'todo help' lists the commands and the help topics. 'todo help COMMAND' shows one
            command, as 'todo COMMAND -h' does, followed by the topic of the same name where
            there is one (such as sync or ui); 'todo help TOPIC' shows a topic, wrapped to the
            terminal. The manual page has the same text, every topic included.
            """,
        arguments: [
            ArgumentSpec(
                "TOPIC", .optional, values: .helpTopic, help: "a command, or a topic that 'todo help' lists"),
            ArgumentSpec(
                "SUBCOMMAND", .optional, values: .subcommand, help: "one of the command's subcommands"),
        ],
        options: [man],
        examples: [
            "todo help edit", "todo help dates", "todo help goal set", "todo help sync",
            "todo help --man | man -l -",
        ])

    let text: String

    init(arguments: ParsedArguments, context: CommandContext) throws {
        let words = arguments.positionals
        if arguments.has(Self.man) {
            if let topic = words.first { throw UsageError.unexpectedArgument(topic, command: Self.spec.name) }
            text = ManPage.render(commands: allCommands.map { $0.spec }, topics: HelpTopic.all)
            return
        }
        guard let name = words.first else {
            text = HelpRenderer.overview(commands: allCommands, topics: HelpTopic.all)
            return
        }
        let topic = words.count == 1 ? HelpTopic.named(name) : nil
        let width = HelpLayout.width(terminal: context.width)
        let topicText = topic.map {
            HelpLayout.render($0.body(HelpMoment(now: context.now, zone: context.zone)), width: width)
        }
        if let command = HelpRenderer.command(named: words, among: allCommands) {
            text = HelpRenderer.command(command.spec) + (topicText.map { "\n" + $0 } ?? "")
        } else if let topicText {
            text = topicText
        } else if let parent = allCommands.first(where: { $0.spec.isNamed(name) }) {
            let word = words[1]
            let names = parent.spec.subcommands.flatMap { [$0.spec.name] + $0.spec.aliases }
            throw UsageError.unknownCommand(
                name + " " + word,
                suggestion: Suggestion.closest(to: word, among: names).map { name + " " + $0 })
        } else {
            let names = allCommands.flatMap { [$0.spec.name] + $0.spec.aliases } + HelpTopic.all.map(\.name)
            throw UsageError.unknownHelpTopic(name, suggestion: Suggestion.closest(to: name, among: names))
        }
    }

    func run(_ context: CommandContext) throws {
        context.output.write(text)
    }
}
