import Foundation
import TodoCore

/// One timed sync: its wall time, and the CPU time spent by `todo` (with the `curl` processes it
/// runs) and by the server in it.
struct SyncTiming: Sendable {
    var wall: Double
    var client: Double
    var server: Double

    /// The part of the wall time `todo` and its `curl` spent on the CPU.
    var clientShare: Double { wall > 0 ? client / wall : 0 }
    var serverShare: Double { wall > 0 ? server / wall : 0 }

    /// Each figure's median over the runs.
    static func median(_ timings: [SyncTiming]) -> SyncTiming {
        func middle(_ values: [Double]) -> Double {
            let sorted = values.sorted()
            return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
        }
        return SyncTiming(
            wall: middle(timings.map(\.wall)), client: middle(timings.map(\.client)),
            server: middle(timings.map(\.server)))
    }
}

/// The sync figures the report shows and the targets check.
struct SyncFigures: Sendable {
    static let tasks = 1000
    /// Runs of each first sync.
    var runs: Int
    /// 1,000 tasks here, an empty collection on the server.
    var push: SyncTiming
    /// 1,000 items on the server, an empty store here.
    var pull: SyncTiming
    /// 1,000 tasks in step on both sides.
    var nothingToDo: Sample
    /// The one request a sync with nothing to do makes, sent by `curl` alone: the round trip.
    var roundTrip: Sample
}

/// `todo sync` against a Radicale the bench starts: the first sync of 1,000 tasks both ways
/// (each run on a new collection), then a sync with nothing to do, timed in turn with the same
/// sync-collection REPORT sent by `curl` alone.
struct SyncBench {
    let todo: String
    let scratch: Scratch
    let options: BenchOptions
    let log: (String) -> Void

    func run(notes: inout [String]) -> SyncFigures? {
        if let missing = BenchRadicale.missing() {
            notes.append("Sync not timed: \(missing).")
            return nil
        }
        do {
            return try measure()
        } catch {
            notes.append("Sync not timed: \(error)")
            return nil
        }
    }

    private func measure() throws -> SyncFigures {
        let folder = try scratch.folder("sync")
        let server = try BenchRadicale(in: try folder.folder("radicale"))
        defer { server.stop() }
        let tasks = try makeTasks(in: folder)
        var pushes: [SyncTiming] = []
        var pulls: [SyncTiming] = []
        for run in 0..<(options.quick ? 1 : 3) {
            let url = server.url("first-\(run)")
            let here = try machine(folder, "push-\(run)", url: url, create: true, tasks: tasks)
            pushes.append(try timed(here, server))
            let there = try machine(folder, "pull-\(run)", url: url, create: false, tasks: nil)
            pulls.append(try timed(there, server))
            log(
                "sync: first sync push \(milliseconds(pushes[run].wall)) ms, pull \(milliseconds(pulls[run].wall)) ms"
            )
        }
        let settled = try machine(folder, "push-0", url: server.url("first-0"), create: false, tasks: nil)
        _ = try timed(settled, server)
        let curl = try roundTrip(folder, settled, url: server.url("first-0"))
        let outcomes = Sampler(scratch: folder, probe: nil).measure(
            [settled, curl].map { invocation in
                TimedCommand(warmups: 3, runs: options.runs) { _ in invocation }
            })
        guard let nothing = outcomes[0].sample, let trip = outcomes[1].sample else {
            throw SpawnError(description: outcomes.map { "\($0)" }.joined(separator: "; "))
        }
        log(
            "sync: nothing to do \(milliseconds(nothing.median)) ms, round trip \(milliseconds(trip.median)) ms"
        )
        return SyncFigures(
            runs: pushes.count, push: SyncTiming.median(pushes), pull: SyncTiming.median(pulls),
            nothingToDo: nothing, roundTrip: trip)
    }

    /// The import file of 1,000 generated tasks.
    private func makeTasks(in folder: Scratch) throws -> String {
        var generator = TaskGenerator(now: Bench.now, seed: UInt64(SyncFigures.tasks))
        try folder.write(
            TodoFixture.jsonArray(generator.activeTasks(ids: 1..<(SyncFigures.tasks + 1))), to: "tasks.json")
        return folder.path("tasks.json")
    }

    /// `todo sync` for a machine of its own (store and config under `name`), set up with `url`,
    /// its store filled from `tasks` when given.
    private func machine(_ folder: Scratch, _ name: String, url: String, create: Bool, tasks: String?) throws
        -> Invocation
    {
        let home = try folder.folder(name)
        var environment = baseEnvironment(home: home.root)
        environment["TODO_STORE"] = home.path("todos.json")
        environment["XDG_CONFIG_HOME"] = home.path("config")
        environment["TODO_SYNC_PASSWORD"] = BenchRadicale.password
        environment["TODO_NOW"] = Bench.now.iso8601
        var steps = [["sync", "--setup", url, "--user", BenchRadicale.user] + (create ? ["--create"] : [])]
        if let tasks { steps.insert(["import", tasks], at: 0) }
        for arguments in steps {
            let run = try ProcessTimer.capture(
                Invocation(executable: todo, arguments: arguments, environment: environment), scratch: home)
            guard run.status == 0 else {
                throw SpawnError(description: "todo \(arguments.joined(separator: " ")): \(run.output)")
            }
        }
        return Invocation(executable: todo, arguments: ["sync"], environment: environment)
    }

    private func timed(_ invocation: Invocation, _ server: BenchRadicale) throws -> SyncTiming {
        let (clientBefore, serverBefore) = (childrenCPUSeconds(), server.cpuSeconds)
        let errors = scratch.path("sync.err")
        let run = try ProcessTimer.run(invocation, standardError: errors)
        guard run.status == 0 else {
            throw SpawnError(description: "todo sync exited \(run.status): \(scratch.readText(errors))")
        }
        return SyncTiming(
            wall: run.seconds, client: childrenCPUSeconds() - clientBefore,
            server: server.cpuSeconds - serverBefore)
    }

    /// `curl` sending the REPORT a sync with nothing to do sends, with the token it sends.
    private func roundTrip(_ folder: Scratch, _ settled: Invocation, url: String) throws -> Invocation {
        let state = (settled.environment["TODO_STORE"] ?? "") + ".sync"
        let data = try Data(contentsOf: URL(fileURLWithPath: state))
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            let token = object["token"] as? String, let curl = findExecutable("curl")
        else { throw SpawnError(description: "no sync token in \(state)") }
        let body =
            #"<?xml version="1.0" encoding="utf-8"?><D:sync-collection xmlns:D="DAV:"><D:sync-token>"# + token
            + "</D:sync-token><D:sync-level>1</D:sync-level><D:prop><D:getetag/></D:prop></D:sync-collection>"
        return Invocation(
            executable: curl,
            arguments: [
                "-q", "-s", "--fail", "-o", "/dev/null", "-u",
                BenchRadicale.user + ":" + BenchRadicale.password,
                "-X", "REPORT", "-H", "Depth: 0", "-H", "Content-Type: application/xml", "--data-raw", body,
                url,
            ], environment: baseEnvironment(home: folder.root))
    }

    /// The CPU time of the children the bench has waited for (`todo`, and the `curl`s it waited for).
    private func childrenCPUSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        let seconds = { (time: timeval) in Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }
}
