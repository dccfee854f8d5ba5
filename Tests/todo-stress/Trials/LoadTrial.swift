import TestSupport

/// Many `todo` processes adding, completing, editing and deleting on one store at once. Afterwards
/// every acknowledged change (exit 0) is in the store exactly once, ids are distinct, and every
/// change that was not acknowledged left no trace, not even half of itself.
struct LoadTrial {
    /// What one process is asked to do; each names seed tasks no other process touches.
    enum Change {
        case add(title: String, description: String)
        case complete(Int, Int)
        case edit(Int, title: String, description: String)
        case delete(Int, Int)

        var arguments: [String] {
            switch self {
            case .add(let title, let description): return ["add", title, "-d", description, "--due", "+3d"]
            case .complete(let one, let other): return ["done", String(one), String(other)]
            case .edit(let id, let title, let description):
                return ["edit", String(id), "--title", title, "-d", description]
            case .delete(let one, let other): return ["rm", String(one), String(other)]
            }
        }

        var touchedIds: [Int] {
            switch self {
            case .add: return []
            case .complete(let one, let other), .delete(let one, let other): return [one, other]
            case .edit(let id, _, _): return [id]
            }
        }
    }

    let runner: TodoRunner
    let processes: Int
    var random: SeededRandom

    /// Tasks completed long ago: the first change to run moves them to the archive.
    static let archivedSeeds = 1...3
    static let cleared = "2026-02-20T08:00:00Z"

    init(runner: TodoRunner, processes: Int, seed: UInt64) {
        self.runner = runner
        self.processes = processes
        random = SeededRandom(seed: seed)
    }

    mutating func run() throws -> TrialTally {
        let started = runner.spawned
        let openSeeds = (Self.archivedSeeds.upperBound + 1)...(Self.archivedSeeds.upperBound + 2 * processes)
        try runner.seed(
            Self.archivedSeeds.map { StoredTask(id: $0, title: "archived \($0)", completedAt: Self.cleared) }
                + openSeeds.map { StoredTask(id: $0, title: "seed \($0)") })
        var free = Array(openSeeds)[...]
        let changes = (0..<processes).map { index in makeChange(index, from: &free) }
        let launches = try changes.map { try runner.start($0.arguments) }
        let runs = launches.map { $0.finish() }
        var tally = TrialTally()
        let tasks = try runner.tasks()
        let listing = try runner.run(["list"])
        if listing.status != 0 { tally.noteUnexpected(listing, "the store does not list after the load") }
        let byId = Dictionary(tasks.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        if byId.count != tasks.count { tally.note("ids are not distinct: \(tasks.map(\.id).sorted())") }
        for id in Self.archivedSeeds where byId[id]?.completedAt != Self.cleared {
            tally.noteLost("archived task \(id) is missing or changed")
        }
        var touched = Set<Int>()
        for (change, run) in zip(changes, runs) {
            touched.formUnion(change.touchedIds)
            guard let acknowledged = acknowledgement(of: run, tally: &tally) else { continue }
            if acknowledged { tally.acknowledged += 1 }
            check(
                change, acknowledged: acknowledged, tasks: tasks, byId: byId,
                highestSeed: openSeeds.upperBound, into: &tally)
        }
        for id in openSeeds where !touched.contains(id) && byId[id] != StoredTask(id: id, title: "seed \(id)")
        {
            tally.noteLost("untouched task \(id) is missing or changed: \(String(describing: byId[id]))")
        }
        tally.runs = runner.spawned - started
        return tally
    }

    private mutating func makeChange(_ index: Int, from free: inout ArraySlice<Int>) -> Change {
        let one = free.popFirst() ?? 0
        let other = free.popFirst() ?? 0
        switch Int.random(in: 0..<4, using: &random) {
        case 0: return .add(title: "added \(index)", description: "about \(index)")
        case 1: return .complete(one, other)
        case 2: return .edit(one, title: "edited \(index)", description: "now \(index)")
        default: return .delete(one, other)
        }
    }

    /// True for exit 0, false for a refusal the trial allows (the lock was busy past a short
    /// timeout), nil (and a problem noted) for anything else.
    private func acknowledgement(of run: ChildRun, tally: inout TrialTally) -> Bool? {
        if run.status == 0 { return true }
        if run.status == 5, run.errorText.hasPrefix("todo: "), run.errorText.contains("locked") {
            return false
        }
        tally.noteUnexpected(run, "a change under load failed")
        return nil
    }

    private func check(
        _ change: Change, acknowledged: Bool, tasks: [StoredTask], byId: [Int: StoredTask], highestSeed: Int,
        into tally: inout TrialTally
    ) {
        let what = acknowledged ? "acknowledged" : "refused"
        switch change {
        case .add(let title, let description):
            let matches = tasks.filter { $0.title == title }
            let expected = acknowledged ? 1 : 0
            if matches.count != expected
                || matches.contains(where: { $0.description != description || $0.id <= highestSeed })
            {
                tally.noteLost("\(what) add of '\(title)' is in the store \(matches.count) times: \(matches)")
            }
        case .complete(let one, let other):
            for id in [one, other] where (byId[id]?.completedAt != nil) != acknowledged {
                tally.noteLost(
                    "\(what) completion of \(one) and \(other): task \(id) is \(String(describing: byId[id]))"
                )
            }
        case .edit(let id, let title, let description):
            let expected =
                acknowledged
                ? StoredTask(id: id, title: title, description: description)
                : StoredTask(id: id, title: "seed \(id)")
            if byId[id] != expected {
                tally.noteLost("\(what) edit of \(id): found \(String(describing: byId[id]))")
            }
        case .delete(let one, let other):
            for id in [one, other] where (byId[id] == nil) != acknowledged {
                tally.noteLost(
                    "\(what) delete of \(one) and \(other): task \(id) is \(String(describing: byId[id]))")
            }
        }
    }
}
