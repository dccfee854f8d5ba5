/// One `todo sync`: the store and one CalDAV collection brought in step, both ways.
///
/// A pass reads the store (without its lock), asks the server what changed, decides
/// (`SyncPlanner`), writes to the server with `If-Match`/`If-None-Match`, then changes the
/// store in one atomic update, under its lock for that moment only, and last writes the sync
/// state. A failure before the update leaves the store as it was; the server may then hold some
/// of the writes, which the next sync recognizes by their contents. An item that changed on the
/// server while this pass wrote (412), or a task changed here meanwhile, waits for the next
/// pass; up to three passes are made.
public struct SyncSession: Sendable {
    let store: TodoStore
    let stateFile: SyncStateFile
    let collection: CalDAVCollection
    let context: FormatContext
    let productId: String
    /// Whether the report tells what the sync did to the tasks, task by task (`changes`).
    public var tellsChanges = false

    static let passes = 3

    /// A sync of `store` with `collection`; `context` gives the time, the zone and the zone
    /// files, and `productId` the PRODID of the files `todo` makes.
    public init(
        store: TodoStore, stateFile: SyncStateFile, collection: CalDAVCollection, context: FormatContext,
        productId: String
    ) {
        self.store = store
        self.stateFile = stateFile
        self.collection = collection
        self.context = context
        self.productId = productId
    }

    /// Syncs, or with `dryRun` only reads and says what it would do.
    public func run(dryRun: Bool) throws -> SyncReport {
        let lock = dryRun ? nil : try stateFile.lock()
        defer { lock?.release() }
        var state = try currentState()
        var report = SyncReport(collection: collection.url.string, dryRun: dryRun)
        for number in 1...Self.passes {
            let result = try pass(&state, dryRun: dryRun)
            report.events += result.events
            report.unreadable = result.unreadable
            report.changes += result.changes
            if result.deferred.isEmpty || dryRun || number == Self.passes {
                report.events += result.deferred
                break
            }
        }
        report.events = SyncEvent.ordered(report.events)
        return report
    }

    /// The state of this store and collection; a state of another collection is not used.
    func currentState() throws(SyncError) -> SyncState {
        guard let state = try stateFile.read(), state.collection == collection.url.string else {
            return SyncState(collection: collection.url.string)
        }
        return state
    }

    private struct PassResult {
        var events: [SyncEvent] = []
        var deferred: [SyncEvent] = []
        var unreadable: [UnreadableItem] = []
        var changes: [TaskChange] = []
    }

    private func pass(_ state: inout SyncState, dryRun: Bool) throws -> PassResult {
        let list = try store.read(archived: .all)
        var local: [String: TodoTask] = [:]
        local.reserveCapacity(list.tasks.count)
        for task in list.tasks { local[task.uuid] = task }
        let found = try RemoteScan(collection: collection, context: context, schema: list.schema).scan(state)
        let planner = SyncPlanner(
            context: context, productId: productId, collection: collection.url, records: state.records,
            local: local, remote: found.changes, schema: list.schema)
        let decisions = planner.plan()
        var result = PassResult(unreadable: found.unreadable)
        guard !dryRun else {
            result.events = decisions.flatMap(\.events)
            return result
        }
        let outcomes = try collection.write(decisions.flatMap { $0.writes.map(\.write) })
        var settled = settle(decisions, outcomes)
        let groups = settled.indices.filter { settled[$0].isDone && !settled[$0].decision.effects.isEmpty }
        var ids: [String: Int] = [:]
        if !groups.isEmpty {
            let change = { (list: inout TodoList) in
                list.apply(groups.map { settled[$0].decision.effects }, tasks: planner.context.tasks)
            }
            let applied: (applied: [Bool], ids: [String: Int])
            if tellsChanges {
                (applied, result.changes) = try store.updateTellingChanges(
                    now: context.now, scope: .all(archived: .all), change)
            } else {
                applied = try store.update(now: context.now, archived: .all, change)
            }
            for (group, wasApplied) in zip(groups, applied.applied) where !wasApplied {
                settled[group].isDone = false
            }
            ids = applied.ids
        }
        state.token = found.syncToken
        state.ignored = found.ignored
        record(settled, ids: ids, into: &state, result: &result)
        state.syncedAt = context.now
        try stateFile.write(state)
        return result
    }

    /// A decision and the outcomes of its writes.
    private struct Settled {
        var decision: SyncDecision
        var outcomes: ArraySlice<WriteOutcome>
        /// Every write done: its effects may be applied and its records kept.
        var isDone: Bool
    }

    private func settle(_ decisions: [SyncDecision], _ outcomes: [WriteOutcome]) -> [Settled] {
        var start = 0
        return decisions.map { decision in
            let mine = outcomes[start..<(start + decision.writes.count)]
            start += decision.writes.count
            let isDone = zip(decision.writes, mine).allSatisfy { write, outcome in
                switch outcome {
                case .done: return true
                case .gone: return write.record == nil
                case .changed: return false
                }
            }
            return Settled(decision: decision, outcomes: mine, isDone: isDone)
        }
    }

    /// Keeps the records of what was done; a decision not done has its item read again next
    /// time (its ETag forgotten), and is reported as deferred.
    private func record(
        _ settled: [Settled], ids: [String: Int], into state: inout SyncState, result: inout PassResult
    ) {
        state.records.reserveCapacity(state.records.count + settled.count)
        for entry in settled {
            let decision = entry.decision
            guard entry.isDone else {
                if var record = state.records[decision.uid] {
                    record.etag = nil
                    state.records[decision.uid] = record
                } else {
                    state.token = nil
                }
                let title = decision.events.first?.title ?? ""
                let id = decision.events.first?.id
                result.deferred.append(SyncEvent(.deferred, uid: decision.uid, id: id, title: title))
                continue
            }
            for (write, outcome) in zip(decision.writes, entry.outcomes) {
                guard var record = write.record else {
                    state.records[write.uid] = nil
                    continue
                }
                if case .done(let etag) = outcome { record.etag = etag }
                state.records[write.uid] = record
            }
            for change in decision.records {
                switch change {
                case .set(let record): state.records[record.uid] = record
                case .remove(let uid): state.records[uid] = nil
                }
            }
            result.events += decision.events.map { event in
                var event = event
                event.id = event.id ?? ids[event.uid]
                event.copyId = event.copyUID.flatMap { ids[$0] }
                return event
            }
        }
    }
}

/// What a sync did, or with `--dry-run` would do.
public struct SyncReport: Sendable {
    /// The collection's URL.
    public var collection: String
    /// Whether it only says what a sync would do.
    public var dryRun: Bool
    /// What happened to each task, in order.
    public var events: [SyncEvent] = []
    /// Items of the collection `todo` cannot read, left as they are.
    public var unreadable: [UnreadableItem] = []
    /// What the sync did to the tasks of the store, task by task, when the session was asked
    /// (`SyncSession.tellsChanges`).
    public var changes: [TaskChange] = []

    init(collection: String, dryRun: Bool) {
        self.collection = collection
        self.dryRun = dryRun
    }
}
