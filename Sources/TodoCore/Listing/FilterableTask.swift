/// What a `TaskFilter` reads of a task, whichever form it has: a summary whose text lies in
/// the store's bytes (`list`), or a whole task (`list --json`). The filter's rules are written
/// once, over this.
protocol FilterableTask: PlannableTask {
    /// Whether it has a repetition (`is:repeating`).
    var isRepeating: Bool { get }
    var priority: TaskPriority? { get }
    func hasTag(_ key: LabelKey) -> Bool
    func isInProject(_ key: LabelKey) -> Bool
    /// Whether the title, location name, description or address contains the text, in that
    /// order: the description, longest and least often needed, is read only when the others fail.
    func contains(_ text: TextNeedle) -> Bool
    /// Whether its value of a field of one's own passes `filter`.
    func passes(_ filter: FieldFilter) -> Bool
}

extension TaskFilter {
    /// Whether `task` passes every part of the filter; `summaries` hold its text, and
    /// `readiness` says which tasks are blocked and which wait.
    public func matches(_ task: TaskSummary, in summaries: TaskSummaries, readiness: TaskReadiness) -> Bool {
        passes(StoredSummary(task: task, source: summaries.source), readiness)
    }

    /// Whether `task` passes every part of the filter.
    public func matches(_ task: TodoTask, readiness: TaskReadiness) -> Bool {
        passes(task, readiness)
    }

    func passes(_ task: some FilterableTask, _ readiness: TaskReadiness) -> Bool {
        for condition in conditions where !condition.holds(for: task, readiness) { return false }
        for priority in priorities where task.priority != priority { return false }
        for due in dues where !due.matches(task.deadline) { return false }
        for key in tags where !task.hasTag(key) { return false }
        for key in excludedTags where task.hasTag(key) { return false }
        for key in projects where !task.isInProject(key) { return false }
        for text in texts where !task.contains(text) { return false }
        for field in fields where !task.passes(field) { return false }
        return true
    }
}

/// A summary with the bytes its spans point into.
private struct StoredSummary: FilterableTask {
    let task: TaskSummary
    let source: StoreBytes?

    var id: Int { task.id }
    var createdAt: Instant { task.createdAt }
    var completedAt: Instant? { task.completedAt }
    var wait: Instant? { task.wait }
    var isRepeating: Bool { task.isRepeating }
    var deadline: Instant? { task.deadline }
    var priority: TaskPriority? { task.priority }

    func hasTag(_ key: LabelKey) -> Bool {
        guard let tags = task.tags else { return false }
        return TagSpans.contains(in: tags, of: source) { tag in tag.withUTF8(in: source, key.isEqual) }
    }

    func isInProject(_ key: LabelKey) -> Bool {
        task.project?.withUTF8(in: source, key.isSelfOrParent) ?? false
    }

    func contains(_ text: TextNeedle) -> Bool {
        for span in [task.title, task.locationName, task.details, task.address] {
            if let span, span.withUTF8(in: source, text.isFound) { return true }
        }
        return false
    }

    func passes(_ filter: FieldFilter) -> Bool {
        filter.matches(object: task.userFields, in: source)
    }
}

extension TodoTask: FilterableTask {
    var isRepeating: Bool { recurrence != nil }

    func hasTag(_ key: LabelKey) -> Bool {
        tags.contains { tag in Self.withUTF8(tag, key.isEqual) }
    }

    func isInProject(_ key: LabelKey) -> Bool {
        project.map { Self.withUTF8($0, key.isSelfOrParent) } ?? false
    }

    func contains(_ text: TextNeedle) -> Bool {
        if Self.withUTF8(title, text.isFound) { return true }
        if let location, Self.withUTF8(location.name, text.isFound) { return true }
        if let details, Self.withUTF8(details, text.isFound) { return true }
        return location?.address.map { Self.withUTF8($0, text.isFound) } ?? false
    }

    func passes(_ filter: FieldFilter) -> Bool {
        filter.matches(fields[filter.name])
    }

    private static func withUTF8(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Bool) -> Bool {
        var text = text
        return text.withUTF8(body)
    }
}
