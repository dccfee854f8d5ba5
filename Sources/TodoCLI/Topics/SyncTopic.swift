extension HelpTopic {
    /// `todo help sync`: after the sync command's help, setting it up with a server, how a sync
    /// stays correct, the choices made, and the servers the tests run it against.
    static var sync: HelpTopic {
        HelpTopic("sync", summary: "keeping the store and a CalDAV task list in step, both ways") { _ in
            syncIntroduction + syncServers + syncCorrectness + serversTested
        }
    }

    private static var syncIntroduction: [HelpBlock] {
        [
            .paragraph(
                """
                todo sync keeps the store and one CalDAV task list in step, both ways: a task added
                on the phone shows in todo list, one completed in the terminal is ticked on the phone,
                and a second machine sees both. CalDAV is what Apple's Reminders, Nextcloud, Fastmail,
                Radicale and tasks.org (through DAVx5) speak; the server is the meeting point.
                """),
            .definitions([
                (
                    "sync --setup URL",
                    "checks the task list at URL (creating it with --create) and remembers it in "
                        + "$XDG_CONFIG_HOME/todo/sync.conf (else ~/.config/todo/sync.conf), mode 0600"
                ),
                ("sync", "sends what changed here, takes what changed there, and says what it did"),
                (
                    "sync --dry-run",
                    "asks the server what changed and says what a sync would do; writes nothing, here or there"
                ),
                ("sync --status", "when the store last synced, and what changed here since; asks no server"),
            ]),
            .paragraph(
                """
                The password is never written to a file by todo, nor put on a command line: it comes
                from TODO_SYNC_PASSWORD, else from the --password-command run at each sync (its first
                line, as git's credential helpers do it: pass show dav/alice), else from ~/.netrc. A
                URL that is not a task list, such as a server's root, gets the task lists the server
                offers that user named in the error.
                """),
            .example([
                "$ todo sync --setup http://localhost:5232/alice/tasks/ \\",
                "    --user alice --password-command 'pass show dav/alice' --create",
                "$ todo sync",
                "Synced with http://localhost:5232/alice/tasks/: 2 sent, 0 received.",
                "  → added    1  Buy milk",
                "  → added    2  Pay rent",
            ]),
        ]
    }

    private static var syncServers: [HelpBlock] {
        [
            .heading("Nextcloud and iCloud"),
            .paragraph(
                """
                In Nextcloud, make an app password (Settings, Security, Devices & sessions) and keep it
                in a password manager. A task list's URL is
                https://cloud.example.com/remote.php/dav/calendars/USER/LIST/; set up
                https://cloud.example.com/remote.php/dav/ and the error names the lists there. --create
                makes a new list (extended MKCOL; MKCALENDAR if the server refuses that), which the
                Tasks app shows.
                """),
            .paragraph(
                """
                iCloud wants an app-specific password (appleid.apple.com, Sign-In and Security) and the
                Apple ID as the user. Set up https://caldav.icloud.com/ first: the error names the task
                lists there (https://pNN-caldav.icloud.com/DSID/calendars/LIST-ID/); then set up one of
                them. Reminders lists upgraded to Apple's newer format (iOS 13 and later) are reported
                to be served to Apple's own apps only; a list the server does not offer as a CalDAV
                calendar of VTODOs cannot be synced. Neither service is tested here.
                """),
        ]
    }

    private static var syncCorrectness: [HelpBlock] {
        [
            .heading("How it stays correct"),
            .definitions([
                (
                    "What is compared",
                    "Beside the store, todos.json.sync keeps, for each synced task, the item's href and ETag, "
                        + "its iCalendar text as last fetched or written, and a fingerprint of the task's "
                        + "fields as they were then. A task whose fingerprint differs changed here; an item "
                        + "whose ETag and fields differ changed there. The server's sync token (RFC 6578) "
                        + "tells what changed since the last sync; a server without one is listed whole."
                ),
                (
                    "Nothing overwritten unseen",
                    "Every write is conditional (If-Match with the ETag read, If-None-Match: * for a new "
                        + "item); an item that changed meanwhile (412) is read again and merged, up to three "
                        + "passes."
                ),
                (
                    "Changed on both sides",
                    "A task is merged field by field: a field changed on one side takes that side's value, "
                        + "tags merge as sets, two completions keep the earlier time. Where both sides changed "
                        + "the same field, the server's value stays on the task, and this side's version is "
                        + "kept as a new task tagged sync-conflict, here and on the server: delete the one you "
                        + "do not want and sync. A sync cut short and run again makes the same copy, not a "
                        + "second one."
                ),
                (
                    "Fields of your own",
                    "travel too, each as an X-TODO-FIELD-NAME property (X-TODO-FIELD-ENERGY:high; a number as "
                        + "2.5, a date as 20261201T170000Z), and merge like any other field, named by their "
                        + "names. What arrives is typed by this store's declarations; a field that arrives and "
                        + "is not declared here is declared as text, as import does."
                ),
                (
                    "Deleted and changed",
                    "Deletions travel both ways; a task deleted on one side and changed on the other is kept: "
                        + "added back here (with a new id), or written back to the server."
                ),
                (
                    "Other programs' properties",
                    "A change is patched into the item's text as last fetched, as export --vdir does, so "
                        + "X-APPLE-SORT-ORDER, RELATED-TO, GEO, attachments and alarms stay on the server."
                ),
                (
                    "A failed sync",
                    "leaves the store as it was, or fully synced: all the network comes first, then the "
                        + "store is changed in one atomic update (the lock is held for that moment only, never "
                        + "while waiting on the network), then the sync state is written. Writes that reached "
                        + "the server before a failure are recognized by their contents the next time, so the "
                        + "next sync finishes the work without a conflict or a duplicate. A change made here "
                        + "during a sync is not lost. A second sync of the same store stops at "
                        + "todos.json.sync.lock (exit code 6)."
                ),
            ]),
            .heading("Choices"),
            .definitions([
                (
                    "In a conflict",
                    "the server's side keeps the task and this side gets the copy: the phone and the other "
                        + "machines already have the server's version, so only this machine's task changes."
                ),
                (
                    "Cancelled VTODOs",
                    "(STATUS:CANCELLED) are deletions here; the item stays on the server. Items that hold no "
                        + "task (events, journals) and items that cannot be read are left alone, named once."
                ),
                (
                    "The first sync",
                    "with tasks on both sides matches them by UID (the task's uuid): the same fields, nothing "
                        + "to do; different fields, a conflict."
                ),
                ("Archived tasks", "are synced too, so a sync reads the archive."),
                (
                    "One task list per store",
                    "A store set up with another list starts afresh; tasks are matched by UID, so nothing "
                        + "is duplicated."
                ),
                (
                    "HTTP through curl",
                    "todo runs the system's curl (7.84 or later), with its configuration, credentials "
                        + "included, on curl's standard input, never on its command line; no other command "
                        + "loads anything of it. --timeout SECONDS is per request (default 30). Redirects "
                        + "are not followed: the error names where the list moved. Time-outs, 401, 403, "
                        + "404, 5xx, an untrusted certificate (--ca-file PATH trusts a private CA) and a "
                        + "dropped connection each give one todo: line and exit code 6."
                ),
            ]),
        ]
    }

    /// The servers the tests run `todo sync` against: the one place to name them.
    static var serversTested: [HelpBlock] {
        [
            .heading("Servers tested"),
            .paragraph(
                """
                todo sync is tested against two CalDAV servers, each from Debian 12 and run as its
                own documentation says: the same tests (two machines and a phone, completion,
                conflicts, deletions, properties todo does not model, --setup --create, a server
                killed in the middle of a sync, an answer too large) pass against both, in CI, with
                python's caldav as a second client.
                """),
            .definitions([
                (
                    "Radicale 3.1 (radicale)",
                    "a task list is http://HOST:5232/USER/LIST/, and --create makes a new one. Users come "
                        + "from its htpasswd file ([auth] type = htpasswd): give --user USER, and the "
                        + "password in TODO_SYNC_PASSWORD, a --password-command or ~/.netrc. For HTTPS, its "
                        + "ssl, certificate and key settings, and --ca-file for a self-signed certificate."
                ),
                (
                    "Xandikos 0.2 (xandikos)",
                    "run it as xandikos --defaults -d DIR --current-user-principal /USER/, which makes the "
                        + "user's principal, calendar home and a first calendar. A task list is "
                        + "http://HOST:8080/USER/calendars/LIST/, and --create makes a new one. It has no "
                        + "users and no HTTPS of its own: standalone it listens on localhost and serves "
                        + "whoever asks; for more, put it behind a web server that checks a password and "
                        + "serves HTTPS, and give --user and the password as for Radicale."
                ),
            ]),
            .paragraph(
                """
                Other CalDAV servers, such as Nextcloud and iCloud, speak the same protocol but are not
                tested here. An answer of more than 64 MiB from a server is refused (exit code 6), and
                the store stays as it was.
                """),
        ]
    }
}
