import Testing
import TodoCore

@testable import TodoCLI

/// A command with subcommands, as `todo goal` has them, declared only for these tests.
private struct ShelfCommand: Command {
    static let flag = OptionSpec("dusty", help: "only dusty shelves")
    static let spec = CommandSpec(
        "shelf", abstract: "Show the shelf.", options: [flag],
        subcommands: [ShelfPutCommand.self, ShelfClearCommand.self])

    init(arguments: ParsedArguments, context: CommandContext) throws {}
    func run(_ context: CommandContext) throws {}
}

private struct ShelfPutCommand: Command {
    static let label = Option(
        text: OptionSpec("label", short: "t", value: "TEXT", help: "a label, repeatable"))
    static let spec = CommandSpec(
        "put", parent: "shelf", aliases: ["add"], abstract: "Put things on the shelf.",
        arguments: [ArgumentSpec("THING", .oneOrMore, help: "what to put")], options: [label.spec])

    init(arguments: ParsedArguments, context: CommandContext) throws {}
    func run(_ context: CommandContext) throws {}
}

private struct ShelfClearCommand: Command {
    static let spec = CommandSpec("clear", parent: "shelf", abstract: "Clear the shelf.")

    init(arguments: ParsedArguments, context: CommandContext) throws {}
    func run(_ context: CommandContext) throws {}
}

@Suite struct SubcommandParsingTests {
    let parser = CommandLineParser(commands: allCommands + [ShelfCommand.self])

    @Test func theParentRunsWhenNoSubcommandIsNamed() throws {
        let invocation = try parser.parse(["shelf", "--dusty"])
        #expect(invocation.command?.spec.fullName == "shelf")
        #expect(invocation.arguments.has(ShelfCommand.flag))
    }

    @Test(arguments: [
        ["shelf", "put", "a", "b"], ["shelf", "add", "a", "b"], ["--json", "shelf", "put", "a", "b"],
    ])
    func aSubcommandIsNamedByTheWordAfterItsParent(words: [String]) throws {
        let invocation = try parser.parse(words)
        #expect(invocation.command?.spec.fullName == "shelf put")
        #expect(invocation.arguments.positionals == ["a", "b"])
    }

    @Test func aRepeatedOptionKeepsEveryValueInOrder() throws {
        let invocation = try parser.parse([
            "shelf", "put", "a", "-t", "one", "--label", "two", "--label=three",
        ])
        let input = FieldInput(now: Instant(secondsSince1970: 0), zone: .utc)
        #expect(try invocation.arguments.values(ShelfPutCommand.label, input) == ["one", "two", "three"])
        #expect(try invocation.arguments.value(ShelfPutCommand.label, input) == "three")
    }

    @Test func aWordAfterTheSubcommandIsAnOperandEvenIfItNamesAnother() throws {
        let invocation = try parser.parse(["shelf", "put", "clear"])
        #expect(invocation.command?.spec.fullName == "shelf put")
        #expect(invocation.arguments.positionals == ["clear"])
    }

    @Test func aMistypedSubcommandGetsASuggestion() {
        #expect(throws: UsageError.unknownCommand("shelf pt", suggestion: "shelf put")) {
            try parser.parse(["shelf", "pt"])
        }
    }

    @Test func optionsOfTheParentBeforeTheSubcommandAreRefused() {
        #expect(throws: UsageError.optionsBeforeSubcommand(command: "shelf put")) {
            try parser.parse(["shelf", "--dusty", "put", "a"])
        }
    }

    @Test func errorsNameTheWholeCommand() {
        #expect(throws: UsageError.missingArgument(name: "THING", command: "shelf put")) {
            try parser.parse(["shelf", "put"])
        }
        #expect(throws: UsageError.unexpectedArgument("x", command: "shelf clear")) {
            try parser.parse(["shelf", "clear", "x"])
        }
    }

    @Test func afterDoubleDashNoWordNamesASubcommand() throws {
        let invocation = try parser.parse(["shelf", "put", "--", "clear"])
        #expect(invocation.arguments.positionals == ["clear"])
    }

    @Test func helpListsSubcommandsAndUsesTheWholeName() {
        let parent = HelpRenderer.command(ShelfCommand.spec)
        #expect(parent.hasPrefix("Usage: todo shelf [SUBCOMMAND] [--dusty]\n"))
        #expect(
            parent.contains(
                "Subcommands:\n  put THING…  Put things on the shelf.\n  clear       Clear the shelf.\n"))
        #expect(parent.contains("See 'todo help shelf SUBCOMMAND'"))
        #expect(
            HelpRenderer.command(ShelfPutCommand.spec).hasPrefix("Usage: todo shelf put THING… [-t TEXT]\n"))
        let commands: [any Command.Type] = [ShelfCommand.self]
        #expect(HelpRenderer.command(named: ["shelf", "add"], among: commands)?.spec.fullName == "shelf put")
        #expect(HelpRenderer.command(named: ["shelf", "nope"], among: commands) == nil)
    }
}
