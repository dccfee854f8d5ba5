import TodoCore

/// What an option's value or an argument may be, declared beside it: the completion scripts
/// offer values from it and the manual page names them. Reading the value stays the command's
/// work. An option's fixed words are its `choices`; an argument names the set its words come
/// from, because an argument's declaration must stay small enough to be a constant built into
/// the binary (one more field, and `list` built it at every start).
enum ValueKind: Hashable, Sendable {
    /// Free text, or an option's `choices`.
    case text
    /// A filter of `list`: `ListFilter`'s words.
    case listFilter
    /// A shell `todo completions` writes for.
    case shell
    /// A date, as `todo help dates` describes.
    case date
    /// A file's path.
    case path
    /// The ids of tasks not completed, with their titles beside them where the shell can show them.
    case openTaskIds
    /// The ids of completed tasks still in the list: what `uncomplete` is given.
    case completedTaskIds
    /// A command's name, or another topic of `todo help`.
    case helpTopic
    /// A subcommand of the command named by the word before (`todo help goal set`).
    case subcommand
    /// A tag of an open task.
    case tag
    /// A project of an open task.
    case project
    /// A filter word of `list`: `+TAG`, `-TAG`, `project:NAME`, `priority:LEVEL`, `due:WHEN`, or
    /// text; a word of one `-` and a name is one of these, not an option.
    case taskFilter
    /// `NAME=` of one of the user's own fields, then a choice's values.
    case userField
    /// The name of one of the user's own fields.
    case userFieldName

    /// Which tasks' ids a command takes, as `todo completions --ids` names them.
    enum TaskIdScope: String, CaseIterable, Hashable, Sendable {
        case open
        case completed
    }

    /// The scope of the ids, for `openTaskIds` and `completedTaskIds`.
    var taskIdScope: TaskIdScope? {
        switch self {
        case .openTaskIds: return .open
        case .completedTaskIds: return .completed
        default: return nil
        }
    }

    /// The filter words of `list` that name no tag or project: `priority:high`, `due:today`…
    static var filterWords: [String] {
        TaskPriority.names.map { "priority:" + $0 } + TaskFilter.dueWords.map { "due:" + $0 }
            + TaskFilter.isWords.map { "is:" + $0 }
    }

    /// The fixed words of a set, or none.
    var words: [String] {
        switch self {
        case .listFilter: return ListFilter.allCases.map(\.rawValue)
        case .shell: return CompletionsCommand.Shell.allCases.map(\.rawValue)
        default: return []
        }
    }
}
