import TodoCore

/// What the hooks that run before a change made of it: the change as they saw it, made on a
/// reading of the store with no lock held (so that a hook may run `todo` itself), and the edits
/// each asked for, by task. Made again under the lock, the change must touch the tasks as the
/// hooks saw them; then the edits are made on top of it.
struct HookPlan {
    /// The change found the store other than the hooks saw it: they are asked again.
    struct Moved: Error {}

    /// The tasks the change touched, as the hooks saw them.
    private let seen: [TaskChange]
    /// The edits the hooks asked for, by the task's uuid.
    private let edits: [String: TaskEdits]
    /// Whether any hook ran: else there is nothing to hold the change to.
    let ranHooks: Bool

    /// Makes `change` on a reading of the store and runs `on-add` for each task it adds and
    /// `on-modify` for each it changes; a hook that fails throws its `HookError`.
    init(
        _ hooks: Hooks, context: CommandContext, scope: TaskScope,
        change: (inout TodoList) throws -> some Any
    ) throws {
        let archived: ArchiveNeed
        switch scope {
        case .all(let need): archived = need
        case .only(let ids): archived = .ids(ids)
        }
        var list = try context.store.read(archived: archived)
        let original = list
        _ = try change(&list)
        seen = TaskChange.changes(from: original, to: list)
        var edits: [String: TaskEdits] = [:]
        var ran = false
        let (readinessBefore, readinessAfter) = (
            TaskReadiness(tasks: original.tasks, now: context.now),
            TaskReadiness(tasks: list.tasks, now: context.now)
        )
        for change in seen {
            // The completed copy a repeating task leaves is part of its completion, which
            // on-modify sees: it is not a task added.
            guard let after = change.after, change.before != nil || after.occurrenceOf == nil else {
                continue
            }
            let event = change.before == nil ? Hooks.Event.add : .modify
            guard hooks[event] != nil else { continue }
            ran = true
            let input =
                (change.before.map { HookTask.line($0, readiness: readinessBefore) } ?? [])
                + HookTask.line(after, readiness: readinessAfter)
            let output = try HookProcess.run(
                event, in: hooks, input: input, storePath: context.store.path
            ).get()
            let asked = try HookTask.edits(from: output, of: event, for: after, schema: list.schema)
            if !asked.isEmpty { edits[after.uuid] = asked }
        }
        self.edits = edits
        ranHooks = ran
    }

    /// Makes the edits the hooks asked for on `list`, which is `original` changed again under
    /// the store's lock; throws `Moved` when that change touched other tasks, or the same
    /// tasks otherwise, than the hooks saw.
    func apply(to list: inout TodoList, original: TodoList, now: Instant) throws {
        let made = TaskChange.changes(from: original, to: list)
        guard made.count == seen.count else { throw Moved() }
        var seenByUUID: [String: TaskChange] = [:]
        for change in seen { seenByUUID[Self.uuid(of: change)] = change }
        var ids: [String: Int] = [:]
        for change in made {
            guard let saw = seenByUUID[Self.uuid(of: change)], Self.same(saw, change) else { throw Moved() }
            if let after = change.after { ids[after.uuid] = after.id }
        }
        for (uuid, asked) in edits.sorted(by: { $0.key < $1.key }) {
            guard let id = ids[uuid] else { throw Moved() }
            _ = try list.edit(ids: [id], edits: asked, now: now)
        }
    }

    private static func uuid(of change: TaskChange) -> String {
        change.after?.uuid ?? change.before?.uuid ?? ""
    }

    /// Whether two changes of one task are the same; a task added may have had to take
    /// another id, as another `todo` added one meanwhile.
    private static func same(_ saw: TaskChange, _ made: TaskChange) -> Bool {
        guard saw.before == made.before else { return false }
        guard saw.before == nil, var added = saw.after, let after = made.after else {
            return saw.after == made.after
        }
        added.id = after.id
        return added == after
    }
}
