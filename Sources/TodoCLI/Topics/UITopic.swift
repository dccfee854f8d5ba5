extension HelpTopic {
    /// `todo help ui`: after the ui command's help, its keys (`UIKeys`, as `?` shows them) and
    /// how it behaves.
    static var ui: HelpTopic {
        HelpTopic("ui", summary: "the full-screen mode: its keys, and how it behaves") { _ in
            [
                .paragraph(
                    """
                    todo ui shows tabs for Pending, Overdue and Completed, a list with a cursor where a
                    key completes a task, marks to complete or delete several at once, forms to add and
                    edit, today's goal with its tasks, the stats, and the agenda (as todo agenda shows
                    it, where s snoozes a task), in the terminal. It needs a
                    terminal on standard input and output; otherwise it exits with code 2. Its smallest
                    size is 40 columns by 10 rows: the tabs shorten, columns drop as list drops them,
                    and a form shows the fields around the one being typed in.
                    """),
                .heading("Keys"),
            ]
                + UIKeys.groups.map { group in
                    .definitions(group.keys.map { ($0.keys, $0.action) }, title: group.title)
                }
                + [
                    .heading("How it behaves"),
                    .definitions([
                        (
                            "The same rules",
                            "Every change runs the command that makes it, in-process: Space runs complete or "
                                + "uncomplete, c complete, d delete, the add form add, the Today keys the goal "
                                + "commands, and u undo, which reverts the latest change whoever made it. todo log "
                                + "names each change by the command it ran (complete 1 2). The status bar shows what "
                                + "the command printed, a refusal the command's own error. The edit form is the "
                                + "form todo edit opens in an editor, and the lists are list's, cut as list cuts them."
                        ),
                        (
                            "Changes from elsewhere",
                            "show within a second: while it waits for keys, the ui looks at the store file every "
                                + "half second and after every key, and reads it again when it changed. The store's "
                                + "lock is held only while a change is written. A task that becomes overdue, or one "
                                + "the 24-hour clear takes away, moves at that second."
                        ),
                        (
                            "The terminal",
                            "is given back as it was: on q, Esc, Ctrl-C, SIGTERM, SIGHUP and SIGINT (the ui "
                                + "restores the terminal, then ends by the same signal, so the shell sees why), on "
                                + "an error, and across Ctrl-Z and fg. SIGWINCH draws at the new size. A signal that "
                                + "was ignored when todo started (nohup) stays ignored."
                        ),
                        (
                            "Drawing",
                            "writes only the rows that changed, positioned absolutely with line wrapping off, so "
                                + "a character a terminal measures differently cannot shift the rows below it."
                        ),
                    ]),
                    .heading("Choices"),
                    .definitions([
                        (
                            "Esc",
                            "clears the marks, else the filter, else quits; in a form it cancels the form. q and "
                                + "Ctrl-C quit with exit code 0."
                        ),
                        (
                            "Marks",
                            "belong to the tab shown: switching tabs clears them. c and d act on the marked tasks, "
                                + "or on the cursor's when none is marked; Space always acts on the cursor's task."
                        ),
                        (
                            "The cursor",
                            "stays on its task after a change where the task is still shown, else on its row; "
                                + "after an add it moves to the new task, in its tab."
                        ),
                        (
                            "/",
                            "narrows every tab by the filter words of todo list (see todo help filters) as they "
                                + "are typed; words list would refuse say why in the status bar and leave the lists "
                                + "as they were."
                        ),
                        (
                            "The add form",
                            "has add's fields: title, deadline (it says what the text reads as, while it is "
                                + "typed), reminder, priority, tags (words), project, location, address, "
                                + "description. The title is read as add reads its words (see todo help add) for the "
                                + "fields left empty, and what it read is shown before the task is saved; Ctrl-T keeps "
                                + "it as typed. A refused field is shown at its field, and everything typed stays. "
                                + "Emptying the location in the edit form removes the address too."
                        ),
                        (
                            "s on Today",
                            "sets the goal, or, with a goal set, replaces it by one of the new title with the same "
                                + "tasks: the way to rename a goal."
                        ),
                        (
                            "Colours",
                            "follow --color and NO_COLOR; reverse video marks the cursor and the current tab with "
                                + "or without colours."
                        ),
                    ]),
                ]
        }
    }
}
