import Foundation
import TestSupport
import Testing

/// Hooks that go wrong cannot cost data or hold the store: one that hangs, crashes, prints
/// nonsense, prints a task with a different uuid, or runs `todo` itself. After each, the store
/// is as it was (or as the change made it, for `on-change`), its lock is free, and `doctor`
/// finds it healthy.
@Suite struct HookSafetyTests {
    let home = ConfigHome()

    init() throws {
        home.extra["TODO_HOOK_TIMEOUT"] = "0.5"
        try home.todo("add", "Buy milk")
        try home.todo("add", "Pay rent")
    }

    /// The store is healthy, and a change made now, with no hook, gets the lock at once.
    func expectStoreHealthyAndFree(sourceLocation: SourceLocation = #_sourceLocation) throws {
        let doctor = try home.run("doctor", extra: ["TODO_HOOKS": "off"])
        #expect(doctor.status == 0, "\(doctor.output)", sourceLocation: sourceLocation)
        let add = try home.run(
            "add", "After \(UUID().uuidString)", extra: ["TODO_HOOKS": "off", "TODO_LOCK_TIMEOUT": "0.2"])
        #expect(add.status == 0, "\(add.errors)", sourceLocation: sourceLocation)
    }

    /// Faulty `on-add` and `on-modify` hooks, each with the start of the message that refuses
    /// the command.
    static let faulty: [(name: String, body: String, message: String)] = [
        ("hangs", "sleep 30", "ran for more than 0.5 s (TODO_HOOK_TIMEOUT) and was stopped"),
        ("hangs reading", "cat > /dev/null; sleep 30", "ran for more than 0.5 s"),
        ("crashes", "kill -SEGV $$", "was ended by signal 11"),
        (
            "prints nonsense", "echo 'all good!'",
            "must print the task object on one line: it printed no task object"
        ),
        ("prints nothing", "cat > /dev/null", "must print the task object on one line: it printed nothing"),
        (
            "prints binary", "cat > /dev/null; printf '\\377\\376{\\001\\n'",
            "must print the task object on one line"
        ),
        ("prints too much", "yes '{}' | head -c 3000000", "must print the task object on one line"),
        (
            "prints two tasks", #"while IFS= read -r t; do last=$t; done; printf '%s\n%s\n' "$last" "$last""#,
            "it printed 2 lines"
        ),
        (
            "prints another uuid",
            #"while IFS= read -r t; do last=$t; done; printf '%s\n' "$last" | sed 's/"uuid":"[^"]*"/"uuid":"0b5d5d5e-1111-4222-8333-444455556666"/'"#,
            "printed the task with uuid 0b5d5d5e-1111-4222-8333-444455556666"
        ),
        (
            "prints another id",
            #"while IFS= read -r t; do last=$t; done; printf '%s\n' "$last" | sed 's/"id":[0-9]*/"id":77/'"#,
            "printed the task with id 77"
        ),
        (
            "prints an undeclared field",
            #"while IFS= read -r t; do last=$t; done; printf '%s\n' "$last" | sed 's/"fields":{}/"fields":{"x":"1"}/'"#,
            "gave the field 'x', which is not declared"
        ),
    ]

