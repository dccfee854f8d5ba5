/// The environment variables `todo` reads, as `todo --help` and the manual page list them.
enum ProgramReference {
    static let environment: [(name: String, meaning: String)] = [
        ("TODO_STORE", "the store, when --file is not given"),
        (
            "XDG_DATA_HOME",
            "the store is $XDG_DATA_HOME/todo/todos.json (else ~/.local/share/todo/todos.json, in HOME)"
        ),
        ("TODO_NOW", "an ISO 8601 instant (2026-03-01T09:30:00Z) to use as the current time"),
        (
            "TZ",
            "the time zone for reading and showing dates (else /etc/localtime; unknown: UTC, with a warning)"
        ),
        ("NO_COLOR", "no colour unless --color always"),
        ("TERM", "dumb: no colour unless --color always, as with NO_COLOR"),
        ("TODO_LOCK_TIMEOUT", "seconds to wait for another todo to finish writing (default 5)"),
        ("TODO_SYNC_PASSWORD", "the password 'todo sync' gives (else its password command, else ~/.netrc)"),
        (
            "XDG_CONFIG_HOME",
            "contexts, hooks, 'todo sync' and 'todo remind --install systemd' live under $XDG_CONFIG_HOME (else ~/.config)"
        ),
        (
            "TODO_CONTEXT",
            "the context in force for one command (see 'todo help context'); set but empty: none"
        ),
        ("TODO_HOOKS", "off: run no hook (see 'todo help hooks')"),
        ("TODO_HOOK_TIMEOUT", "seconds a hook may run before it is stopped (default 10)"),
        ("TODO_TIME_SCALE", "with TODO_NOW, how much faster the clock of 'remind --watch' runs (tests)"),
        ("VISUAL, EDITOR", "the editor 'todo edit ID' opens (the first set; else vi)"),
        ("TMPDIR", "where 'todo edit ID' writes the form it opens (else /tmp)"),
    ]

    /// What holds for every variable.
    static let environmentNote =
        "An empty variable counts as unset, but TODO_CONTEXT; a relative XDG_DATA_HOME or XDG_CONFIG_HOME is ignored."
}
