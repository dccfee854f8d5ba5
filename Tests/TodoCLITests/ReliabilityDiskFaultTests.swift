import Foundation
import TestSupport
import Testing

/// Changes on a full disk or in a read-only folder fail with exit 5 and leave every byte as it was.
@Suite struct ReliabilityDiskFaultTests {
    let folder = TemporaryFolder()

    @Test(arguments: DiskFault.allCases, DiskFaultTrial.Scenario.allCases)
    func aChangeUnderADiskFaultFailsAndChangesNothing(fault: DiskFault, scenario: DiskFaultTrial.Scenario)
        throws
    {
        if let reason = fault.unavailability(probeIn: folder.path) {
            print("note: not tried here: \(fault), \(scenario): \(reason)")
            return
        }
        let tally = try DiskFaultTrial(
            fault: fault, scenario: scenario, binary: BuiltBinary.path, folder: folder.file("trial")
        ).run()
        #expect(tally.isClean, "\(tally.report)")
        #expect(tally.acknowledged == 1)
    }

    /// Each kind of fault must be produced one way or another; on CI (`CI=true`) a kind that
    /// cannot be is a failure, elsewhere a printed note.
    @Test(arguments: [DiskFault.Kind.fullDisk, .readOnly])
    func everyKindOfFaultCanBeProducedHere(kind: DiskFault.Kind) {
        let ways = DiskFault.allCases.filter { $0.kind == kind }
        let reasons = ways.compactMap { fault in
            fault.unavailability(probeIn: folder.path).map { "\(fault): \($0)" }
        }
        guard reasons.count == ways.count else { return }
        let message = "cannot produce a \(kind.rawValue) on this machine: " + reasons.joined(separator: "; ")
        if DiskFault.isContinuousIntegration {
            Issue.record(Comment(rawValue: message))
        } else {
            print("note: " + message)
        }
    }
}
