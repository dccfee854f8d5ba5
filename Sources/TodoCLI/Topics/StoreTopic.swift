extension HelpTopic {
    /// `todo help store`, the manual page's FILES: where the store is, the files beside it, and
    /// how they are kept safe.
    static var store: HelpTopic {
        HelpTopic(
            "store", summary: "where the tasks are kept, the files, and how they are kept safe",
            manSection: "FILES"
        ) { _ in
            [
                .paragraph(
                    """
                    The store is --file PATH, else $TODO_STORE, else $XDG_DATA_HOME/todo/todos.json,
                    else ~/.local/share/todo/todos.json. A store that does not exist yet reads as
                    empty, and nothing is created until a change succeeds: todo done 3 on a fresh
                    machine fails with exit code 4 and leaves no folder behind. Missing folders are
                    created with mode 0700, files with mode 0600; a store made group-readable keeps the
                    mode it was given. If the store path is a symbolic link, todo writes to the file
                    it points to (the link stays a link), and the lock and archive sit beside that file.
                    """),
                .definitions(storeFiles),
                .heading("In the files"),
                .paragraph(
                    """
                    todos.json holds one task per line, so it reads and diffs well, after the schema
                    version, the ranges of every id ever given out (ids are never reused) and the
                    archive's index; each task writes only the fields that are not at their default.
                    A newer version than this todo knows is refused (exit code 5); an older one is read
                    and rewritten as the current version on the next change.
                    """),
                .paragraph(
                    """
                    A completed task cleared by the 24-hour clear moves to an archive segment the next
                    time the store is written, so the main file stays small and add does not rewrite
                    years of history; a change to an archived task rewrites only its segment. Recent
                    days' goals sit in the main file before the tasks, so todo goal reads little;
                    goals more than a week or two old move to a goal archive, which goal history and
                    stats --month and --year read. Each segment keeps the completion times of its tasks
                    first, so the charts need not read the tasks.
                    """),
                .heading("How it is kept safe"),
                .definitions([
                    (
                        "Atomic replace",
                        "Every change is written to a new file in the same folder, flushed with fsync, given "
                            + "the store's mode, and renamed over the old one; then the folder is flushed. A crash "
                            + "or kill -9 at any moment leaves the old store or the new one, never a mix. Archive "
                            + "files are written first and never changed in place; the main file's rename is what "
                            + "commits them, and files it no longer names are removed afterwards."
                    ),
                    (
                        "One writer at a time",
                        "A change holds an exclusive lock on todos.json.lock from reading the store to "
                            + "writing it back, so concurrent todo processes take turns and never lose each "
                            + "other's changes. Readers take no lock: they see the old file or the new one, "
                            + "whole. A lock not had within TODO_LOCK_TIMEOUT seconds (5) is an error, exit "
                            + "code 5, not a hang."
                    ),
                    (
                        "Never written over",
                        "A store that cannot be read (it fails to decode, is empty, is from a newer version, "
                            + "is a folder or a pipe) gives exit code 5 with a message that names the file and, "
                            + "for JSON, the line and column; the bytes on disk stay as they were."
                    ),
                    (
                        "Mapped, not copied",
                        "A store file of 64 KB or more is mapped into memory read-only. If another program "
                            + "cuts one short while todo reads it, todo exits with code 5 and one todo: line, "
                            + "before anything has been written."
                    ),
                    (
                        "todo doctor",
                        "reports on all of this without changing anything: where the store is and why, "
                            + "whether it and every archive segment read, leftovers of an interrupted change, "
                            + "permissions (a store readable by others is a warning, with the chmod that fixes "
                            + "it), and the lock."
                    ),
                ]),
            ]
        }
    }

    /// The files of a store, as the manual page's FILES lists them.
    static var storeFiles: [(term: String, text: String)] {
        [
            (
                "$XDG_DATA_HOME/todo/todos.json",
                "The store, by default (else ~/.local/share/todo/todos.json): the active tasks, every id ever "
                    + "given out and the archive's index, one task a line. Mode 0600, in a folder of mode 0700."
            ),
            (
                "todos.json.lock",
                "Beside the store: the lock each change holds while it reads and writes the store."
            ),
            (
                "todos.json.archive/",
                "Beside the store: the tasks the 24-hour clear took away, at most 1,000 to a segment file, and "
                    + "the goals of days long past."
            ),
            (
                "todos.json.journal/",
                "Beside the store: the older entries of the change log (see todo help undo)."
            ),
            (
                "todos.json.sync",
                "Beside the store, once it syncs: what the last sync saw (see todo help sync)."
            ),
            (
                "$XDG_CONFIG_HOME/todo/sync.conf",
                "The task list todo sync uses (else ~/.config/todo/sync.conf), mode 0600; never a password."
            ),
            (
                "$TMPDIR/todo-edit-ID-*.txt",
                "The form todo edit ID opens in the editor (mode 0600). It is removed afterwards, unless what "
                    + "was typed is refused: then the error names it."
            ),
        ]
    }
}
