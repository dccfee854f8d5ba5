import TodoCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The whole run: build the stores of every size (todo and the installed peers), measure the
/// start-up floor, then time each operation on every store in every tool, all in turn.
struct Bench {
    /// `TODO_NOW` for every `todo` run: the stores are generated around it.
    static let now = Instant(secondsSince1970: 1_772_357_400)  // 2026-03-01T09:30:00Z

    let options: BenchOptions
    /// The copy of `todo` that is timed (see `Scratch.install`).
    let todo: String
    /// The binary it was copied from.
    let built: String
    let scratch: Scratch

    func run(commandLine: String) -> BenchResults {
        var results = BenchResults(
            machine: Machine.describe(scratch: scratch), commandLine: commandLine, todoPath: built,
            loadBefore: Machine.loadAverage(scratch: scratch))
        if options.syncOnly {
            results.sync = SyncBench(todo: todo, scratch: scratch, options: options, log: log).run(
                notes: &results.notes)
            results.loadAfter = Machine.loadAverage(scratch: scratch)
            return results
        }
        let peers = options.peers ? Peers.find(into: &results, scratch: scratch) : Peers()
        if !options.peers { results.notes.append("Peers not timed (--no-peers).") }
        var doNothing: Invocation?
        var probe: MemoryProbe?
        do {
            doNothing = try StartupFloor.buildDoNothing(in: scratch)
        } catch {
            results.notes.append("No start-up floor: \(error)")
        }
        do {
            probe = try MemoryProbe.build(in: scratch)
        } catch {
            results.notes.append("No peak memory figures: \(error)")
        }
        var realNow = timespec()
        clock_gettime(CLOCK_REALTIME, &realNow)
        let setup = StoreSetup(
            options: options, todo: todo, peers: peers, scratch: scratch,
            shift: Int64(realNow.tv_sec) - Self.now.secondsSince1970, log: log)
        let stores = setup.prepare(notes: &results.notes)
        // The set-up wrote hundreds of MB (taskwarrior's import above all): flush them now, or
        // the kernel's write-back runs under the first timings.
        sync()
        guard let smallest = stores.first, let smallTodo = smallest.todo else { return results }

        let sampler = Sampler(scratch: smallest.folder, probe: probe)
        if let doNothing {
            results.startup = measureStartup(doNothing, smallTodo, sampler: sampler, notes: &results.notes)
        }
        for operations in Operation.rotations where !Interruption.requested {
            let (rows, reference) = measure(
                operations, on: stores, startup: smallTodo.version, sampler: sampler)
            results.rows += rows
            for operation in operations { results.startupDuring[operation] = reference }
        }
        if let store = stores.first(where: { $0.size == Targets.tenThousand }), let fixture = store.todo,
            !Interruption.requested
        {
            results.uiKeyCost = Result { () throws(SpawnError) in
                try UIKeyCost.measure(fixture, tasks: store.size.active, quick: options.quick)
            }
            if case .success(let cost)? = results.uiKeyCost {
                log("ui: \(milliseconds(cost.perKey)) ms of CPU per key")
            }
        }
        if options.sync && !Interruption.requested {
            results.sync = SyncBench(todo: todo, scratch: scratch, options: options, log: log).run(
                notes: &results.notes)
        } else if !options.sync {
            results.notes.append("Sync not timed (--no-sync).")
        }
        results.loadAfter = Machine.loadAverage(scratch: scratch)
        return results
    }

    /// Operations on every store in every tool that has them, in turn, with `todo --version`
    /// among them as the start-up reference of the moment.
    private func measure(
        _ operations: [Operation], on stores: [PreparedStore], startup: Invocation, sampler: Sampler
    ) -> ([ResultRow], Sample?) {
        var commands: [TimedCommand] = []
        var owners: [(operation: Operation, size: StoreSize, tool: String)] = []
        for operation in operations {
            for store in stores where operation.isTimed(on: store.size) {
                for tool in store.tools {
                    guard let first = tool.invocation(operation, run: 0) else { continue }
                    commands.append(
                        TimedCommand(
                            warmups: options.warmups(for: store.size), runs: options.runs(for: store.size),
                            invocation: { k in tool.invocation(operation, run: k) ?? first }))
                    owners.append((operation, store.size, tool.name))
                }
            }
        }
        commands.append(
            TimedCommand(warmups: options.warmups(for: StoreSize(active: 100)), runs: options.runs) { _ in
                startup
            })
        let outcomes = sampler.measure(commands)

        var rows = operations.flatMap { operation in
            stores.filter { operation.isTimed(on: $0.size) }.map {
                ResultRow(operation: operation, size: $0.size)
            }
        }
        for (owner, outcome) in zip(owners, outcomes) {
            guard
                let index = rows.firstIndex(where: {
                    $0.operation == owner.operation && $0.size == owner.size
                })
            else { continue }
            rows[index].outcomes[owner.tool] = outcome
        }
        rows.removeAll { $0.outcomes.isEmpty }
        log(
            zip(owners, outcomes).map {
                "\($0.operation.rawValue): \($0.tool) \($0.size.label) \(describe($1))"
            }
            .joined(separator: ", "))
        return (rows, outcomes.last?.sample)
    }

    /// The do-nothing program, `todo --version` and `todo list` on the small store, in turn.
    private func measureStartup(
        _ doNothing: Invocation, _ todo: TodoFixture, sampler: Sampler, notes: inout [String]
    ) -> StartupFloor? {
        guard let list = todo.invocation(.list, run: 0) else { return nil }
        let commands = [doNothing, todo.version, list].map { invocation in
            TimedCommand(warmups: 3, runs: options.runs * 3) { _ in invocation }
        }
        let outcomes = sampler.measure(commands)
        guard let floor = outcomes[0].sample, let version = outcomes[1].sample, let small = outcomes[2].sample
        else {
            notes.append("No start-up floor: " + outcomes.map(describe).joined(separator: "; "))
            return nil
        }
        log("start-up: do-nothing \(ms(floor)), todo --version \(ms(version)), todo list \(ms(small))")
        return StartupFloor(doNothing: floor, version: version, smallList: small)
    }

    private func log(_ line: String) {
        writeStandardError(line + "\n")
    }

    private func describe(_ outcome: Outcome) -> String {
        switch outcome {
        case .measured(let sample): return ms(sample)
        case .failed(let message): return "FAILED (\(message))"
        }
    }

    private func ms(_ sample: Sample) -> String { milliseconds(sample.median) + " ms" }
}
