import Foundation
import TestSupport
import Testing

/// `on-add`, `on-modify` and `on-change` through the built binary: what each is given, what it
/// may change or refuse, the changes `on-change` hears of, and the switches that turn them off.
@Suite struct HookEndToEndTests {
    let home = ConfigHome()

    @Test func onAddGetsTheNewTaskAndMayChangeIt() throws {
        try home.hook(
            "on-add",
            """
            IFS= read -r task
            printf '%s\\n' "$task" >> given.txt
            printf '%s\\n' "$task" | sed 's/"project":null/"project":"inbox"/; s/"priority":null/"priority":"high"/'
            """)
        #expect(try home.todo("add", "Buy milk", "+errand") == "Added task 1: Buy milk +errand [inbox]\n")
        let given = try home.objects(in: "given.txt")
        #expect(given.count == 1)
        #expect(given.first?["id"] as? Int == 1 && given.first?["title"] as? String == "Buy milk")
        #expect(
            given.first?["tags"] as? [String] == ["errand"] && given.first?["state"] as? String == "pending")
        let added = try #require(try home.tasks().first)
        #expect(added["uuid"] as? String == given.first?["uuid"] as? String)
        #expect(added["project"] as? String == "inbox" && added["priority"] as? String == "high")
        let json = try home.todo("add", "Pay rent", "--json")
        #expect(json.contains(#""project":"inbox""#), "the object printed is the task as the hook left it")
        try home.todo("goal", "set", "Errands", "-t", "Post a letter", "-t", "1")
        try home.todo("goal", "add", "Call the bank")
        let tasks = try home.tasks()
        #expect(
            tasks.map { $0["title"] as? String } == [
                "Buy milk", "Pay rent", "Post a letter", "Call the bank",
            ])
        #expect(tasks.allSatisfy { $0["project"] as? String == "inbox" })
        #expect(try home.objects(in: "given.txt").count == 4)
    }

    @Test func onAddThatExitsNonZeroRefusesTheTask() throws {
        try home.todo("add", "Before the hook")
        try home.hook(
            "on-add", "cat > /dev/null\necho '  not on a Sunday  ' >&2\necho second line >&2\nexit 7")
        let store = home.storeBytes
        let run = try home.run("add", "Buy milk")
        #expect(run.status == 3)
        #expect(
            run.errors
                == "todo: hook on-add refused the change (exit 7): not on a Sunday; nothing was changed\n")
        #expect(home.storeBytes == store)
        let json = try home.run("add", "Buy milk", "--json")
        #expect(json.status == 3 && json.errors.hasPrefix(#"{"error":{"code":"#), "\(json.errors)")
    }

    @Test func onModifyGetsBeforeAndAfterAndMayChangeTheAfter() throws {
        try home.todo("add", "Buy milk")
        try home.todo("add", "Pay rent")
        try home.hook(
            "on-modify",
            """
            IFS= read -r before
            IFS= read -r after
            printf '%s\\n%s\\n' "$before" "$after" >> given.txt
            printf '%s\\n' "$after" | sed 's/"tags":\\[\\]/"tags":["seen"]/; s/"completedAt":"[^"]*"/"completedAt":null/'
            """)
        try home.todo("done", "1", "2")
        try home.todo("edit", "1", "--title", "Buy oat milk")
        try home.todo("uncomplete", "2")
        let given = try home.objects(in: "given.txt")
        #expect(given.count == 8)
        #expect(
            given.map { $0["title"] as? String } == [
                "Buy milk", "Buy milk", "Pay rent", "Pay rent", "Buy milk", "Buy oat milk", "Pay rent",
                "Pay rent",
            ])
        #expect(
            given[0]["completedAt"] is NSNull && given[1]["completedAt"] as? String == "2026-03-01T09:30:00Z")
        #expect(given[6]["state"] as? String == "completed" && given[7]["state"] as? String == "pending")
        let tasks = try home.tasks()
        #expect(tasks.map { $0["tags"] as? [String] } == [["seen"], ["seen"]])
        #expect(
            tasks[0]["completedAt"] as? String == "2026-03-01T09:30:00Z",
            "a hook cannot change the dates todo keeps")
    }

    @Test func onModifyRefusingOneTaskChangesNoneOfThem() throws {
        try home.todo("add", "Buy milk")
        try home.todo("add", "Pay rent")
        try home.hook(
            "on-modify",
            """
            IFS= read -r before
            IFS= read -r after
            case $after in *'"title":"Pay rent"'*) echo 'rent is paid on the 1st' >&2; exit 1 ;; esac
            printf '%s\\n' "$after"
            """)
        let store = home.storeBytes
        let run = try home.run("done", "1-2")
        #expect(run.status == 3)
        #expect(
            run.errors.hasPrefix("todo: hook on-modify refused the change (exit 1): rent is paid on the 1st"))
        #expect(home.storeBytes == store)
        #expect(try home.todo("done", "1") == "Completed task 1: Buy milk\n")
    }

    @Test func onChangeHearsOfEveryChangeOnceTheStoreIsUnlocked() throws {
        home.extra["TODO_LOCK_TIMEOUT"] = "0.5"
        try home.hook(
            "on-change",
            """
            cat >> changes.txt
            if [ ! -e once ]; then
              touch once
              \(ConfigHome.todoCommand) add 'Added by the hook' 2>> hook-errors.txt || echo "todo failed: $?" >> hook-errors.txt
            fi
            """)
        try home.todo("add", "Buy milk")
        #expect(
            try home.titles() == ["Buy milk", "Added by the hook"],
            "a todo run by on-change finds the store free")
        #expect(home.lines(of: "hook-errors.txt").isEmpty)
        try home.todo("edit", "1", "--title", "Buy oat milk")
        try home.todo("done", "1", "2")
        try home.todo("done", "1")
        try home.todo("uncomplete", "2")
        try home.todo("rm", "2")
        try home.todo("undo")
        home.folder.write(#"[{"title": "Imported"}, {"title": "Also imported"}]"#, to: "in.json")
        try home.todo("import", home.folder.file("in.json"))
        try home.todo("goal", "set", "Errands", "-t", "Post a letter")
        let changes = try home.objects(in: "changes.txt")
        let commands = changes.map { $0["command"] as? String ?? "?" }
        #expect(
            commands == [
                "add", "edit", "complete", "complete", "uncomplete", "delete", "undo", "import", "import",
                "goal set",
            ])
        let kinds = changes.map { ($0["before"] is NSNull ? "-" : "b") + ($0["after"] is NSNull ? "-" : "a") }
        #expect(kinds == ["-a", "ba", "ba", "ba", "ba", "b-", "-a", "-a", "-a", "-a"])
        let titles = changes.map {
            (($0["after"] as? [String: Any]) ?? ($0["before"] as? [String: Any]))?["title"] as? String
        }
        #expect(
            titles == [
                "Buy milk", "Buy oat milk", "Buy oat milk", "Added by the hook", "Added by the hook",
                "Added by the hook", "Added by the hook", "Imported", "Also imported", "Post a letter",
            ])
        #expect((changes[2]["before"] as? [String: Any])?["state"] as? String == "pending")
        #expect((changes[2]["after"] as? [String: Any])?["state"] as? String == "completed")
    }

    @Test func aFailingOnChangeIsAWarningAndTheChangeStays() throws {
        try home.hook("on-change", "cat > /dev/null\necho 'the log is full' >&2\nexit 2")
        let run = try home.run("add", "Buy milk")
        #expect(run.status == 0 && run.output == "Added task 1: Buy milk\n")
        #expect(run.errors == "todo: warning: hook on-change failed (exit 2): the log is full\n")
        #expect(try home.titles() == ["Buy milk"])
    }

    @Test func noHooksAndTodoHooksOffRunNone() throws {
        try home.hook("on-add", "echo refused >&2; exit 1")
        try home.hook("on-change", "cat >> changes.txt")
        #expect(try home.run("add", "Refused").status == 3)
        #expect(try home.run("add", "One", "--no-hooks").status == 0)
        #expect(try home.run("--no-hooks", "add", "Two").status == 0)
        #expect(try home.run("add", "Three", extra: ["TODO_HOOKS": "off"]).status == 0)
        #expect(try home.titles() == ["One", "Two", "Three"])
        #expect(try home.run("add", "Rehearsed", "--dry-run").status == 0, "a dry run runs no hook")
        #expect(home.lines(of: "changes.txt").isEmpty)
        for (name, value) in [
            ("TODO_HOOKS", "maybe"), ("TODO_HOOK_TIMEOUT", "soon"), ("TODO_HOOK_TIMEOUT", "0"),
        ] {
            let run = try home.run("add", "Four", extra: [name: value])
            #expect(
                run.status == 2 && run.errors.hasPrefix("todo: ") && run.errors.contains(name),
                "\(run.errors)")
        }
        #expect(try home.titles() == ["One", "Two", "Three"])
    }

    @Test func aCommandThatChangesNothingRunsNoHook() throws {
        try home.todo("add", "Buy milk")
        try home.todo("done", "1")
        try home.hook("on-modify", "echo refused >&2; exit 1")
        try home.hook("on-change", "cat >> changes.txt")
        #expect(try home.todo("done", "1") == "Task 1 was already completed: Buy milk\n")
        try home.todo("list")
        try home.todo("stats")
        try home.todo("export")
        #expect(home.lines(of: "changes.txt").isEmpty)
    }

    @Test func aRepeatingTaskSkippedOrCompletedRunsOnModifyAndOnChangeNotOnAdd() throws {
        try home.todo("add", "Water plants", "--every", "day", "--due", "tomorrow")
        try home.hook("on-add", "echo 'no new task today' >&2; exit 1")
        try home.hook(
            "on-modify",
            #"IFS= read -r before; IFS= read -r after; echo modify >> modified.txt; printf '%s\n' "$after""#)
        try home.hook("on-change", "cat >> changes.txt")
        try home.todo("skip", "1")
        try home.todo("done", "1")
        #expect(home.lines(of: "modified.txt") == ["modify", "modify"])
        let changes = try home.objects(in: "changes.txt")
        #expect(changes.map { $0["command"] as? String } == ["skip", "complete", "complete"])
        let copy = try #require(changes.last?["after"] as? [String: Any])
        #expect(changes.last?["before"] is NSNull && copy["state"] as? String == "completed")
        #expect(
            copy["occurrenceOf"] as? String == (changes[1]["after"] as? [String: Any])?["uuid"] as? String)
        #expect(try home.run("add", "Call mum").status == 3)
    }

    @Test func aNoteAndSubtasksRunTheHooksToo() throws {
        try home.hook(
            "on-modify",
            #"IFS= read -r before; IFS= read -r after; echo modify >> modified.txt; printf '%s\n' "$after""#)
        try home.hook("on-change", "cat >> changes.txt")
        try home.todo("add", "Trip")
        try home.todo("add", "Book the hotel", "--parent", "1")
        try home.todo("note", "1", "Remember the passport")
        try home.todo("rm", "1", "--with-subtasks")
        #expect(home.lines(of: "modified.txt") == ["modify"])
        let changes = try home.objects(in: "changes.txt")
        #expect(changes.map { $0["command"] as? String } == ["add", "add", "note", "delete", "delete"])
        #expect((changes[1]["after"] as? [String: Any])?["parent"] as? Int == 1)
        #expect(changes.suffix(2).allSatisfy { $0["after"] is NSNull })
    }
}
