import Foundation
import TestSupport
import Testing

@testable import TodoCLI

/// The scripts of `todo completions`, run by the real shells against the built `todo` and a
/// store with open and completed tasks: 1 "Buy milk", 2 "Pay rent: May" (open), 3 "Call Bob"
/// (completed); task 1 has the tag `errand` and the project `home.garden`.
@Suite struct CompletionScriptTests {
    typealias Candidate = ShellCompletionRunner.Candidate
    let runner = ShellCompletionRunner()

    init() throws {
        try runner.todo("add", "Buy milk", "+errand", "--project", "home.garden")
        try runner.todo("add", "Pay rent: May")
        try runner.todo("add", "Call Bob")
        try runner.todo("done", "3")
    }

    func words(_ candidates: [Candidate]) -> [String] { candidates.map(\.word) }

    static let states = ["all", "pending", "overdue", "completed", "waiting"]
    /// What a filter of `list` may be in this store.
    static let filters =
        ValueKind.filterWords + ["+errand", "project:home", "project:home.garden"]

    static let bash = ShellCompletionRunner.installed("/bin/bash")
    static let bashCompletion = FileManager.default.fileExists(
        atPath: "/usr/share/bash-completion/bash_completion")
    static let zsh = ShellCompletionRunner.installed("/usr/bin/zsh")
    static let fish = ShellCompletionRunner.installed("/usr/bin/fish")

    @Test(.enabled(if: bash || TestEnvironment.inCI, "bash is not installed; skipped outside CI"))
    func bashCompletesCommandsOptionsValuesAndIds() throws {
        try runner.install("bash", at: "completions.bash")
        let cases: [([String], [String])] = [
            (["todo", "ad"], ["add"]),
            (["todo", "d"], ["done", "delete", "doctor"]),
            (["todo", "add", "--d"], ["--description", "--due", "--deadline", "--dry-run"]),
            (["todo", "add", "Milk", "--due", "fr"], ["friday"]),
            (["todo", "--color", ""], ["auto", "always", "never"]),
            (["todo", "--color", "=", "a"], ["auto", "always"]),
            (["todo", "list", ""], Self.states + Self.filters),
            (["todo", "list", "all", ""], Self.filters),
            (["todo", "list", "+"], ["+errand"]),
            (["todo", "list", "pending", "project", ":", "h"], ["home", "home.garden"]),
            (["todo", "list", "project", ":"], ["home", "home.garden"]),
            (["todo", "list", "priority", ":", "h"], ["high"]),
            (["todo", "add", "Milk", "--tag", ""], ["errand"]),
            (["todo", "edit", "1", "--project", "h"], ["home", "home.garden"]),
            (["todo", "add", "Milk", "--priority", ""], ["high", "medium", "low"]),
            (["todo", "done", ""], ["1", "2"]),
            (["todo", "edit", "1", "-t", "x", "--due", "tom"], ["tomorrow"]),
            (["todo", "uncomplete", ""], ["3"]),
            (["todo", "completions", ""], ["bash", "zsh", "fish"]),
            (["todo", "completions", "--ids", ""], ["open", "completed"]),
            (["todo", "help", "da"], ["dates"]),
            (["todo", "add", "Buy", ""], []),
            (["todo", "import", "completions.b"], ["completions.bash"]),
        ]
        for (line, expected) in cases {
            #expect(words(try runner.bash(line)) == expected, "\(line)")
        }
    }

    @Test(.enabled(if: bash || TestEnvironment.inCI, "bash is not installed; skipped outside CI"))
    func bashAsksTheStoreNamedOnTheLine() throws {
        try runner.install("bash", at: "completions.bash")
        let other = runner.folder.file("other.json")
        _ = try BuiltBinary.run(
            ["--file", other, "add", "Elsewhere"], environment: runner.environment, in: runner.folder)
        _ = try BuiltBinary.run(
            ["--file", other, "add", "And again"], environment: runner.environment, in: runner.folder)
        _ = try BuiltBinary.run(
            ["--file", other, "rm", "1"], environment: runner.environment, in: runner.folder)
        #expect(words(try runner.bash(["todo", "--file", other, "show", ""])) == ["2"])
        #expect(words(try runner.bash(["todo", "--file", "=", other, "done", ""])) == ["2"])
        #expect(words(try runner.bash(["todo", "done", "--file", other, ""])) == ["2"])
    }

    @Test(
        .enabled(
            if: (bash && bashCompletion) || TestEnvironment.inCI,
            "bash-completion is not installed; skipped outside CI"))
    func bashCompletionLoadsTheScriptFromTheUserFolder() throws {
        try runner.install("bash", at: "share/bash-completion/completions/todo")
        let prelude = "source /usr/share/bash-completion/bash_completion; __load_completion todo || exit 9"
        #expect(words(try runner.bash(["todo", "reo"], prelude: prelude)) == ["reopen"])
        #expect(words(try runner.bash(["todo", "rm", ""], prelude: prelude)) == ["1", "2"])
    }

