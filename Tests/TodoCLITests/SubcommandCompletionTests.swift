import Foundation
import TestSupport
import Testing

@testable import TodoCLI

/// A command with subcommands, as `todo goal` has them, declared only for these tests.
private struct CrateCommand: Command {
    static let spec = CommandSpec(
        "crate", aliases: ["box"], abstract: "Show the crate.",
        options: [OptionSpec("heavy", help: "only heavy crates")],
        subcommands: [CratePackCommand.self, CrateSealCommand.self])

    init(arguments: ParsedArguments, context: CommandContext) throws {}
    func run(_ context: CommandContext) throws {}
}

private struct CratePackCommand: Command {
    static let spec = CommandSpec(
        "pack", parent: "crate", aliases: ["fill"], abstract: "Pack tasks into the crate.",
        arguments: [ArgumentSpec("ID", .oneOrMore, values: .openTaskIds, help: "tasks")],
        options: [
            OptionSpec(
                "size", short: "s", value: "SIZE", choices: ["small", "large"], help: "how big")
        ])

    init(arguments: ParsedArguments, context: CommandContext) throws {}
    func run(_ context: CommandContext) throws {}
}

private struct CrateSealCommand: Command {
    static let spec = CommandSpec("seal", parent: "crate", abstract: "Seal the crate.")

    init(arguments: ParsedArguments, context: CommandContext) throws {}
    func run(_ context: CommandContext) throws {}
}

/// The scripts follow subcommands, as the parser does: `todo crate pack` completes the pack's
/// options and arguments, `todo help crate` the crate's subcommands.
@Suite struct SubcommandCompletionTests {
    typealias Candidate = ShellCompletionRunner.Candidate
    let runner = ShellCompletionRunner()
    let source = CompletionSource(
        commands: allCommands.map { $0.spec } + [CrateCommand.spec], globals: GlobalOptions.all,
        dateWords: DateSuggestions.words)

    init() throws {
        try runner.todo("add", "Buy milk")
        try runner.todo("add", "Call Bob")
    }

    func words(_ candidates: [Candidate]) -> Set<String> { Set(candidates.map(\.word)) }

    static let shells = ["/bin/bash", "/usr/bin/zsh", "/usr/bin/fish"].allSatisfy(
        ShellCompletionRunner.installed)

    @Test(.enabled(if: shells || TestEnvironment.inCI, "a shell is not installed; skipped outside CI"))
    func everyShellFollowsSubcommands() throws {
        try runner.install(script: BashCompletion(source: source).script, at: "completions.bash")
        try runner.install(script: ZshCompletion(source: source).script, at: "zfunc/_todo")
        try runner.install(
            script: FishCompletion(source: source).script, at: "config/fish/completions/todo.fish")
        let lines: [(String, Set<String>)] = [
            ("todo crate ", ["pack", "fill", "seal"]),
            ("todo box ", ["pack", "fill", "seal"]),
            ("todo --json crate p", ["pack"]),
            ("todo crate pack ", ["1", "2"]),
            ("todo box fill -s ", ["small", "large"]),
            ("todo crate pack 1 --s", ["--size"]),
            ("todo crate --h", ["--heavy", "--help"]),
            ("todo help crate ", ["pack", "fill", "seal"]),
            ("todo help cr", ["crate"]),
        ]
        for (line, expected) in lines {
            let bashWords = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
            #expect(words(try runner.bash(bashWords)) == expected, "bash: \(line)")
            #expect(words(try runner.zsh(line)) == expected, "zsh: \(line)")
            #expect(words(try runner.fish(line)) == expected, "fish: \(line)")
        }
        // After a command that takes no argument, zsh lists the options; bash and fish offer nothing.
        let afterSeal = try runner.zsh("todo crate seal ")
        #expect(!afterSeal.isEmpty && afterSeal.allSatisfy { $0.word.hasPrefix("-") }, "\(afterSeal)")
        #expect(try runner.bash(["todo", "crate", "seal", ""]).isEmpty)
        #expect(try runner.fish("todo crate seal ").isEmpty)
        #expect(
            try runner.fish("todo crate s") == [Candidate(word: "seal", meaning: "Seal the crate")])
        #expect(try runner.zsh("todo crate s") == [Candidate(word: "seal", meaning: "Seal the crate")])
    }

    @Test func theManualPageHasASectionForEachSubcommand() {
        let page = ManPage.render(commands: source.commands)
        #expect(page.contains("\n.SS crate\n"))
        #expect(page.contains("\n.SS crate pack\n"))
        #expect(page.contains("\n.SS crate seal\n"))
        #expect(page.contains(Roff.bold("todo crate pack")))
    }
}
