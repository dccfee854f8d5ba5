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
                    todos.json holds one task per line, so it reads and diffs well, after everything
                    else: the schema version, its generation (how many times it was written whole), the
                    ranges of every id ever given out (ids are never reused), the archive's index, the
                    goals, the change log's latest entries; each task writes only the fields that are
                    not at their default. A newer version than this todo knows is refused (exit code 5);
                    an older one is read and written whole as the current version by the next change.
                    """),
                .paragraph(
                    """
                    A change does not rewrite todos.json: add, complete, edit, delete, undo and the
                    others append one line to todos.json.log, the change itself (the tasks it added or
                    changed as they now are, the ids it removed, and its entry in the change log) followed
                    by a tab and a 64-bit check of the line, and flush it to the disk. Every reader folds
                    those lines onto todos.json. On 100,000 tasks a change so costs what it costs on 100:
                    one write of a few hundred bytes and one fsync, and the index, todos.json.index, says
                    where in todos.json the few tasks the change needs lie, and which open task has which
                    title, so that add still refuses a title an open task already has.
                    """),
                .paragraph(
                    """
                    Now and then a change writes the store whole instead, with every appended change folded
                    in (a compaction): when the log has grown past an eighth of todos.json (at least 16 KiB,
                    at most 128 KiB), when a completed task has been cleared by the 24-hour clear (it moves
                    to the archive then, so the next time the store is written, as before), when the change
                    touches an archived task or the goals of days long past, and when the store is new, of
                    an older version, or its log or index do not match todos.json. A change that compacts is
                    written by the compaction alone, so it is whole or absent like any other.
                    """),
                .paragraph(
                    """
                    A completed task cleared by the 24-hour clear moves to an archive segment, so the main
                    file stays small and years of history are never rewritten; a change to an archived task
                    rewrites only its segment. Recent days' goals sit in the main file, so todo goal reads
                    little; goals more than a week or two old move to a goal archive at a compaction, which
                    goal history and stats --month and --year read. Each segment keeps the completion times
                    of its tasks first, so the charts need not read the tasks.
                    """),
                .heading("How it is kept safe"),
                .definitions([
                    (
                        "Appended, then flushed",
                        "A change is one write of its line to todos.json.log, opened to append, then fsync; "
                            + "todo says it is done only after that. A crash or kill -9 during the write leaves "
                            + "the last line cut short or garbled: its check tells, every reader ignores it, and "
                            + "the next change cuts it off before it appends. A write that fails (a full disk, a "
                            + "file-size limit) is cut off at once, so the files stay byte for byte as they were."
                    ),
                    (
                        "Compacted by replacing",
                        "A compaction writes a new todos.json to a temporary file in the same folder, flushes "
                            + "it with fsync, gives it the store's mode and renames it over the old one; then the "
                            + "folder is flushed, the index is renamed into place, and a new, empty log replaces "
                            + "the old one. The new todos.json names its generation, and the log names the "
                            + "generation it extends: a crash between the renames leaves a log of an older "
                            + "generation, whose changes todos.json holds already, and which every reader ignores. "
                            + "So a crash or kill -9 at any moment leaves the store before the change or after "
                            + "it, never a mix. Archive files are written first and never changed in place; the "
                            + "main file's rename is what commits them, and files it no longer names are removed "
                            + "afterwards."
                    ),
                    (
                        "One writer at a time",
                        "A change holds an exclusive lock on todos.json.lock from reading the store to "
                            + "writing it back, so concurrent todo processes take turns and never lose each "
                            + "other's changes. Readers take no lock: they see the store as it was before a "
                            + "change or after it, whole. A lock not had within TODO_LOCK_TIMEOUT seconds (5) is "
                            + "an error, exit code 5, not a hang. A folder that takes no new file refuses every "
                            + "change, appended or not, since the next compaction would need one."
                    ),
                    (
                        "Never written over",
                        "A store that cannot be read (it fails to decode, is empty, is from a newer version, "
                            + "is a folder or a pipe, or its log is damaged other than in its last line) gives "
                            + "exit code 5 with a message that names the file and where it went wrong; the bytes "
                            + "on disk stay as they were."
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
                            + "whether it, its log and every archive segment read, how many changes wait in the "
                            + "log, whether the index matches, leftovers of an interrupted change, permissions "
                            + "(a store readable by others is a warning, with the chmod that fixes it), and the "
                            + "lock."
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
                "todos.json.log",
                "Beside the store: the changes made since it was last written whole, one line each, which "
                    + "every reader folds onto it."
            ),
            (
                "todos.json.index",
                "Beside the store: where each task lies in it, the titles of the open tasks, and the "
                    + "subtasks of each task, so that a change that names a few tasks reads those alone (with "
                    + "their parents and subtasks, which complete, delete and --parent judge). Rebuilt "
                    + "whenever it does not match."
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
