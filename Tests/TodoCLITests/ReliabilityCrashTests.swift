import Foundation
import TestSupport
import Testing

/// Writers killed with SIGKILL at random moments never cost an acknowledged change, and leave the
/// change log agreeing with the store: undo gives back what was there before.
@Suite struct ReliabilityCrashTests {
    let folder = TemporaryFolder()

    /// A small store (the kills land anywhere in a run) and a large one (a write takes longer,
    /// so more kills land in the middle of one).
    @Test(arguments: [(seed: UInt64(1), storeSize: 40), (seed: UInt64(2), storeSize: 1500)])
    func killedWritersLoseNothingAcknowledged(seed: UInt64, storeSize: Int) throws {
        let runner = TodoRunner(
            binary: BuiltBinary.path, store: folder.file("todos.json"), scratch: folder.file("io"))
        var trial = CrashTrial(runner: runner, kills: 25, storeSize: storeSize, seed: seed)
        let tally = try trial.run()
        #expect(tally.isClean, "\(tally.report)")
        #expect(trial.interrupted > 0, "no kill landed on a running todo")
        #expect(
            trial.compactions + trial.midCompaction + trial.betweenRenames > 0,
            "no change wrote the store whole, and no kill landed in one")
        #expect(trial.undoKills > 0, "no kill landed on an undo")
        #expect(trial.finalUndoCount > 0, "no change was left to undo at the end")
    }
}
