import Foundation
import TestSupport
import Testing

/// Broken and hostile stores: a clear exit 5 (or success, where `todo help store` says so), never a
/// crash, a signal or a hang, and never a changed byte on disk.
@Suite struct ReliabilityHostileStoreTests {
    let folder = TemporaryFolder()

    var trial: HostileStoreTrial { HostileStoreTrial(binary: BuiltBinary.path, folder: folder.path) }

    @Test(arguments: HostileStore.named() + HostileStore.broken)
    func hostileStore(_ hostile: HostileStore) throws {
        let tally = try trial.check(hostile, number: 0)
        #expect(tally.isClean, "\(tally.report)")
    }

    /// The good store cut short every 23 bytes: only the cut that drops nothing but the final
    /// newline leaves a store that works.
    @Test func truncatedStores() throws {
        let tally = try HostileStore.truncations(step: 23).enumerated().reduce(TrialTally()) { sum, item in
            sum + (try trial.check(item.element, number: item.offset))
        }
        #expect(tally.isClean, "\(tally.report)")
    }

    @Test func garbageStores() throws {
        let tally = try HostileStore.garbageStores(16, seed: 99).enumerated().reduce(TrialTally()) {
            sum, item in
            sum + (try trial.check(item.element, number: item.offset))
        }
        #expect(tally.isClean, "\(tally.report)")
    }
}
