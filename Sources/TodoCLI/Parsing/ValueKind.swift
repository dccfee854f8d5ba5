/// What an option's value or an argument may be, declared beside it: the completion scripts
/// offer values from it and the manual page names them. Reading the value stays the command's
/// work.
enum ValueKind: Hashable, Sendable {
    /// Free text: nothing to offer.
    case text
    /// One of these words: `--color auto|always|never`, a `list` filter, a shell.
    case choices([String])
    /// A date, as `todo help dates` describes.
    case date
    /// A file's path.
    case path
    /// The ids of tasks, with their titles beside them where the shell can show them.
    case taskIds(TaskIdScope)
    /// A command's name, or another topic of `todo help`.
    case helpTopic
    /// A subcommand of the command named by the word before (`todo help goal set`).
    case subcommand

    /// Which tasks' ids a command takes.
    enum TaskIdScope: String, CaseIterable, Hashable, Sendable {
        /// Tasks not completed: what `done`, `edit` and `delete` are mostly given.
        case open
        /// Completed tasks still in the list: what `uncomplete` is given.
        case completed
    }

    /// The fixed words, or none.
    var choices: [String] {
        if case .choices(let words) = self { return words }
        return []
    }
}
