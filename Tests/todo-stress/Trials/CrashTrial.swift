import Foundation
import TestSupport

/// Changes killed with SIGKILL at random moments, one after another on one store. After each
/// kill the store must list (exit 0) and hold every change acknowledged so far; the killed change
/// is either all there or not there at all, and so is its entry in the change log. The clock
/// moves three hours per change, so completed tasks keep moving into the archive while the kills
/// land, each time in a compaction (the store written whole); the other changes are appended
/// to the log, which is compacted too once it outgrows its share of the main file. Every other
/// kill comes within the time a compaction takes (see `CrashTrial+Compaction.swift`). A fifth
/// of the kills or more land on `undo` (after an unkilled `add` when nothing is left to undo),
/// and at the end, after one more unkilled `add`, `undo` reverts the latest changes that took
/// effect (see `CrashTrial+Journal.swift`).
struct CrashTrial {
    let runner: TodoRunner
    let kills: Int
    /// Tasks in the store before the first kill: a bigger file takes longer to write, so more
    /// kills land in the middle of a write.
    let storeSize: Int
    var random: SeededRandom
    /// Kills that left a new temporary file behind: they interrupted a compaction's write.
    var midCompaction = 0
    /// Kills between a compaction's rename of the main file and that of the new log.
    var betweenRenames = 0
    /// Kills after a change's line reached the log, before `todo` said it was done.
    var afterAppend = 0
    /// Runs, killed or not, that compacted the store.
    var compactions = 0
    /// Kills that ended a process that was still running (the others came after it had exited).
    private(set) var interrupted = 0
    /// Kills that landed on an `undo`, how many of those undos took effect, and how many changes
    /// the last, unkilled, undo reverted.
    var undoKills = 0
    var undosTakingEffect = 0
    var finalUndoCount = 0
    /// The store before each change that took effect and no undo has reverted yet, oldest first.
    var history: [[Int: StoredTask]] = []
    /// The sequence of the latest entry in the change log, as the changes that took effect make it.
    var loggedSequence = 0

    init(runner: TodoRunner, kills: Int, storeSize: Int, seed: UInt64) {
        self.runner = runner
        self.kills = kills
        self.storeSize = storeSize
        random = SeededRandom(seed: seed)
    }

    private static let start = Date(timeIntervalSince1970: 1_772_357_400)  // 2026-03-01T09:30:00Z

    mutating func run() throws -> TrialTally {
        let started = runner.spawned
        var model = [Int: StoredTask]()
        for task in (1...3).map({
            StoredTask(id: $0, title: "archived \($0)", completedAt: "2026-02-20T08:00:00Z")
        })
            + (4..<(4 + storeSize)).map({ StoredTask(id: $0, title: "seed \($0)", description: "seed") })
        {
            model[task.id] = task
        }
        try runner.seed(Array(model.values))
        var tally = TrialTally()
        let compactionWindow = try calibrateCompaction(&model, &tally)
        let window = try calibrate("calibration", &model, &tally)
        loggedSequence = try latestLoggedSequence()
        var untouched = Array(4..<(4 + storeSize))[...]
        // One completion that surely takes effect: eight changes on, it is cleared, and a
        // change compacts the store to move it to the archive, whatever the kills do before.
        if let first = untouched.popFirst() {
            try changeUnkilled(["done", String(first)], model: &model, tally: &tally)
        }
        for attempt in 0..<kills {
            runner.now = ISO8601DateFormatter().string(
                from: Self.start.addingTimeInterval(Double(attempt + 2) * 3 * 3600))
            if attempt % 5 == 4 || (!history.isEmpty && random.chance(20)) {
                if history.isEmpty { try addUnkilled("before undo \(attempt)", model: &model, tally: &tally) }
                try killUndo(window: window, model: &model, tally: &tally)
                continue
            }
            let change = makeChange(attempt, untouched: &untouched)
            let before = writeState()
            let run = try startAndKill(
                change.arguments, window: attempt % 2 == 0 ? max(window, compactionWindow) : window,
                tally: &tally)
            noteWhereTheKillLanded(before, writeState(), killed: run.status != 0)
            let modelBefore = model
            let applied = try check(change, acknowledged: run.status == 0, model: &model, tally: &tally)
            if applied { history.append(modelBefore) }
            try checkLog(applied: applied, after: change.arguments, tally: &tally)
        }
        try addUnkilled("last", model: &model, tally: &tally)
        try undoLatest(model: &model, tally: &tally)
        tally.runs = runner.spawned - started
        return tally
    }

