import Foundation
import TestSupport
import Testing

/// `todo context` through the built binary: defining, using and removing contexts, the views
/// they narrow, the tasks `add` gives them, and the file they are kept in.
@Suite struct ContextEndToEndTests {
    let home = ConfigHome()

    /// 1 +work in acme, 2 +home, 3 in acme without a tag, 4 +work +errand.
    func fill() throws {
        try home.todo("add", "Write the report", "+work", "--project", "acme")
        try home.todo("add", "Fix the fence", "+home")
        try home.todo("add", "Invoice acme", "--project", "acme")
        try home.todo("add", "Buy toner", "+work", "+errand")
    }

    func contextJSON(_ words: String...) throws -> [String: Any] {
        let run = try BuiltBinary.run(
            ["context", "--json"] + words, environment: home.environment, in: home.folder)
        try #require(run.status == 0, "\(run.errors)")
        return try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    }

    @Test func defineUseShowOffAndRemove() throws {
        #expect(
            try home.todo("context")
                == "No context defined. Define one with \"todo context define NAME FILTER…\".\n")
        #expect(
            try home.todo("context", "define", "work", "+work", "project:acme")
                == "Defined context work: +work project:acme; 'todo context use work' puts it in use\n")
        #expect(home.folder.mode("config/todo/contexts.json") == 0o600)
        #expect(home.folder.mode("config/todo") == 0o700)
        try home.todo("context", "define", "home", "+home")
        var shown = try contextJSON()
        #expect(shown["current"] is NSNull)
        #expect(
            shown["contexts"] as? [String: [String]] == [
                "work": ["+work", "project:acme"], "home": ["+home"],
            ])

        #expect(try home.todo("context", "use", "work").hasPrefix("Context work in use (+work project:acme)"))
        #expect(try contextJSON()["current"] as? String == "work")
        #expect(
            try home.todo("context") == "Context in use: work\n  home  +home\n* work  +work project:acme\n")
        #expect(try contextJSON("use", "home")["current"] as? String == "home")

        #expect(try home.todo("context", "off") == "No context in use\n")
        #expect(try contextJSON()["current"] is NSNull)
        try home.todo("context", "use", "work")
        #expect(
            try home.todo("context", "remove", "work") == "Removed context work; no context is in use now\n")
        shown = try contextJSON()
        #expect(shown["current"] is NSNull)
        #expect(shown["contexts"] as? [String: [String]] == ["home": ["+home"]])
        #expect(
            try home.todo("context", "define", "home", "-home").hasPrefix("Redefined context home: -home"))
    }

    @Test(arguments: [
        (["context", "use", "nope"], 4, "no context named 'nope'"),
        (["context", "remove", "nope"], 4, "no context named 'nope'"),
        (["context", "define", "1st", "+a"], 3, "'1st' is not a context name"),
        (["context", "define", "w", "pending"], 2, "'pending' is a state of 'todo list'"),
        (["context", "define", "w", "priority:urgent"], 2, "priority"),
        (["context", "define", "w"], 2, "FILTER"),
        (["list"], 4, "no context named 'nope'"),
    ])
    func mistakesAreRefusedAndChangeNothing(words: [String], status: Int32, message: String) throws {
        try home.todo("context", "define", "home", "+home")
        let before = home.folder.bytes("config/todo/contexts.json")
        let run = try BuiltBinary.run(
            words, environment: home.environment.merging(["TODO_CONTEXT": "nope"]) { $1 }, in: home.folder)
        #expect(run.status == status, "\(run.errors)")
        #expect(run.errors.hasPrefix("todo: ") && run.errors.contains(message), "\(run.errors)")
        #expect(run.errors.filter { $0 == "\n" }.count == 1)
        #expect(home.folder.bytes("config/todo/contexts.json") == before)
    }

    @Test func everyViewIsNarrowedAndSaysWhichContext() throws {
        try fill()
        try home.todo("context", "define", "work", "+work")
        try home.todo("context", "use", "work")
        let list = try home.todo("list")
        #expect(list.hasPrefix("Context: work (+work)\nPending (2)\n"), "\(list)")
        #expect(list.contains("Write the report") && list.contains("Buy toner") && !list.contains("fence"))
        #expect(try home.todo().hasPrefix("Context: work (+work)\nPending (2)\n"))
        #expect(try home.listedIds() == [1, 4])
        #expect(try home.listedIds("+errand") == [4])
        #expect(try home.todo("tags") == "Context: work (+work)\nerrand  1\nwork    2\n")
        #expect(try home.todo("projects") == "Context: work (+work)\nacme  1\n")
        let tags = try home.todo("tags", "--json")
        #expect(!tags.contains("Context") && !tags.contains("home"), "\(tags)")

        #expect(try home.listedIds("--no-context") == [1, 2, 3, 4])
        #expect(try home.listedIds(extra: ["TODO_CONTEXT": ""]) == [1, 2, 3, 4])
        #expect(try !home.todo("list", "--no-context").contains("Context:"))
        try home.todo("context", "define", "acme", "project:acme")
        #expect(try home.listedIds(extra: ["TODO_CONTEXT": "acme"]) == [1, 3])
        #expect(
            try home.run("tags", extra: ["TODO_CONTEXT": "acme"]).output.hasPrefix(
                "Context: acme (project:acme)\n"))
        #expect(try home.todo("context", "--no-context").hasPrefix("No context in use (--no-context)\n"))
        try home.todo("context", "define", "none", "+nothing")
        #expect(
            try home.run("list", extra: ["TODO_CONTEXT": "none"]).output
                == "Context: none (+nothing)\nNo task to show in context none: 'todo context off' or --no-context "
                + "shows every task.\n")

        // Commands that name ids, stats and export see every task.
        #expect(try home.todo("show", "2").contains("Fix the fence"))
        #expect(try home.todo("done", "2") == "Completed task 2: Fix the fence\n")
        #expect(try home.todo("stats").contains("Completed in the past 24 hours  1"))
        #expect(try home.tasks().count == 4)
    }

    @Test func addJoinsTheContextsTagsAndProject() throws {
        try home.todo("context", "define", "work", "+work", "+office", "project:acme", "priority:high")
        try home.todo("context", "use", "work")
        #expect(try home.todo("add", "Book a room") == "Added task 1: Book a room +office +work [acme]\n")
        try home.todo("add", "Print slides", "--project", "talks", "+urgent")
        try home.todo("add", "Water plants", "--no-context")
        try home.todo("context", "define", "home", "project:home.garden")
        let run = try home.run("add", "Mow", extra: ["TODO_CONTEXT": "home"])
        #expect(run.status == 0, "\(run.errors)")
        let tasks = try home.tasks()
        #expect(
            tasks.map { $0["tags"] as? [String] } == [
                ["office", "work"], ["office", "urgent", "work"], [], [],
            ])
        #expect(tasks.map { $0["project"] as? String } == ["acme", "talks", nil, "home.garden"])
        #expect(tasks.allSatisfy { $0["priority"] is NSNull })
    }

    @Test func aDamagedContextsFileIsReportedAndNeverWrittenOver() throws {
        try fill()
        try FileManager.default.createDirectory(atPath: home.configFolder, withIntermediateDirectories: true)
        for damaged in [
            #"{"version":1,"curr"#, #"{"version":99,"current":null,"contexts":{}}"#, "", "\u{FF}\u{FE}",
        ] {
            home.folder.write(damaged, to: "config/todo/contexts.json")
            let store = home.storeBytes
            for words in [
                ["list"], ["tags"], ["add", "New"], ["context"], ["context", "define", "w", "+w"],
                ["context", "use", "w"], ["context", "off"], ["context", "remove", "w"], ["list", "--json"],
            ] {
                let run = try BuiltBinary.run(words, environment: home.environment, in: home.folder)
                #expect(run.status == 5, "\(words) on \(damaged): \(run.output)")
                #expect(
                    run.errors.contains("the contexts file \(home.contextsPath) cannot be read ("),
                    "\(run.errors)")
                #expect(home.folder.bytes("config/todo/contexts.json") == Array(damaged.utf8))
                #expect(home.storeBytes == store)
            }
            #expect(try home.listedIds("--no-context") == [1, 2, 3, 4])
            #expect(try home.run("show", "1").status == 0)
        }
        #expect(home.folder.names(in: "config/todo") == ["contexts.json", "contexts.json.lock"])
    }

    @Test func parallelDefinitionsAreEachKept() throws {
        let names = (1...12).map { "c\($0)" }
        let children = try names.map { name in
            try ChildProcess.start(
                [BuiltBinary.path, "context", "define", name, "+" + name].map { Array($0.utf8) },
                environment: home.environment, output: "/dev/null", errors: nil)
        }
        #expect(children.map { $0.wait(timeout: .seconds(60)) }.allSatisfy { $0 == .exited(0) })
        let contexts = try #require(try contextJSON()["contexts"] as? [String: [String]])
        #expect(contexts.keys.sorted() == names.sorted())
        #expect(home.folder.names(in: "config/todo") == ["contexts.json", "contexts.json.lock"])
        #expect(home.folder.mode("config/todo/contexts.json") == 0o600)
    }

    @Test func withoutXDGConfigHomeContextsLiveInHomeDotConfig() throws {
        for config in [nil, "relative/config"] {
            var environment = home.environment
            environment["XDG_CONFIG_HOME"] = config
            let run = try BuiltBinary.run(
                ["context", "define", "w", "+w"], environment: environment, in: home.folder)
            #expect(run.status == 0, "\(run.errors)")
            #expect(home.folder.mode("home/.config/todo/contexts.json") == 0o600)
            #expect(home.folder.bytes("relative/config/todo/contexts.json") == nil)
            try FileManager.default.removeItem(atPath: home.folder.file("home/.config"))
        }
    }
}
