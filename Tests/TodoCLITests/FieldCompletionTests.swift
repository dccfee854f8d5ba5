import Foundation
import TestSupport
import Testing

@testable import TodoCLI

/// The completion of the user's own fields, run by the real shells against the built `todo`:
/// `--set` offers `NAME=` for each declared field, then after `NAME=` a choice's values;
/// `--unset` and `field remove` offer the names; `list` offers `NAME:any`, `NAME:none` and a
/// choice's `NAME:VALUE` among its filters.
@Suite struct FieldCompletionTests {
    typealias Candidate = ShellCompletionRunner.Candidate
    let runner = ShellCompletionRunner()

    init() throws {
        try runner.todo("field", "add", "energy", "--type", "choice", "--values", "low,medium,high")
        try runner.todo("field", "add", "estimate", "--type", "number", "--label", "Hours")
        try runner.todo("add", "Buy milk", "--set", "energy=low")
    }

    func words(_ candidates: [Candidate]) -> [String] { candidates.map(\.word) }

    @Test func theLookupPrintsNamesAndTheValuesOfChoices() throws {
        #expect(
            try runner.todo("completions", "--fields", "names").output
                == "energy\tEnergy (choice)\nestimate\tHours (number)\n")
        #expect(
            try runner.todo("completions", "--fields", "values").output
                == "energy=low\tEnergy\nenergy=medium\tEnergy\nenergy=high\tEnergy\n")
        #expect(
            try runner.todo("completions", "--fields", "filters").output
                == "energy:any\tEnergy\nenergy:none\tEnergy\nenergy:low\tEnergy\nenergy:medium\tEnergy\n"
                + "energy:high\tEnergy\nestimate:any\tHours\nestimate:none\tHours\n")
        let conflicting = try runner.todo("completions", "--fields", "names", "--ids", "open")
        #expect(conflicting.status == 2)
        #expect(try runner.todo("completions", "--fields", "all").status == 2)
    }

    @Test(
        .enabled(
            if: CompletionScriptTests.bash || TestEnvironment.inCI,
            "bash is not installed; skipped outside CI"))
    func bashOffersNamesThenValues() throws {
        try runner.install("bash", at: "completions.bash")
        let cases: [([String], [String])] = [
            (["todo", "add", "Tea", "--set", ""], ["energy=", "estimate="]),
            (["todo", "add", "Tea", "--set", "en"], ["energy="]),
            // bash hands `energy=h` over as `energy`, `=` and `h`: readline replaces what follows `=`.
            (["todo", "add", "Tea", "--set", "energy", "="], ["low", "medium", "high"]),
            (["todo", "add", "Tea", "--set", "energy", "=", "m"], ["medium"]),
            (["todo", "add", "Tea", "--set", "estimate", "=", ""], []),
            (["todo", "edit", "1", "--set", "energy", "=", "low", "--unset", ""], ["energy", "estimate"]),
            (["todo", "edit", "1", "--set", "energy", "=", "low", "--due", "fr"], ["friday"]),
            (["todo", "field", "remove", "e"], ["energy", "estimate"]),
            (["todo", "field", "rm", "est"], ["estimate"]),
            (["todo", "field", ""], ["add", "list", "ls", "remove", "rm"]),
            (["todo", "field", "add", "x", "--type", ""], ["text", "number", "date", "choice"]),
            (["todo", "--color", "=", "a"], ["auto", "always"]),
            // list's filters: bash hands `energy:h` over as `energy`, `:` and `h`.
            (["todo", "list", "energy", ":"], ["any", "none", "low", "medium", "high"]),
            (["todo", "list", "pending", "energy", ":", "h"], ["high"]),
            (["todo", "list", "est"], ["estimate:any", "estimate:none"]),
        ]
        for (line, expected) in cases {
            #expect(words(try runner.bash(line)) == expected, "\(line)")
        }
    }

    @Test(
        .enabled(
            if: CompletionScriptTests.zsh || TestEnvironment.inCI, "zsh is not installed; skipped outside CI")
    )
    func zshOffersNamesWithLabelsThenValues() throws {
        try runner.install("zsh", at: "zfunc/_todo")
        #expect(
            Set(try runner.zsh("todo add Tea --set ")) == [
                Candidate(word: "energy", meaning: "Energy (choice)"),
                Candidate(word: "estimate", meaning: "Hours (number)"),
            ])
        // zsh lists values of one description on one line: the description shows with one value.
        #expect(Set(words(try runner.zsh("todo add Tea --set energy="))) == ["low", "medium", "high"])
        #expect(try runner.zsh("todo add Tea --set energy=h") == [Candidate(word: "high", meaning: "Energy")])
        #expect(words(try runner.zsh("todo add Tea --set energy=hi")) == ["high"])
        #expect(Set(words(try runner.zsh("todo edit 1 --unset "))) == ["energy", "estimate"])
        #expect(Set(words(try runner.zsh("todo field remove "))) == ["energy", "estimate"])
        #expect(words(try runner.zsh("todo list energy:h")) == ["energy:high"])
    }

    @Test(
        .enabled(
            if: CompletionScriptTests.fish || TestEnvironment.inCI,
            "fish is not installed; skipped outside CI"))
    func fishOffersNamesWithLabelsThenValues() throws {
        try runner.install("fish", at: "config/fish/completions/todo.fish")
        #expect(
            try runner.fish("todo add Tea --set ") == [
                Candidate(word: "energy=", meaning: "Energy (choice)"),
                Candidate(word: "estimate=", meaning: "Hours (number)"),
            ])
        #expect(
            Set(words(try runner.fish("todo add Tea --set energy="))) == [
                "energy=low", "energy=medium", "energy=high",
            ])
        #expect(words(try runner.fish("todo add Tea --set energy=m")) == ["energy=medium"])
        #expect(words(try runner.fish("todo edit 1 --unset es")) == ["estimate"])
        #expect(Set(words(try runner.fish("todo field rm "))) == ["energy", "estimate"])
        #expect(
            try runner.fish("todo list estimate:") == [
                Candidate(word: "estimate:any", meaning: "Hours"),
                Candidate(word: "estimate:none", meaning: "Hours"),
            ])
    }
}
