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
        if lockTimeout == "30" { #expect(tally.acknowledged == processes) }
    }

    @Test func aHeldLockFailsAChangeWithExit5WithinTheTimeout() throws {
        let tally = try HeldLockTrial(runner: runner()).run()
        #expect(tally.isClean, "\(tally.report)")
    }
}
