import TodoCore

/// The context in force for one command: its name and the filter words `list` takes. Views
/// show only the tasks that pass the filter; `add` gives a new task its `+TAG`s and `project:`.
struct ContextScope: Equatable {
    let name: String
    let words: [String]

    /// The filter, its words of fields of one's own read with `schema`, and `due:` at `now`.
    func filter(schema: TaskSchema, now: Instant, zone: ZoneRules) throws(ContextError) -> TaskFilter {
        do {
            return try TaskFilter(words: words, now: now, zone: zone, schema: schema)
        } catch {
            throw .invalidFilter(name: name, problem: ErrorReport(error, now: now, zone: zone).message)
        }
    }

    /// The tags a new task joins: the filter's `+TAG` words.
    var tags: [String] {
        words.compactMap { word in
            word.first == "+" && LabelName.isValid(word.dropFirst()) ? String(word.dropFirst()) : nil
        }
    }

    /// The project a new task joins: the filter's last `project:NAME` word.
    var project: String? {
        words.last { $0.lowercased().hasPrefix("project:") }.map { String($0.dropFirst("project:".count)) }
    }

    /// The line at the top of a view: `Context: work (+work project:acme)`, cut to `width`.
    func label(width: Int?) -> String {
        let text = "Context: " + name + " (" + TerminalText.escaped(words.joined(by: " ")) + ")"
        guard let width, TerminalText.width(text) > width else { return text }
        return TerminalText.truncated(text, toWidth: width)
    }
}

extension CommandContext {
    /// The context in force: the one `TODO_CONTEXT` names, else the one in use; nil with
    /// `--no-context`, `TODO_CONTEXT=` or none in use.
    func contextInForce() throws(ContextError) -> ContextScope? {
        let name: String
        switch config.context {
        case .none: return nil
        case .named(let named): name = named
        case .inUse:
            guard let folder = config.folder else { return nil }
            let settings = try ContextsFile(folder: folder).read()
            guard let current = settings.current else { return nil }
            return ContextScope(name: current, words: try settings.words(of: current))
        }
        guard let folder = config.folder else { throw .noConfigFolder }
        return ContextScope(name: name, words: try ContextsFile(folder: folder).read().words(of: name))
    }

    /// Narrows a view's tasks to the context in force, and for people (not `--json`) writes
    /// the line that names it first. Every view a context narrows (`list`, `next`, `agenda`,
    /// `calendar`, `tags`, `projects`) calls this once, before writing anything of its own.
    func narrowView(_ tasks: [TodoTask], schema: TaskSchema) throws -> [TodoTask] {
        guard let scope = try contextInForce() else { return tasks }
        labelView(scope)
        let filter = try scope.filter(schema: schema, now: now, zone: zone)
        let readiness = TaskReadiness(tasks: filter.filtersBlocked ? tasks : [], now: now)
        return tasks.filter { filter.matches($0, readiness: readiness) }
    }

    /// The same for a view of summaries (`list`, `tags`, `projects`).
    func narrowView(_ summaries: TaskSummaries) throws -> TaskSummaries {
        guard let scope = try contextInForce() else { return summaries }
        labelView(scope)
        return try narrowed(summaries, to: scope)
    }

    /// The summaries that pass the context's filter, with no label (the ui shows it its way).
    func narrowed(_ summaries: TaskSummaries, to scope: ContextScope) throws(ContextError) -> TaskSummaries {
        let filter = try scope.filter(schema: summaries.schema, now: now, zone: zone)
        let readiness =
            filter.filtersBlocked ? TaskReadiness(summaries: summaries, now: now) : TaskReadiness(now: now)
        return summaries.filter { filter.matches($0, in: summaries, readiness: readiness) }
    }

    /// `edits` of a new task with the context's tags and project added; a project the command
    /// gives itself wins.
    func joiningContext(_ edits: TaskEdits) throws(ContextError) -> TaskEdits {
        guard let scope = try contextInForce() else { return edits }
        var joined = edits
        let tags = scope.tags
        if !tags.isEmpty { joined.append(.tags, .add(.names(tags))) }
        if let project = scope.project, !edits.changes(TaskField.project.name) {
            joined.set(.project, .text(project))
        }
        return joined
    }

    private func labelView(_ scope: ContextScope) {
        guard !json else { return }
        output.writeLine(style.dim(scope.label(width: width)))
    }
}