    /// Kills `todo` after a random pause of up to `window` microseconds, and notes how it ended.
    mutating func startAndKill(_ arguments: [String], window: Int, tally: inout TrialTally) throws -> ChildRun
    {
        let launch = try runner.start(arguments)
        var pause = timespec(tv_sec: 0, tv_nsec: Int.random(in: 0...window, using: &random) * 1000)
        nanosleep(&pause, nil)
        launch.process.kill()
        let run = launch.finish()
        switch run.ending {
        case .exited(0): tally.acknowledged += 1
        case .signalled(SIGKILL): interrupted += 1
        default: tally.noteUnexpected(run, "a change meant to be killed failed")
        }
        return run
    }

    /// The median time of an uninterrupted add, in microseconds, stretched a little: the kills
    /// land anywhere from the start of a run to just after its end. `prepare` runs before each
    /// add, untimed; the adds' titles begin with `title`.
    mutating func calibrate(
        _ title: String, _ model: inout [Int: StoredTask], _ tally: inout TrialTally,
        preparing prepare: () throws -> Void = {}
    ) throws -> Int {
        var durations: [Duration] = []
        for index in 0..<3 {
            try prepare()
            let started = ContinuousClock.now
            let run = try runner.run(["add", "\(title) \(index)", "-d", "calibration"])
            durations.append(ContinuousClock.now - started)
            guard run.status == 0 else {
                tally.noteUnexpected(run, "a plain add failed")
                continue
            }
            tally.acknowledged += 1
        }
        for task in try runner.tasks() where task.title.hasPrefix(title) { model[task.id] = task }
        let median = durations.sorted()[durations.count / 2]
        return Int(median.components.seconds * 1_300_000 + median.components.attoseconds / 769_230_769_230)
    }

    /// A random change. One that names a task takes a seed task no change has touched yet;
    /// once none is left, every change is an add.
    private mutating func makeChange(_ attempt: Int, untouched: inout ArraySlice<Int>) -> LoadTrial.Change {
        let kind = Int.random(in: 0..<4, using: &random)
        guard kind != 0, let target = untouched.popFirst() else {
            return .add(title: "crash \(attempt)", description: "about \(attempt)")
        }
        switch kind {
        case 1: return .complete(target, target)
        case 2: return .edit(target, title: "edited \(attempt)", description: "now \(attempt)")
        default: return .delete(target, target)
        }
    }

    /// Compares the store with the model: the killed change is whole or absent (and present if
    /// acknowledged), and everything else is exactly as before. The model then follows the store.
    /// Returns whether the change took effect.
    private func check(
        _ change: LoadTrial.Change, acknowledged: Bool, model: inout [Int: StoredTask],
        tally: inout TrialTally
    ) throws -> Bool {
        let tasks = try listedTasks(&tally)
        var found = Dictionary(tasks.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        if found.count != tasks.count {
            tally.note("ids are not distinct after a kill: \(tasks.map(\.id).sorted())")
        }
        let added = tasks.filter { model[$0.id] == nil }
        let applied: Bool
        switch change {
        case .add(let title, let description):
            applied = !added.isEmpty
            if added.count > 1
                || added.contains(where: { $0.title != title || $0.description != description })
            {
                tally.note("a killed add left \(added)")
            }
        case .complete(let id, _):
            applied = found[id]?.completedAt == runner.now
            if !applied && found[id] != model[id] {
                tally.note("a killed completion left \(String(describing: found[id]))")
            }
        case .edit(let id, let title, let description):
            let edited = model[id].map {
                StoredTask(id: id, title: title, description: description, completedAt: $0.completedAt)
            }
            applied = found[id] == edited
            if !applied && found[id] != model[id] {
                tally.note("a killed edit left \(String(describing: found[id]))")
            }
        case .delete(let id, _):
            applied = found[id] == nil
        }
        if case .add = change {
        } else if !added.isEmpty {
            tally.note("tasks appeared from nowhere: \(added)")
        }
        if acknowledged && !applied { tally.noteLost("acknowledged \(change.arguments) is not in the store") }
        for id in change.touchedIds { found[id] = nil }
        for (id, task) in model where !change.touchedIds.contains(id) && found[id] != task {
            tally.noteLost("task \(id) was \(task), after a kill it is \(String(describing: found[id]))")
        }
        model = Dictionary(tasks.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return applied
    }
}
