/// The fields sync carries, compares and merges, as the store's schema declares them: every
/// field whose merge rule is not `.none` (all but the id, the uuid, the times of creation and of
/// the last change, and those kept in or worked out from others), and the fields of one's own.
/// A field of one's own that a task holds and the store does not declare is text, as import
/// takes it.
///
/// Two rules are sync's own: an empty description is none, and a completion is named
/// `completed` or `uncompleted` by whether it is there, not by its time.
struct SyncSchema: Sendable {
    let schema: TaskSchema
    private let declared: [TaskField]

    /// The built-in fields sync carries, in the schema's order.
    static let builtIn = TaskSchema.builtIn.filter { $0.merge != .none }

    /// The built-in fields added since sync's first version: a fingerprint counts them only when
    /// a task has a value, so that the sync state written before them still matches its tasks.
    static let addedLater: Set<String> = [TaskField.recurrence.name, TaskField.occurrenceOf.name]

    init(_ schema: TaskSchema) {
        self.schema = schema
        declared = schema.userFields.filter { $0.merge != .none }
    }

    /// The fields to compare `tasks` by: the built-in ones, then those of one's own the store
    /// declares, then any other that one of them holds, by name.
    func fields(of tasks: TodoTask?...) -> [TaskField] {
        var undeclared = Set<String>()
        for case let task? in tasks {
            for name in task.fields.keys where schema.userField(named: name) == nil {
                undeclared.insert(name)
            }
        }
        return Self.builtIn + declared
            + undeclared.sorted().map { TaskField(FieldDeclaration(name: $0, type: .text)) }
    }

    /// The value of `field` in `task`, as sync compares it.
    static func value(_ field: TaskField, in task: TodoTask) -> FieldValue? {
        let value = field.value(in: task)
        if field.name == TaskField.description.name, value?.text?.isEmpty == true { return nil }
        return value
    }

    /// Whether the two tasks hold the same value in every field sync carries.
    func isInStep(_ one: TodoTask, _ other: TodoTask) -> Bool {
        fields(of: one, other).allSatisfy { Self.value($0, in: one) == Self.value($0, in: other) }
    }

    /// The names of the fields that differ, as `todo` calls them (`TaskField.changeName`): only
    /// those a person sets (not a reminder's delivery, which keeps the earlier time), and the
    /// completion as `completed` or `uncompleted`, when it came or went.
    func differences(_ new: TodoTask, from old: TodoTask) -> [String] {
        var names: [String] = []
        for field in fields(of: new, old) {
            let (now, then) = (Self.value(field, in: new), Self.value(field, in: old))
            guard now != then else { continue }
            if field.name == TaskField.completedAt.name {
                if (now == nil) != (then == nil) { names.append(now == nil ? "uncompleted" : "completed") }
            } else if field.merge != .earlier {
                names.append(field.changeName)
            }
        }
        return names
    }

    /// `task` holding the values `source` holds in every field sync carries; the rest (id,
    /// uuid, creation, last change) its own.
    func task(_ task: TodoTask, taking source: TodoTask) -> TodoTask {
        var result = task
        for field in fields(of: task, source) { field.set(Self.value(field, in: source), in: &result) }
        return result
    }
}