    @Test(.enabled(if: zsh || TestEnvironment.inCI, "zsh is not installed; skipped outside CI"))
    func zshCompletesWithTitlesBesideIds() throws {
        try runner.install("zsh", at: "zfunc/_todo")
        let add = try runner.zsh("todo ad")
        #expect(
            add == [
                Candidate(
                    word: "add", meaning: "Add a task typed as a sentence: its title, and the fields it gives"
                )
            ])
        #expect(
            Set(try runner.zsh("todo done ")) == [
                Candidate(word: "1", meaning: "Buy milk"), Candidate(word: "2", meaning: "Pay rent: May"),
            ])
        #expect(try runner.zsh("todo reopen ") == [Candidate(word: "3", meaning: "Call Bob")])
        #expect(Set(words(try runner.zsh("todo --color="))) == ["auto", "always", "never"])
        #expect(Set(words(try runner.zsh("todo list "))) == Set(Self.states + Self.filters))
        #expect(
            Set(words(try runner.zsh("todo list pending project:h"))) == [
                "project:home", "project:home.garden",
            ])
        #expect(
            try runner.zsh("todo add Milk --tag ") == [Candidate(word: "errand", meaning: "1 open task")])
        #expect(words(try runner.zsh("todo add Milk --due fr")) == ["friday"])
        #expect(Set(words(try runner.zsh("todo edit 2 --de"))) == ["--description", "--deadline"])
        #expect(try runner.zsh("todo --file \(runner.folder.file("none.json")) done ").isEmpty)
    }

    @Test(.enabled(if: fish || TestEnvironment.inCI, "fish is not installed; skipped outside CI"))
    func fishCompletesWithTitlesBesideIds() throws {
        try runner.install("fish", at: "config/fish/completions/todo.fish")
        #expect(
            try runner.fish("todo ad") == [
                Candidate(
                    word: "add", meaning: "Add a task typed as a sentence: its title, and the fields it gives"
                )
            ])
        #expect(
            try runner.fish("todo done ") == [
                Candidate(word: "1", meaning: "Buy milk"), Candidate(word: "2", meaning: "Pay rent: May"),
            ])
        #expect(try runner.fish("todo reopen ") == [Candidate(word: "3", meaning: "Call Bob")])
        #expect(words(try runner.fish("todo show 1 ")).isEmpty)
        #expect(Set(words(try runner.fish("todo --color "))) == ["auto", "always", "never"])
        #expect(words(try runner.fish("todo add Milk --due=fr")) == ["--due=friday"])
        #expect(
            Set(words(try runner.fish("todo list "))) == Set(Self.states + Self.filters))
        #expect(
            try runner.fish("todo list pending project:h") == [
                Candidate(word: "project:home", meaning: "1 open task"),
                Candidate(word: "project:home.garden", meaning: "1 open task"),
            ])
        #expect(
            Set(words(try runner.fish("todo --file x.json list ")))
                == Set(Self.states + ValueKind.filterWords))
        #expect(try runner.fish("todo --file \(runner.folder.file("none.json")) done ").isEmpty)
    }

    /// Every name and option spelling of every command, as declared, is what each shell offers:
    /// the scripts cannot drift from the declarations.
    @Test(
        .enabled(
            if: (bash && zsh && fish) || TestEnvironment.inCI, "a shell is not installed; skipped outside CI")
    )
    func everyShellOffersExactlyWhatIsDeclared() throws {
        try runner.install("bash", at: "completions.bash")
        try runner.install("zsh", at: "zfunc/_todo")
        try runner.install("fish", at: "config/fish/completions/todo.fish")
        let names = Set(allCommands.flatMap { [$0.spec.name] + $0.spec.aliases })
        #expect(Set(words(try runner.bash(["todo", ""]))) == names)
        #expect(Set(words(try runner.zsh("todo "))) == names)
        #expect(Set(words(try runner.fish("todo "))) == names)
        for command in allCommands {
            let spec = command.spec
            let declared = Set((GlobalOptions.all + spec.options).flatMap(\.spellings))
            #expect(Set(words(try runner.bash(["todo", spec.name, "-"]))) == declared, "bash \(spec.name)")
            #expect(Set(words(try runner.zsh("todo \(spec.name) -"))) == declared, "zsh \(spec.name)")
            #expect(Set(words(try runner.fish("todo \(spec.name) -"))) == declared, "fish \(spec.name)")
        }
    }
}
