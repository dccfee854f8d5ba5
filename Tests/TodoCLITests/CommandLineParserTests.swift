import Testing
import TodoCore

@testable import TodoCLI

@Suite struct CommandLineParserTests {
    let parser = CommandLineParser(commands: allCommands)

    func parse(_ words: String...) throws -> CommandLineParser.Invocation {
        try parser.parse(words)
    }

    /// The text bound to `spec`, as the parser recorded it.
    static func text(_ spec: OptionSpec, in arguments: ParsedArguments) throws -> String? {
        try arguments.value(Option(text: spec), FieldInput(now: Instant(secondsSince1970: 0), zone: .utc))
    }

    @Test func bareTodoNamesNoCommand() throws {
        let invocation = try parse()
        #expect(invocation.command == nil)
    }

    @Test(arguments: [["--json", "list"], ["list", "--json"], ["ls", "--json"]])
    func globalOptionsStandBeforeOrAfterTheCommand(words: [String]) throws {
        let invocation = try parser.parse(words)
        #expect(invocation.command?.spec.name == "list")
        #expect(invocation.globals.has(GlobalOptions.json))
    }

    @Test(arguments: [
        ["--file", "a.json", "add", "x"], ["add", "x", "--file", "a.json"], ["add", "--file=a.json", "x"],
    ])
    func globalValueOptionAnywhere(words: [String]) throws {
        let invocation = try parser.parse(words)
        #expect(try Self.text(GlobalOptions.file.spec, in: invocation.globals) == "a.json")
        #expect(invocation.arguments.positionals == ["x"])
    }

    @Test func optionValuesInEveryForm() throws {
        let invocation = try parse(
            "add", "Buy", "--due=tomorrow", "-dfresh", "-l", "Shop", "milk", "--address", "1 Main St")
        #expect(invocation.arguments.positionals == ["Buy", "milk"])
        #expect(
            try Self.text(FieldOptionSpecs.named("deadline")!.set.spec, in: invocation.arguments)
                == "tomorrow")
        #expect(
            try Self.text(FieldOptionSpecs.named("description")!.set.spec, in: invocation.arguments)
                == "fresh")
        #expect(
            try Self.text(FieldOptionSpecs.named("location")!.set.spec, in: invocation.arguments) == "Shop")
        #expect(
            try Self.text(FieldOptionSpecs.named("address")!.set.spec, in: invocation.arguments)
                == "1 Main St")
    }

    @Test func aValueMayStartWithADash() throws {
        let invocation = try parse("add", "x", "-d", "-- not an option")
        #expect(
            try Self.text(FieldOptionSpecs.named("description")!.set.spec, in: invocation.arguments)
                == "-- not an option")
    }

    @Test func doubleDashEndsOptions() throws {
        let invocation = try parse("add", "--", "-x", "--due", "tomorrow")
        #expect(invocation.arguments.positionals == ["-x", "--due", "tomorrow"])
        #expect(!invocation.arguments.has(FieldOptionSpecs.named("deadline")!.set.spec))
    }

    /// `list` declares that its filters may be `-NAME`; a word that spells a known option stays it.
    @Test func aDashedNameIsAFilterOfListButNotAnOption() throws {
        let invocation = try parse("list", "pending", "-errand", "-h2o", "+x", "--json", "-Später")
        #expect(invocation.arguments.positionals == ["pending", "-errand", "-h2o", "+x", "-Später"])
        #expect(invocation.globals.has(GlobalOptions.json))
        #expect(try parse("list", "-h").globals.has(GlobalOptions.help))
        #expect(try parse("ls", "-errand").arguments.positionals == ["-errand"])
        #expect(try parse("-h", "list").globals.has(GlobalOptions.help))
    }

    @Test func theLastOfARepeatedOptionWins() throws {
        let invocation = try parse("add", "x", "--due", "today", "--deadline", "tomorrow")
        #expect(
            try Self.text(FieldOptionSpecs.named("deadline")!.set.spec, in: invocation.arguments)
                == "tomorrow")
    }

    @Test(arguments: [
        (["lsit"], UsageError.unknownCommand("lsit", suggestion: "list")),
        (["dnoe", "1"], .unknownCommand("dnoe", suggestion: "done")),
        (["frobnicate"], .unknownCommand("frobnicate", suggestion: nil)),
        (["add", "x", "--dew", "y"], .unknownOption("--dew", suggestion: "--due")),
        (["add", "x", "-z"], .unknownOption("-z", suggestion: nil)),
        (["list", "--jsn"], .unknownOption("--jsn", suggestion: "--json")),
        (["--due", "x", "add", "y"], .optionBeforeCommand("--due")),
        (["add", "x", "--due"], .missingValue(option: "--due")),
        (["list", "--json=yes"], .unexpectedValue(option: "--json")),
        (["show", "-hx"], .unknownOption("-hx", suggestion: nil)),
        (["add", "x", "-errand"], .unknownOption("-e", suggestion: nil)),
        (["list", "-9lives"], .unknownOption("-9", suggestion: nil)),
        (["add"], .missingArgument(name: "TITLE", command: "add")),
        (["done"], .missingArgument(name: "ID", command: "complete")),
        (["show", "1", "2"], .unexpectedArgument("2", command: "show")),
        (["stats", "now"], .unexpectedArgument("now", command: "stats")),
        (["tags", "errand"], .unexpectedArgument("errand", command: "tags")),
    ])
    func refusesWithTheRightUsageError(words: [String], expected: UsageError) {
        #expect(throws: expected) { try parser.parse(words) }
    }

    @Test(arguments: [
        ("2", [2]), ("2-5", [2, 3, 4, 5]), ("7-7", [7]), ("9007199254740991", [9_007_199_254_740_991]),
    ])
    func readsIdsAndRanges(word: String, ids: [Int]) throws {
        #expect(try TaskIds.parse([word]) == ids)
    }

    @Test(arguments: [
        "0", "-1", "abc", "1.5", "+3", "5-2", "1-", "-", "2-3-4", "99999999999999999999", "9007199254740992",
        "1-200000", "٣", "", " 1",
    ])
    func refusesWhatIsNotAnId(word: String) {
        #expect(throws: UsageError.invalidId(word)) { try TaskIds.parse([word]) }
    }

    @Test(arguments: [("--dew", "--due"), ("lsit", "list"), ("stat", "stats"), ("comlpete", "complete")])
    func suggestsTheNearestKnownWord(typed: String, expected: String) {
        let candidates = ["--due", "--description", "--json", "list", "stats", "complete", "show"]
        #expect(Suggestion.closest(to: typed, among: candidates) == expected)
    }

    @Test func suggestsNothingForAFarWord() {
        #expect(Suggestion.closest(to: "xyz", among: ["add", "list", "show"]) == nil)
    }
}
