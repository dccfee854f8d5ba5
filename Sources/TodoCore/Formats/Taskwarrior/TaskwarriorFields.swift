/// The schema's fields as taskwarrior's reader walks them.
struct TaskwarriorFields {
    /// In the order of a task object's attributes.
    let ordered: [TaskField]
    /// The field that reads each attribute.
    let owners: [String: TaskField]

    init(_ schema: TaskSchema) {
        ordered = schema.taskwarriorFields
        var owners: [String: TaskField] = [:]
        for field in ordered {
            for key in field.taskwarrior.keys where owners[key] == nil { owners[key] = field }
        }
        self.owners = owners
    }
}
