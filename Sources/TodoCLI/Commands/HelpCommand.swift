import TodoCore

struct HelpCommand: Command {
    static let man = OptionSpec("man", help: "print the manual page todo(1) in roff, for man")

    static let spec = CommandSpec(
        "help", abstract: "Show help for the program, a command, or 'dates'.",
        arguments: [
            ArgumentSpec("TOPIC", .optional, values: .helpTopic, help: "a command name, or dates"),
            ArgumentSpec(
                "SUBCOMMAND", .optional, values: .subcommand, help: "one of the command's subcommands"),
        ],
        options: [man],
        examples: ["todo help edit", "todo help dates", "todo help goal set", "todo help --man | man -l -"])

    let text: String

    init(arguments: ParsedArguments, context: CommandContext) throws {
        let topic = arguments.positionals.first
        if arguments.has(Self.man) {
            if let topic { throw UsageError.unexpectedArgument(topic, command: Self.spec.name) }
            text = ManPage.render(commands: allCommands.map { $0.spec })
            return
        }
        guard let topic else {
            text = HelpRenderer.overview(commands: allCommands)
            return
        }
        if topic == "dates" && arguments.positionals.count == 1 {
            text = DateParser.help(now: context.now, zone: context.zone)
        } else if let command = HelpRenderer.command(named: arguments.positionals, among: allCommands) {
            text = HelpRenderer.command(command.spec)
        } else if let parent = allCommands.first(where: { $0.spec.isNamed(topic) }) {
            let word = arguments.positionals[1]
            let names = parent.spec.subcommands.flatMap { [$0.spec.name] + $0.spec.aliases }
            throw UsageError.unknownCommand(
                topic + " " + word,
                suggestion: Suggestion.closest(to: word, among: names).map { topic + " " + $0 })
        } else {
            let topics = allCommands.flatMap { [$0.spec.name] + $0.spec.aliases } + ["dates"]
            throw UsageError.unknownCommand(topic, suggestion: Suggestion.closest(to: topic, among: topics))
        }
    }

    func run(_ context: CommandContext) throws {
        context.output.write(text)
    }
}
