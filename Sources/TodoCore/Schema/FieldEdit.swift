/// One change to one field of a task, as `add`, `edit`, the forms and `--set` ask for it.
public struct FieldEdit: Sendable {
    /// What to do to the field.
    public enum Action: Hashable, Sendable {
        /// Give it this value, by the field's rule for values a person enters.
        case set(FieldValue)
        /// Take its value away.
        case clear
        /// Add these items to a list: names (tags, compared ignoring case) or tasks.
        case add(FieldValue)
        /// Take these items of a list away, after any added.
        case remove(FieldValue)
        /// Change one part of the value (`FieldOptions.parts`): its name and value, nil for a flag.
        case modify(part: String, FieldValue?)
    }

    /// The field changed.
    public let field: TaskField
    /// What is done to it.
    public let action: Action

    /// A change of `field`.
    public init(_ field: TaskField, _ action: Action) {
        self.field = field
        self.action = action
    }

    /// `task` with the change made, by the field's rule; throws for a value the rule refuses.
    public func applied(to task: TodoTask, _ entry: FieldEntry) throws(TaskError) -> TodoTask {
        var task = task
        switch action {
        case .set(let value):
            field.set(try field.entered(value, for: task, entry), in: &task)
        case .clear:
            field.set(nil, in: &task)
        case .add(let items):
            let combined = field.value(in: task).flatMap { $0.appending(items) } ?? items
            field.set(try field.entered(combined, for: task, entry), in: &task)
        case .remove(let items):
            field.set(Self.removing(items, from: field.value(in: task)), in: &task)
        case .modify(let part, let value):
            let modified = try field.modified(part, to: value, in: task)
            field.set(
                try modified.flatMap { value throws(TaskError) in try field.entered(value, for: task, entry)
                }, in: &task)
        }
        return task
    }

    /// `value` without `items`: names compared ignoring case, tasks by id; nil when none is left.
    private static func removing(_ items: FieldValue, from value: FieldValue?) -> FieldValue? {
        switch (value, items) {
        case (.names(let names)?, .names(let gone)):
            let keys = Set(gone.map { $0.lowercased() })
            let kept = names.filter { !keys.contains($0.lowercased()) }
            return kept.isEmpty ? nil : .names(kept)
        case (.tasks(let ids)?, .tasks(let gone)):
            let kept = ids.filter { !gone.contains($0) }
            return kept.isEmpty ? nil : .tasks(kept)
        default:
            return value
        }
    }
}

/// What `add` or `edit` changes: fields set, cleared, added to or taken from, in order, and for
/// `edit`, the task completed or reopened.
public struct TaskEdits: Sendable {
    /// Completes a task now, or reopens it.
    public enum Completion: Hashable, Sendable {
        case complete
        case uncomplete
    }

    /// The changes of fields, made in order.
    public var fields: [FieldEdit]
    /// Completes or reopens the task, or nil to leave its state alone.
    public var completion: Completion?

    /// The given changes.
    public init(_ fields: [FieldEdit] = [], completion: Completion? = nil) {
        self.fields = fields
        self.completion = completion
    }

    /// A new task's edits with only its title.
    public static func titled(_ title: String) -> TaskEdits {
        TaskEdits([FieldEdit(.title, .set(.text(title)))])
    }

    /// The edits of a new task with these fields, for programs that add tasks themselves:
    /// what is nil or empty is left at its default.
    public init(
        title: String, details: String? = nil, deadline: Instant? = nil, location: Location? = nil,
        tags: [String] = [], project: String? = nil, priority: TaskPriority? = nil,
        remindBefore: Int? = TodoTask.defaultRemindBefore,
        fields: [String: FieldValue] = [:]
    ) {
        self = .titled(title)
        let values: [(TaskField, FieldValue?)] = [
            (.description, details.map(FieldValue.text)), (.deadline, deadline.map(FieldValue.date)),
            (.location, location.map(FieldValue.place)), (.tags, tags.isEmpty ? nil : .names(tags)),
            (.project, project.map(FieldValue.text)), (.priority, priority.map { .text($0.rawValue) }),
        ]
        for (field, value) in values {
            if let value { set(field, value) }
        }
        if remindBefore != TodoTask.defaultRemindBefore {
            remindBefore.map { set(.remindBefore, .seconds($0)) } ?? clear(.remindBefore)
        }
        for name in fields.keys.sorted() {
            if let value = fields[name] {
                set(TaskField(FieldDeclaration(name: name, type: value.fieldType)), value)
            }
        }
    }

    /// Sets `field` to `value`.
    public mutating func set(_ field: TaskField, _ value: FieldValue) {
        append(field, .set(value))
    }

    /// Clears `field`.
    public mutating func clear(_ field: TaskField) {
        append(field, .clear)
    }

    /// Whether nothing is to change.
    public var isEmpty: Bool { fields.isEmpty && completion == nil }

    /// The other tasks the edits name, by id: a parent, the tasks a task waits on.
    public var referencedIds: [Int] {
        fields.flatMap { edit -> [Int] in
            switch edit.action {
            case .set(.task(let id)): return [id]
            case .set(.tasks(let ids)), .add(.tasks(let ids)): return ids
            default: return []
            }
        }
    }

    /// Whether a field named `name` is changed.
    public func changes(_ name: String) -> Bool {
        fields.contains { $0.field.name == name }
    }

    /// Adds a change of `field`.
    public mutating func append(_ field: TaskField, _ action: FieldEdit.Action) {
        fields.append(FieldEdit(field, action))
    }

    /// `task` with every change made, by each field's rule; throws for the first refused.
    public func applied(to task: TodoTask, now: Instant, zones: ZoneLookup = .utc) throws(TaskError)
        -> TodoTask
    {
        try applied(to: task, FieldEntry(now: now, zones: zones))
    }

    /// `task` with every change made, entered as `entry` says; throws for the first refused.
    public func applied(to task: TodoTask, _ entry: FieldEntry) throws(TaskError) -> TodoTask {
        var task = task
        let now = entry.now
        for edit in fields { task = try edit.applied(to: task, entry) }
        switch completion {
        case .complete?: task.completedAt = task.completedAt ?? now
        case .uncomplete?: task.completedAt = nil
        case nil: break
        }
        return task
    }
}
