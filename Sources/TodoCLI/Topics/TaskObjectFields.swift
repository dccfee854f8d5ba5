/// The fields of the task object `--json` prints, in the order it prints them, each with what
/// it holds: the one list of them, which `todo help json` and the manual page show. A test
/// holds it to what `TaskCodec` writes.
enum TaskObjectFields {
    static var all: [(name: String, meaning: String)] {
        [
            ("id", "an integer from 1: short, stable, never used twice in a store"),
            ("uuid", "a string, stable across export, import and sync"),
            ("title", "a string, never empty"),
            ("description", "a string, or null"),
            ("deadline", "an instant, or null"),
            ("location", "{\"name\": string, \"address\": string or null}, or null"),
            ("createdAt", "an instant"),
            ("completedAt", "an instant, or null: set by complete, cleared by uncomplete"),
            ("modifiedAt", "an instant: the last change"),
            ("tags", "an array of strings, sorted, possibly empty"),
            ("project", "a string, or null"),
            ("priority", "\"high\", \"medium\", \"low\", or null"),
            (
                "remindBefore",
                "seconds before the deadline that the reminder comes (600 unless told otherwise), or null for none"
            ),
            ("remindAt", "the deadline less remindBefore, or null"),
            ("remindedAt", "when the reminder was delivered, or null"),
            (
                "state",
                "\"pending\", \"overdue\" or \"completed\", derived: completed if completedAt is set, else "
                    + "overdue once the deadline is not in the future, else pending"
            ),
        ]
    }
}
