/// How taskwarrior's JSON carries one field: each field's declaration holds one
/// (`TaskField.taskwarrior`), and the encoder and the reader walk the schema's fields through
/// them instead of naming the fields. A field one attribute holds is `attribute(_:order:value:)`;
/// the completion, the description's annotations and the location have carriages of their own.
struct TaskwarriorCarriage: Sendable {
    /// The attributes it writes and reads.
    let keys: [String]
    /// Where its attributes stand in a task object `todo` writes, smaller first.
    let order: Int
    /// Writes its attributes, each after a comma; the tasks are those the export knows, by id
    /// and uuid, for a field that names other tasks.
    let write: @Sendable (TaskField, TodoTask, TaskIdentities, inout JSONWriter) -> Void
    /// Reads the value of one of its attributes (`keys`), checked where it stands in the file.
    let read: @Sendable (String, inout JSONReader) throws(JSONError) -> FieldValue?
    /// Gives the record the field's value from the attributes the object holds.
    let finish: @Sendable (TaskField, TaskwarriorObject, inout ImportedTask) -> Void
    /// Makes up, for a task the store has, for what the attributes cannot say; nil for nothing.
    let reconcile: ImportReconciliation.Rule?

    /// Where the task's `status` stands: after the title's `description`.
    static let statusOrder = 15
    /// After the built-in fields' attributes: a field of one's own.
    static let userFieldOrder = 200

    /// The field is one attribute, `key`, its value as `value` says; without one, it has none.
    static func attribute(_ key: String, order: Int, value: TaskwarriorValue) -> TaskwarriorCarriage {
        let bytes = JSONWriter.keyBytes(key)
        return TaskwarriorCarriage(
            keys: [key], order: order,
            write: { field, task, _, writer in
                guard let held = field.value(in: task) else { return }
                value.write(held, bytes, &writer)
            },
            read: { key, reader throws(JSONError) in try value.read(key, &reader) },
            finish: { field, object, record in record.set(object.attributes[key], of: field) },
            reconcile: nil)
    }

    /// A field another field's carriage holds (the address, in the location), or one taskwarrior
    /// cannot hold: no attribute of its own.
    static func none(reconcile: ImportReconciliation.Rule? = nil) -> TaskwarriorCarriage {
        TaskwarriorCarriage(
            keys: [], order: 0, write: { _, _, _, _ in }, read: { _, _ throws(JSONError) in nil },
            finish: { _, _, _ in }, reconcile: reconcile)
    }

    /// A field of one's own: an attribute of its name (`"energy":"high"`), which `task import`
    /// keeps as a user-defined attribute; a number as a JSON number, a date as `20261201T153000Z`.
    /// A field named as one of taskwarrior's own attributes cannot be one: it is not written,
    /// and an import of a task the store has keeps the store's value.
    static func userField(_ declaration: FieldDeclaration) -> TaskwarriorCarriage {
        guard !taskwarriorAttributes.contains(declaration.name) else {
            return none(reconcile: { field, stored, record, _ in
                record.set(field.value(in: stored), of: field)
            })
        }
        return attribute(declaration.name, order: userFieldOrder, value: .of(declaration.kind))
    }

    /// Taskwarrior's own attributes (2.6), which mean something to it, and those `todo` writes
    /// of its own (`uid`, and the built-in fields' user-defined attributes): the reader reads an
    /// attribute that is neither as a field of one's own.
    static let taskwarriorAttributes: Set<String> = Set(
        [
            "uuid", "uid", "id", "description", "status", "entry", "modified", "end", "start", "due", "wait",
            "scheduled", "until", "recur", "mask", "imask", "parent", "rtype", "template", "last", "depends",
            "annotations", "tags", "project", "priority", "urgency",
        ] + TaskSchema.builtIn.flatMap(\.taskwarrior.keys))
}

extension TaskSchema {
    /// The fields in the order of a task object's attributes (`TaskwarriorCarriage.order`), the
    /// user's own in the order they were declared.
    var taskwarriorFields: [TaskField] {
        fields.enumerated()
            .sorted { ($0.element.taskwarrior.order, $0.offset) < ($1.element.taskwarrior.order, $1.offset) }
            .map(\.element)
    }
}
