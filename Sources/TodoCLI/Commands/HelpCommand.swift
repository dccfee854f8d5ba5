import TodoCore

struct HelpCommand: Command {
    static let spec = CommandSpec(
        "help", abstract: "Show help for the program, a command, or 'dates'.",
        arguments: [
            ArgumentSpec("TOPIC", .optional, help: "a command name, or dates"),
            ArgumentSpec("SUBCOMMAND", .optional, help: "one of the command's subcommands"),
        ],
        examples: ["todo help edit", "todo help dates", "todo help goal set"])

    let text: String

    init(arguments: ParsedArguments, context: CommandContext) throws {
        guard let topic = arguments.positionals.first else {
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
