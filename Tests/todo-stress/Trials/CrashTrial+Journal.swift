import Foundation

/// The change log under kills: after each kill its latest entry is the latest change that took
/// effect, killed undos are whole or absent too, and undo gives back the store of before the
/// latest changes.
extension CrashTrial {
    /// The store must list after a kill; then every task, through `export`.
    func listedTasks(_ tally: inout TrialTally) throws -> [StoredTask] {
        let listing = try runner.run(["list"])
        guard listing.status == 0 else {
            tally.noteUnexpected(listing, "the store does not list after a kill")
            throw TodoRunner.Failure(description: tally.report)
        }
        return try runner.tasks()
    }

    /// The sequence of the newest entry of the change log, 0 when it has none.
    func latestLoggedSequence() throws -> Int {
        let run = try runner.run(["log", "--json", "-n", "1"])
        guard run.status == 0,
            let entries = try? JSONSerialization.jsonObject(with: Data(run.output)) as? [[String: Any]]
        else {
            throw TodoRunner.Failure(description: "todo log --json failed: \(run.ending) \(run.errorText)")
        }
        return entries.first?["sequence"] as? Int ?? 0
    }

    /// The log holds an entry for the killed change exactly when the change took effect.
    mutating func checkLog(applied: Bool, after arguments: [String], tally: inout TrialTally) throws {
        let latest = try latestLoggedSequence()
        let expected = loggedSequence + (applied ? 1 : 0)
        if latest != expected {
            tally.note(
                "after a killed \(arguments.joined(separator: " ")) (\(applied ? "in" : "not in") the store) "
                    + "the log's latest entry is \(latest), not \(expected)")
        }
        loggedSequence = latest
    }

    /// Adds a task without killing `todo`: it must take effect, with its entry in the log.
    mutating func addUnkilled(_ title: String, model: inout [Int: StoredTask], tally: inout TrialTally) throws
    {
        try changeUnkilled(["add", title], model: &model, tally: &tally)
    }

    /// Makes a change without killing `todo`: it must take effect, with its entry in the log.
    mutating func changeUnkilled(
        _ arguments: [String], model: inout [Int: StoredTask], tally: inout TrialTally
    )
        throws
    {
        let run = try runner.run(arguments)
        guard run.status == 0 else {
            tally.noteUnexpected(run, "a change that no kill touched failed")
            return
        }
        tally.acknowledged += 1
        history.append(model)
        model = Dictionary(try runner.tasks().map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        try checkLog(applied: true, after: arguments, tally: &tally)
    }

    /// Kills an `undo`: it took effect whole (the store is as before the latest change, and the
    /// log says so) or not at all.
    mutating func killUndo(window: Int, model: inout [Int: StoredTask], tally: inout TrialTally) throws {
        undoKills += 1
        // An undo reads the store twice before it writes: it is given longer to get there.
        let before = writeState()
        let run = try startAndKill(["undo"], window: 2 * window, tally: &tally)
        noteWhereTheKillLanded(before, writeState(), killed: run.status != 0)
        let found = Dictionary(
            try listedTasks(&tally).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let latest = try latestLoggedSequence()
        let previous = history[history.count - 1]
        switch (found == previous, found == model, latest) {
        case (true, _, loggedSequence + 1):
            undosTakingEffect += 1
            history.removeLast()
            model = found
        case (_, true, loggedSequence):
            if run.status == 0 { tally.noteLost("an acknowledged undo left the store as it was") }
        default:
            tally.noteLost(
                "a killed undo left a store that is neither before nor after it (log entry \(latest), "
                    + "was \(loggedSequence)): \(found.count) tasks, \(model.count) before")
        }
        loggedSequence = latest
    }

    /// Undoes the latest changes that took effect (up to 20), unkilled: the store must be as
    /// before them.
    mutating func undoLatest(model: inout [Int: StoredTask], tally: inout TrialTally) throws {
        let count = min(history.count, 20)
        finalUndoCount = count
        guard count > 0 else { return }
        let run = try runner.run(["undo", String(count)])
        if run.status != 0 { tally.noteUnexpected(run, "undo \(count) after the kills failed") }
        let found = Dictionary(
            try runner.tasks().map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let expected = history[history.count - count]
        if found != expected {
            let differing = Set(found.keys).union(expected.keys).filter { found[$0] != expected[$0] }.sorted()
            tally.noteLost(
                "undo \(count) did not give back the store before: tasks \(differing.prefix(10)) differ")
        }
        history.removeLast(count)
        model = found
    }
}
