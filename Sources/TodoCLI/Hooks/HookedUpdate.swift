import TodoCore

/// Which of the hooks a change runs.
enum HookStages {
    /// `on-add` and `on-modify` before, `on-change` after: a change a person asks for.
    case all
    /// `on-change` only: a change that brings tasks in from elsewhere (import), which a hook
    /// before it could not refuse without the two sides parting.
    case afterOnly
}

extension CommandContext {
    /// The hooks this change runs, found now; a hook that may not run is a warning on stderr.
    func hooks() throws(UsageError) -> Hooks {
        let errors = errors
        return try Hooks.find(config, environment: environment) { errors.writeLine("todo: warning: " + $0) }
    }

    /// Writes `todo: warning: …` on stderr.
    func warn(_ text: String) {
        errors.writeLine("todo: warning: " + text)
    }

    /// Changes the store as `TodoStore.update` does, with the user's hooks around the change.
    ///
    /// With `on-add` or `on-modify`, the change is first made on a reading of the store, with
    /// no lock held, and each task it adds or changes is given to its hook, which may change it
    /// or refuse the command (nothing is changed). The change is then made under the lock with
    /// the hooks' edits; if it touches the tasks otherwise than the hooks saw (another `todo`
    /// wrote meanwhile), the hooks are asked again, three times at most. `refresh` gives the
    /// change's result the tasks as the hooks left them. Once the store is written and
    /// unlocked, `on-change` gets every task the change touched. With no hook, this is
    /// `TodoStore.update` and one `stat`.
    func update<Result>(
        scope: TaskScope = .all(archived: .none), hooks stages: HookStages = .all,
        refreshing refresh: (Result, TodoList) -> Result = { result, _ in result },
        _ change: (inout TodoList) throws -> Result
    ) throws -> Result {
        let hooks = try self.hooks()
        guard !hooks.isEmpty else { return try store.update(now: now, scope: scope, change) }
        let observes = hooks[.change] != nil
        for _ in 1...3 {
            let plan =
                stages == .all && hooks.runsBefore
                ? try HookPlan(hooks, context: self, scope: scope, change: change) : nil
            let held = plan.flatMap { $0.ranHooks ? $0 : nil }
            guard held != nil || observes else {
                return try store.update(now: now, scope: scope, change)
            }
            func made(_ list: inout TodoList) throws -> Result {
                guard let held else { return try change(&list) }
                let original = list
                let result = try change(&list)
                try held.apply(to: &list, original: original, now: now)
                return refresh(result, list)
            }
            do {
                guard observes else { return try store.update(now: now, scope: scope, made) }
                let (result, changes) = try store.updateTellingChanges(now: now, scope: scope, made)
                announce(changes, to: hooks)
                return result
            } catch is HookPlan.Moved {
                continue
            }
        }
        throw HookError.storeKeptChanging
    }

    /// Gives `on-change` the tasks a change touched, one line each; its failure is a warning.
    func announce(_ changes: [TaskChange], to hooks: Hooks) {
        guard !changes.isEmpty, hooks[.change] != nil else { return }
        var input: [UInt8] = []
        for change in changes {
            var writer = JSONWriter()
            writer.raw("{")
            writer.key("command")
            writer.string(commandName)
            writer.raw(",")
            writer.key("before")
            write(change.before, into: &writer)
            writer.raw(",")
            writer.key("after")
            write(change.after, into: &writer)
            writer.raw("}\n")
            input += writer.bytes
        }
        if let error = HookProcess.announce(input, to: hooks, storePath: store.path) {
            warn(ErrorReport.message(error))
        }
    }

    /// The task as `--json` prints it, or null.
    private func write(_ task: TodoTask?, into writer: inout JSONWriter) {
        guard let task else { return writer.null() }
        TaskCodec.write(task, facts: TaskReadiness.facts(of: task, at: now), into: &writer)
    }
}
