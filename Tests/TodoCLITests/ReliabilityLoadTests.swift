import Foundation
import TestSupport
import Testing

/// Many `todo` processes changing one store at once, and a lock held from outside.
@Suite struct ReliabilityLoadTests {
    let folder = TemporaryFolder()

    func runner() -> TodoRunner {
        TodoRunner(binary: BuiltBinary.path, store: folder.file("todos.json"), scratch: folder.file("io"))
    }

    /// 30 processes add, complete, edit and delete at once. With a long lock timeout all are
    /// acknowledged; with a 5 ms one some are refused, and those must leave no trace.
    @Test(arguments: [("30", 30), ("0.005", 30)])
    func parallelChangesKeepEveryAcknowledgedOne(lockTimeout: String, processes: Int) throws {
        let runner = runner()
        runner.lockTimeout = lockTimeout
        var trial = LoadTrial(runner: runner, processes: processes, seed: 30)
        let tally = try trial.run()
        #expect(tally.isClean, "\(tally.report)")
        #expect(tally.runs == processes)
        if lockTimeout == "30" { #expect(tally.acknowledged == processes) }
    }

    @Test func aHeldLockFailsAChangeWithExit5WithinTheTimeout() throws {
        let runner = runner()
        runner.lockTimeout = "0.2"
        try runner.run(["add", "first"])
        let before = folder.bytes("todos.json")
        let holder = open(folder.file("todos.json.lock"), O_RDWR | O_CLOEXEC)
        defer { close(holder) }
        #expect(flock(holder, LOCK_EX) == 0)

        let started = ContinuousClock.now
        let change = try runner.run(["add", "second"], timeout: .seconds(20))
        let waited = ContinuousClock.now - started
        #expect(change.ending == .exited(5))
        #expect(
            change.errorText
                == "todo: the store \(folder.file("todos.json")) is locked by another todo (waited 0.2 s); try again\n"
        )
        #expect(waited >= .milliseconds(200) && waited < .seconds(3))

        let json = try runner.run(["--json", "add", "third"], timeout: .seconds(20))
        let error = try JSONSerialization.jsonObject(with: Data(json.errors)) as? [String: [String: String]]
        #expect(json.status == 5 && error?["error"]?["code"] == "store")

        let listing = try runner.run(["list"])
        #expect(listing.status == 0 && listing.outputText.contains("first"), "reading needs no lock")
        #expect(folder.bytes("todos.json") == before)
    }
}
