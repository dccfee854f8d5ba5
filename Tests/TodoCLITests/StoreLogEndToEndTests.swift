import Foundation
import TestSupport
import Testing

/// The commands on a store whose changes are appended to a log and now and then compacted into
/// the main file: goals, completion records, the change log and undo see the same store either
/// way, and `doctor` tells a torn tail (a warning) from damage (the store unusable).
@Suite struct StoreLogEndToEndTests {
    let sandbox = Sandbox()

    func lines(_ name: String) -> Int { sandbox.folder.bytes(name)?.filter { $0 == 0x0A }.count ?? 0 }

    @Test func goalsCompletionsAndTheChangeLogCarryAcrossCompactions() throws {
        #expect(
            sandbox.run("goal", "set", "Errands", "-t", "Buy stamps", "-t", "Post the letters").status == 0)
        for number in 1...60 {
            #expect(sandbox.run("add", "Chore \(number) with a longish title").status == 0)
        }
        #expect(lines("todos.json.log") < 40, "the log was compacted on the way")
        let cheered = sandbox.run("done", "1")
        #expect(cheered.output.contains("Today's goal \"Errands\": 1 of 2 done"))
        let finished = sandbox.run("done", "2")
        #expect(finished.output.contains("All 2 tasks of today's goal \"Errands\" are done"))
        #expect(sandbox.run("goal", "done").status == 0)
        let log = sandbox.run("log", "-n", "3").output
        #expect(log.contains("goal done") && log.contains("done 2") && log.contains("done 1"))
        // Two days on, the completed tasks are cleared: the next change moves them to the archive.
        sandbox.now = "2026-03-03T09:30:00Z"
        #expect(sandbox.run("add", "Later").status == 0)
        #expect(sandbox.folder.names(in: "todos.json.archive").contains { $0.hasPrefix("segment-") })
        let month = sandbox.run("stats", "--month", "--json").output
        #expect(month.contains(#""completed":2"#), "the completions are counted from the archive's record")
        let history = sandbox.run("goal", "history").output
        #expect(history.contains("✓") && history.contains("Errands"))
        #expect(sandbox.run("undo", "4").status == 0)
        #expect(
            sandbox.run("show", "1").output.contains("State:       pending"), "undone back from the archive")
        #expect(sandbox.run("doctor").status == 0)
    }

    @Test func doctorWarnsOfATornTailAndTheNextChangeCutsItOff() throws {
        sandbox.run("add", "a")
        sandbox.run("add", "b")
        let good = sandbox.folder.bytes("todos.json.log") ?? []
        let torn = good + Array(#"{"after":[{"id":3,"uuid":"x","ti"#.utf8)
        FileManager.default.createFile(atPath: sandbox.folder.file("todos.json.log"), contents: Data(torn))
        let doctor = sandbox.run("doctor")
        #expect(doctor.status == 0)
        #expect(doctor.output.contains("it ends in a change cut short (\(torn.count - good.count) bytes)"))
        #expect(sandbox.run("list").output.contains("b"))
        #expect(sandbox.run("add", "c").status == 0)
        let after = sandbox.folder.bytes("todos.json.log") ?? []
        #expect(Array(after.prefix(good.count)) == good && after.count > good.count && after.last == 0x0A)
        #expect(!sandbox.run("doctor").output.contains("cut short"))
    }

    @Test func aDamagedLogMakesTheStoreUnusableAndDoctorSaysWhereWithoutWriting() throws {
        for title in ["a", "b", "c"] { sandbox.run("add", title) }
        var bytes = sandbox.folder.bytes("todos.json.log") ?? []
        let second = (bytes.firstIndex(of: 0x0A) ?? 0) + 12
        bytes[second] = UInt8(ascii: "X")
        FileManager.default.createFile(atPath: sandbox.folder.file("todos.json.log"), contents: Data(bytes))
        let before = FolderSnapshot(sandbox.folder.path)
        for words in [["list"], ["add", "d"], ["done", "1"], ["undo"], ["export"]] {
            let run = sandbox.run(words)
            #expect(run.status == 5, "\(words)")
            #expect(run.errors.hasPrefix("todo: ") && run.errors.contains("todos.json.log"), "\(run.errors)")
        }
        let doctor = sandbox.run("doctor")
        #expect(doctor.status == 5)
        #expect(
            doctor.output.contains("error    appended     todos.json.log cannot be read: line 2 is damaged"))
        #expect(FolderSnapshot(sandbox.folder.path).changes(since: before) == [], "nothing was written")
    }
}
