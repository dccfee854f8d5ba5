import TodoCore

/// The fields of the task object `--json` prints, in the order it prints them, each with what
/// it holds: the store's own (id, uuid), then every field the schema declares as `TaskCodec`
/// writes them, the user's own fields, and the derived state. `todo help json` and the manual
/// page show them; a test holds them to what `TaskCodec` writes.
enum TaskObjectFields {
    static var all: [(name: String, meaning: String)] {
        var fields = [
            ("id", "an integer from 1: short, stable, never used twice in a store"),
            ("uuid", "a string, stable across export, import and sync"),
        ]
        for field in TaskSchema.builtIn {
            if case .part = field.storage { continue }
            fields.append((field.name, field.about))
        }
        fields.append(
            (
                "fields",
                "an object of your own fields this task has a value for (todo field add): text and choices "
                    + "as strings, numbers as numbers, dates as instants; {} when it has none"
            ))
        fields.append(
            (
                "state",
                "\"pending\", \"overdue\" or \"completed\", derived: completed if completedAt is set, else "
                    + "overdue once the deadline is not in the future, else pending"
            ))
        return fields
    }
}
