import Foundation

/// The trials at stress size, one section after another, each adding to the figures.
struct StressRun {
    let options: StressOptions
    let scratch: ScratchFolder
    private(set) var figures = StressFigures()

    init(options: StressOptions, scratch: ScratchFolder) {
        self.options = options
        self.scratch = scratch
    }

    private var quick: Bool { options.quick }

    /// Rounds of 100 processes at once; every third round with a 5 ms lock timeout, so that
    /// some are refused and must leave no trace.
    mutating func load() throws {
        let rounds = quick ? 3 : 9
        var tally = TrialTally()
        var refused = 0
        for round in 0..<rounds {
            let runner = try makeRunner("load")
            runner.lockTimeout = round % 3 == 2 ? "0.005" : "30"
            var trial = LoadTrial(runner: runner, processes: 100, seed: options.seed &+ UInt64(round))
            let result = try trial.run()
            refused += 100 - result.acknowledged - result.unexpected
            tally = tally + result
        }
        figures.add(
            "load", tally,
            "\(rounds) rounds of 100 processes at once (add, done, edit, rm on one store): \(tally.acknowledged) "
                + "changes acknowledged, \(refused) refused by a 5 ms lock timeout, each checked to be there exactly "
                + "once or not at all")
    }

    /// Changes killed at random moments, on small and large stores, two stores at a time.
    mutating func crashes() throws {
        let sizes = [40, 2000, 40, 2000]
        let killsEach = (quick ? 40 : 400) / sizes.count
        let scratch = scratch
        let binary = options.binary
        let seed = options.seed
        let results = try inParallel(sizes.count, workers: 2) { index -> (TrialTally, Int, [Int], [Int]) in
            let folder = try scratch.makeFolder("crash")
            let runner = TodoRunner(binary: binary, store: folder + "/todos.json", scratch: folder + "/io")
            var trial = CrashTrial(
                runner: runner, kills: killsEach, storeSize: sizes[index], seed: seed &+ UInt64(index))
            let tally = try trial.run()
            return (
                tally, trial.interrupted,
                [trial.midCompaction, trial.betweenRenames, trial.afterAppend, trial.compactions],
                [trial.undoKills, trial.undosTakingEffect, trial.finalUndoCount]
            )
        }
        let undos = results.map(\.3).reduce([0, 0, 0]) { zip($0, $1).map(+) }
        let writes = results.map(\.2).reduce([0, 0, 0, 0]) { zip($0, $1).map(+) }
        let tally = results.map(\.0).reduce(TrialTally(), +)
        let interrupted = results.map(\.1).reduce(0, +)
        figures.kills += killsEach * sizes.count
        figures.killsLanded += interrupted
        figures.add(
            "kill -9", tally,
            "\(killsEach * sizes.count) changes killed at random moments on stores of 40 and 2,000 tasks: "
                + "\(interrupted) while running: \(writes[0]) in the middle of writing the store whole, \(writes[1]) "
                + "between its renames, \(writes[2]) after a change's line reached the log and before todo said so "
                + "(\(writes[3]) runs wrote the store whole, the others appended); after "
                + "each, the store listed and held every acknowledged change, and the change log's latest entry "
                + "was the latest change in it; \(undos[0]) of the kills landed on undo (\(undos[1]) took effect, whole), "
                + "and undo then reverted the latest \(undos[2]) changes to exactly the store before them")
    }

    /// Every disk fault this machine can produce, in every scenario, and changes under a held lock.
    mutating func faults() throws {
        let trials = quick ? 1 : 8
        var tally = TrialTally()
        var counts: [String] = []
        var tried = 0
        for fault in DiskFault.allCases {
            if let reason = fault.unavailability(probeIn: scratch.path) {
                counts.append("\(fault): not here (\(reason))")
                continue
            }
            for scenario in DiskFaultTrial.Scenario.allCases {
                for _ in 0..<trials {
                    let folder = try scratch.makeFolder("fault")
                    tally =
                        tally
                        + (try DiskFaultTrial(
                            fault: fault, scenario: scenario, binary: options.binary, folder: folder
                        ).run())
                }
            }
            tried += trials * DiskFaultTrial.Scenario.allCases.count
            counts.append("\(fault) \(trials * DiskFaultTrial.Scenario.allCases.count)")
        }
        let lockTrials = quick ? 2 : 10
        for _ in 0..<lockTrials { tally = tally + (try HeldLockTrial(runner: try makeRunner("lock")).run()) }
        counts.append("held lock \(lockTrials)")
        figures.faults += tried + lockTrials
        figures.add(
            "faults", tally,
            counts.joined(separator: ", ") + ": every change refused with exit 5 and one line, the folder "
                + "byte for byte as it was, and the same change done once the fault was lifted")
    }

