import Testing
import TodoCore

@testable import TodoCLI

@Suite struct CompletionsCommandTests {
    let sandbox = Sandbox()

    init() {
        sandbox.run("add", "Buy milk")
        sandbox.run("add", "Evil\u{1B}[2J\ttitle\nsecond line")
        sandbox.run("add", "Call Bob")
        sandbox.run("add", "Old one")
        sandbox.run("done", "3")
    }

    @Test func listsTheIdsOfOpenTasksWithTheirTitlesEscaped() {
        let result = sandbox.run("completions", "--ids", "open")
        #expect(result.status == 0)
        #expect(result.output == "1\tBuy milk\n2\tEvil\\e[2J\\ttitle\\nsecond line\n4\tOld one\n")
    }

    @Test func listsTheCompletedTasksStillShown() {
        #expect(sandbox.run("completions", "--ids=completed").output == "3\tCall Bob\n")
        sandbox.now = "2026-03-02T09:30:00Z"
        sandbox.run("done", "4")
        #expect(sandbox.run("completions", "--ids", "completed").output == "4\tOld one\n")
    }

    @Test func listsTheTagsAndProjectsOfOpenTasksWithTheirCounts() {
        sandbox.run("add", "Water", "+garden", "+Home", "--project", "home.garden")
        sandbox.run("add", "Mow", "+garden", "--project", "home")
        sandbox.run("add", "Sleep", "+rest")
        sandbox.run("done", "7")
        #expect(
            sandbox.run("completions", "--labels", "tags").output
                == "garden\t2 open tasks\nHome\t1 open task\n")
        #expect(
            sandbox.run("completions", "--labels=projects").output
                == "home\t2 open tasks\nhome.garden\t1 open task\n")
    }

    /// Over 128 KiB of lines, which the built `todo` hands on in chunks as it makes them: every
    /// one, once, in order.
    @Test func manyIdsComeOutWholeAndInOrder() throws {
        let home = ConfigHome()
        let titles = (1...2000).map { "Task \($0)" + String(repeating: " long title", count: 6) }
        let records = titles.map { #"{"title":"\#($0)"}"# }
        #expect(try home.run("import", "-", input: "[" + records.joined(separator: ",") + "]").status == 0)
        try home.todo("done", "7")
        let expected = titles.enumerated().filter { $0.offset != 6 }.map {
            "\($0.offset + 1)\t\($0.element)\n"
        }
        let output = try home.todo("completions", "--ids", "open")
        #expect(output.utf8.count > 2 * OutputBuffer.chunkSize)
        #expect(output == expected.joined())
    }

    @Test func anEmptyOrMissingStoreHasNoIds() {
        let empty = Sandbox()
        #expect(
            empty.run("completions", "--ids", "open")
                == .init(status: 0, standardOutput: [], standardError: []))
    }

    @Test(arguments: [
        (["completions"], "todo: 'completions' needs SHELL; see 'todo help completions'"),
        (["completions", "powershell"], "todo: 'completions' takes bash, zsh or fish, not 'powershell'"),
        (
            ["completions", "bsah"],
            "todo: 'completions' takes bash, zsh or fish, not 'bsah' (did you mean 'bash'?)"
        ),
        (["completions", "--ids", "all"], "todo: '--ids' takes open or completed, not 'all'"),
        (
            ["completions", "--labels", "tag"],
            "todo: '--labels' takes tags or projects, not 'tag' (did you mean 'tags'?)"
        ),
        (
            ["completions", "--ids", "open", "--labels", "tags"],
            "todo: '--ids' and '--labels' cannot be used together"
        ),
        (
            ["completions", "bash", "--ids", "open"],
            "todo: unexpected argument 'bash' for 'completions'; see 'todo help completions'"
        ),
    ])
    func refusesWhatItCannotPrint(words: [String], message: String) {
        let result = sandbox.run(words)
        #expect(result.status == 2)
        #expect(result.errors == message + "\n")
    }
}

@Suite struct DeclaredChoicesTests {
    /// `--priority` writes its words out (start-up cost); they are the priorities.
    @Test func priorityChoicesAreThePriorities() {
        #expect(FieldOptionSpecs.named("priority")?.set.spec.choices == TaskPriority.names)
    }
}
