/// The exit statuses of `todo`, declared once: `ErrorReport` gives every error one of them,
/// and `todo --help`, `todo help exit-codes` and the manual page list them from here.
enum ExitStatus: Int32, CaseIterable {
    case done = 0
    case usage = 2
    case invalidValue = 3
    case notFound = 4
    case store = 5
    case sync = 6

    /// The `code` of the error object `--json` prints on stderr; none for success.
    var errorCode: String? {
        switch self {
        case .done: return nil
        case .usage: return "usage"
        case .invalidValue: return "invalid_value"
        case .notFound: return "not_found"
        case .store: return "store"
        case .sync: return "sync"
        }
    }

    /// One line, for the list `todo --help` prints.
    var summary: String {
        switch self {
        case .done: return "done"
        case .usage: return "usage: unknown command or option, missing or extra argument, bad id or date"
        case .invalidValue:
            return "invalid value: empty title, deadline not in the future, duplicate task, bad file"
        case .notFound:
            return "not found: an unknown id, no goal today, or a field of your own that is not declared"
        case .store:
            return "store: unreadable, corrupt, empty, newer version, locked too long, or not writable"
        case .sync:
            return "sync: not set up, the server unreachable, refusing or failing, another sync running"
        }
    }

    /// Everything that gives the status, for `todo help exit-codes` and the manual page.
    var meaning: String {
        switch self {
        case .done:
            return "Done. Completing a task already completed, or reopening one that is not, changes nothing "
                + "and is done too."
        case .usage:
            return "Usage: an unknown command or option, a missing or extra argument, an id that is not a "
                + "positive integer, a date or a repetition (--every) that cannot be read, --until or "
                + "--from-completion without --every on add, a tag or project that is not a name, a bad "
                + "value of --priority, priority: or due:, a field of your own that is not declared (--set, "
                + "--unset), field add with an unknown --type or a choice without --values, a bad TODO_NOW, "
                + "or todo ui without a terminal. Nothing was changed."
        case .invalidValue:
            return "Invalid value: an empty title, a deadline not in the future, a duplicate task, an import "
                + "file that is missing, unreadable or not valid; a goal's fourth task, a second goal set "
                + "without --replace, goal carry with nothing to carry; nothing to undo; an edit form left "
                + "empty or an editor that failed; an --svg file that cannot be written; export --vdir into a "
                + "folder holding a file it cannot read; todo examples on a store that has tasks; unit files "
                + "that differ from the ones remind --install would write; a field name that is taken or not "
                + "a name, a value a field of your own cannot hold, field remove of a field still in use; "
                + "--until before the deadline, skip of a task that does not repeat or has no occurrence "
                + "left, --no-due on a repeating task. "
                + "Nothing was changed."
        case .notFound:
            return "Not found: an unknown id (a command that names several tasks then changes none of them); "
                + "no goal today for goal add, remove, done and undone; field remove of a field that is not "
                + "declared."
        case .store:
            return
                "Store: the store cannot be read (corrupt, empty, from a newer version, a folder), the lock "
                + "was held too long (TODO_LOCK_TIMEOUT), or the store cannot be written (a full disk, a "
                + "read-only folder). The files on disk are as they were."
        case .sync:
            return
                "Sync: not set up, a server that cannot be reached, refuses the credentials, times out, has "
                + "moved or answers with an error, a password command that fails, or another sync of the "
                + "store running. The store is as it was before that sync, or fully synced."
        }
    }
}