    @Test(arguments: faulty)
    func aFaultyOnAddRefusesTheTaskAndChangesNothing(fault: (name: String, body: String, message: String))
        throws
    {
        try home.hook("on-add", fault.body)
        let store = home.storeBytes
        let started = Date()
        let run = try home.run("add", "Call mum")
        #expect(Date().timeIntervalSince(started) < 5, "\(fault.name): a hook cannot hold todo past its time")
        #expect(run.status == 3, "\(fault.name): \(run.errors)")
        #expect(
            run.errors.hasPrefix("todo: hook on-add " + fault.message) || run.errors.contains(fault.message),
            "\(run.errors)")
        #expect(
            run.errors.hasSuffix("; nothing was changed\n") && run.errors.filter { $0 == "\n" }.count == 1)
        #expect(home.storeBytes == store, "\(fault.name)")
        try expectStoreHealthyAndFree()
    }

    @Test(arguments: faulty)
    func aFaultyOnModifyRefusesTheChangeAndChangesNothing(
        fault: (name: String, body: String, message: String)
    ) throws {
        try home.hook("on-modify", fault.body)
        let store = home.storeBytes
        let run = try home.run("done", "1", "2")
        #expect(run.status == 3, "\(fault.name): \(run.errors)")
        #expect(run.errors.contains("hook on-modify ") && run.errors.contains(fault.message), "\(run.errors)")
        #expect(home.storeBytes == store, "\(fault.name)")
        try expectStoreHealthyAndFree()
    }

    @Test(arguments: [
        (
            "hangs", "sleep 30",
            "todo: warning: hook on-change ran for more than 0.5 s (TODO_HOOK_TIMEOUT) and was stopped\n"
        ),
        ("crashes", "kill -SEGV $$", "todo: warning: hook on-change was ended by signal 11\n"),
        ("prints binary", "cat > /dev/null; printf '\\377\\376{\\001\\n'", ""),
        ("prints too much", "yes '{}' | head -c 3000000", ""),
    ])
    func aFaultyOnChangeIsAWarningAndTheChangeIsKept(name: String, body: String, warning: String) throws {
        try home.hook("on-change", body)
        let started = Date()
        let run = try home.run("add", "Call mum")
        #expect(Date().timeIntervalSince(started) < 5, "\(name): a hook cannot hold todo past its time")
        #expect(run.status == 0 && run.output == "Added task 3: Call mum\n", "\(name): \(run.errors)")
        #expect(run.errors == warning, "\(name)")
        #expect(try home.titles() == ["Buy milk", "Pay rent", "Call mum"])
        try expectStoreHealthyAndFree()
    }

    @Test func aHookThatLeavesAProcessBehindIsStoppedWithIt() throws {
        try home.hook("on-add", "sleep 30 &\necho $! > child.pid\nwait")
        let run = try home.run("add", "Call mum")
        #expect(run.status == 3 && run.errors.contains("ran for more than 0.5 s"), "\(run.errors)")
        let pid = try #require(Int32(home.lines(of: "child.pid").first ?? ""))
        var gone = false
        for _ in 0..<100 where !gone {
            let state = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
            gone = kill(pid, 0) != 0 || state.contains(") Z ")
            if !gone { usleep(10_000) }
        }
        #expect(gone, "the process the hook started was killed with it")
        try expectStoreHealthyAndFree()
    }

    @Test func anOnAddThatRunsTodoItselfAddsBothTasks() throws {
        try home.hook(
            "on-add",
            """
            IFS= read -r task
            \(ConfigHome.todoCommand) add 'Added by the hook' > /dev/null
            printf '%s\\n' "$task"
            """)
        let run = try home.run("add", "Call mum")
        #expect(run.status == 0, "\(run.errors)")
        #expect(try home.titles() == ["Buy milk", "Pay rent", "Added by the hook", "Call mum"])
        let ids = try home.tasks().compactMap { $0["id"] as? Int }
        #expect(Set(ids).count == 4)
        try expectStoreHealthyAndFree()
    }

    @Test func anOnModifyThatChangesTheSameTaskItselfEndsWithoutDeadlock() throws {
        try home.hook(
            "on-modify",
            """
            IFS= read -r before
            IFS= read -r after
            \(ConfigHome.todoCommand) edit 1 --title "Buy milk $(date +%N)" > /dev/null
            printf '%s\\n' "$after"
            """)
        let run = try home.run("done", "1")
        #expect(run.status == 5, "\(run.errors)")
        #expect(
            run.errors
                == "todo: the tasks kept changing while the hooks ran (another todo was writing): try again; nothing was changed\n"
        )
        let milk = try #require(try home.tasks().first)
        #expect(milk["completedAt"] is NSNull)
        try expectStoreHealthyAndFree()
    }

    @Test func anOnChangeThatRunsTodoItselfDoesNotLoop() throws {
        try home.hook(
            "on-change",
            """
            cat >> changes.txt
            \(ConfigHome.todoCommand) add "From the hook $(date +%N)" > /dev/null
            """)
        #expect(try home.run("add", "Call mum").status == 0)
        #expect(try home.titles().count == 4)
        #expect(home.lines(of: "changes.txt").count == 1)
        try expectStoreHealthyAndFree()
    }
}
