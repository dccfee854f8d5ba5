/// The tables both `todo --help` and the manual page show: the environment and the exit codes.
enum ProgramReference {
    static let environment: [(name: String, meaning: String)] = [
        ("TODO_STORE", "the store, when --file is not given"),
        (
            "XDG_DATA_HOME",
            "the store is $XDG_DATA_HOME/todo/todos.json (else ~/.local/share/todo/todos.json)"
        ),
        ("TODO_NOW", "an ISO 8601 instant (2026-03-01T09:30:00Z) to use as the current time"),
        ("TZ", "the time zone for reading and showing dates"),
        ("NO_COLOR", "no colour unless --color always"),
        ("TODO_LOCK_TIMEOUT", "seconds to wait for another todo to finish writing (default 5)"),
        ("TODO_SYNC_PASSWORD", "the password 'todo sync' gives (else its password command, else ~/.netrc)"),
        (
            "XDG_CONFIG_HOME",
            "'todo sync' keeps its settings in $XDG_CONFIG_HOME/todo (else ~/.config/todo)"
        ),
        ("TODO_TIME_SCALE", "with TODO_NOW, how much faster the clock of 'remind --watch' runs (tests)"),
        ("VISUAL, EDITOR", "the editor 'todo edit ID' opens (the first set; else vi)"),
        ("TMPDIR", "where 'todo edit ID' writes the form it opens (else /tmp)"),
    ]

    static let exitCodes: [(code: String, meaning: String)] = [
        ("0", "done"),
        ("2", "usage: unknown command or option, missing or extra argument, bad id or date"),
        ("3", "invalid value: empty title, deadline not in the future, duplicate task, bad import file"),
        ("4", "not found: an unknown id, or a field of your own that is not declared"),
        ("5", "store: unreadable, corrupt, empty, newer version, locked too long, or not writable"),
        ("6", "sync: not set up, the server unreachable, refusing or failing, another sync running"),
    ]
}