    /// The hostile stores, every probe each, two stores at a time.
    mutating func hostileStores() throws {
        let corpus = HostileStore.corpus(
            truncationStep: quick ? 23 : 1, garbage: quick ? 16 : 400, seed: options.seed)
        let folder = try scratch.makeFolder("hostile")
        let binary = options.binary
        let tallies = try inParallel(corpus.count, workers: 2) { index in
            try HostileStoreTrial(binary: binary, folder: folder + "/worker-\(index % 2)").check(
                corpus[index], number: index)
        }
        let tally = tallies.reduce(TrialTally(), +)
        figures.badInputs += corpus.count
        figures.hostileStores = corpus.count
        figures.add(
            "hostile", tally,
            "\(StressFigures.grouped(corpus.count)) stores (named, broken, the good one cut at "
                + (quick ? "every 23rd byte" : "every byte")
                + ", random bytes) × list, export, show, doctor and "
                + "add: \(StressFigures.grouped(tally.runs)) runs, each with its documented exit code and the bytes "
                + "on disk unchanged")
    }

    /// Random command lines through the binary, four at a time, each worker on a store of its own.
    mutating func fuzz() throws {
        let count = quick ? 2000 : 100_000
        let workers = 4
        let scratch = scratch
        let binary = options.binary
        let seed = options.seed
        let results = try inParallel(workers, workers: workers) { worker -> (TrialTally, [Int32: Int]) in
            let folder = try scratch.makeFolder("fuzz")
            let runner = TodoRunner(binary: binary, store: folder + "/todos.json", scratch: folder + "/io")
            for title in ["Buy milk", "Pay rent", "Call mum"] { try runner.run(["add", title]) }
            try runner.run(["done", "1"])
            runner.now = "2026-03-03T09:30:00Z"
            var fuzz = ArgumentFuzz(seed: seed &+ UInt64(worker), otherStore: folder + "/other.json")
            var tally = TrialTally()
            var statuses: [Int32: Int] = [:]
            for _ in stride(from: worker, to: count, by: workers) {
                let arguments = fuzz.argumentBytes()
                let run = try runner.run(bytes: arguments, timeout: .seconds(30))
                statuses[run.status ?? -1, default: 0] += 1
                let words = arguments.map { String(decoding: $0, as: UTF8.self) }
                if let problem = ArgumentFuzz.problem(
                    status: run.status, output: run.output, errors: run.errors, arguments: words)
                {
                    tally.noteUnexpected(run, problem)
                }
            }
            tally.runs = runner.spawned
            return (tally, statuses)
        }
        let tally = results.map(\.0).reduce(TrialTally(), +)
        let statuses = results.map(\.1).reduce(into: [Int32: Int]()) { sum, part in
            sum.merge(part, uniquingKeysWith: +)
        }
        figures.badInputs += count
        figures.commandLines = count
        let histogram = statuses.keys.sorted().map {
            "\($0 < 0 ? "signal or hang" : "exit \($0)"): \(StressFigures.grouped(statuses[$0] ?? 0))"
        }
        figures.add(
            "fuzz", tally,
            "\(StressFigures.grouped(count)) random command lines through the binary (real commands, options, ids, "
                + "dates, huge numbers; a quarter of the words random bytes): "
                + histogram.joined(separator: ", "))
    }

    private func makeRunner(_ name: String) throws -> TodoRunner {
        let folder = try scratch.makeFolder(name)
        return TodoRunner(binary: options.binary, store: folder + "/todos.json", scratch: folder + "/io")
    }
}
