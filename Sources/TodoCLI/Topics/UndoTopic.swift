extension HelpTopic {
    /// `todo help undo`: after the undo command's help, what the change log keeps and what
    /// undo can and cannot revert.
    static var undo: HelpTopic {
        HelpTopic("undo", summary: "the change log: what undo reverts, and what it does not") { _ in
            [
                .paragraph(
                    """
                    Every change to the store is recorded in a change log, in the same atomic write as
                    the change itself. todo log lists the latest changes, newest first, numbered from
                    1, with when each was made, the command as it was typed, and the tasks it touched;
                    todo undo [N] reverts the latest N (default 1), newest first, all or none, and says
                    what it reverted. With fewer than N changes to revert, nothing changes (exit code 3).
                    """),
                .example([
                    "$ todo rm 2 3",
                    "Deleted task 2: Pay the rent",
                    "Deleted task 3: Call Bob",
                    "$ todo undo",
                    "Undid \"rm 2 3\" of Mon 2 Mar 10:47:",
                    "  restored task 2: Pay the rent",
                    "  restored task 3: Call Bob",
                ]),
                .heading("What is undone"),
                .definitions([
                    (
                        "Every change",
                        "to the tasks and the days' goals, whatever command made it: add (the task is "
                            + "removed; its id stays used), complete and uncomplete (a task archived since comes "
                            + "back), edit of any field (in the editor too), delete (the tasks come back with "
                            + "their ids, uuids and every field), import (added tasks are removed, updated ones "
                            + "get their fields back), examples, and the goal commands (the day's goal goes back "
                            + "as it was, with the tasks the command added). Completing a task of today's goal "
                            + "changes the goal too, and both are one change."
                    ),
                    (
                        "A sync",
                        "is a change like the others: undo reverts what it changed in the store. The server "
                            + "is not touched until the next sync, which finds the reverted tasks changed here "
                            + "since it last saw them."
                    ),
                    (
                        "How far back",
                        "At least the latest 100 changes can be undone; older ones leave the log."
                    ),
                    (
                        "No redo",
                        "An undo is not undone: it shows in the log with the changes it reverted (marked "
                            + "(undone)), and a second undo reverts the change before those."
                    ),
                    (
                        "Not changes",
                        "todo remind marking a reminder delivered is the program's bookkeeping: it is in no "
                            + "log and never undone, and undo of an earlier change does not make a delivered "
                            + "reminder due again unless the deadline or reminder goes back to another one. The "
                            + "24-hour clear moving completed tasks to the archive changes no task either. A "
                            + "command that changes nothing (done 3 on a completed task) records nothing, and "
                            + "changes made to the store file by another program are not in the log."
                    ),
                ]),
                .heading("The log"),
                .paragraph(
                    """
                    The command in the log is the command line as typed after todo, without --file,
                    --json and --color (which choose the store and the output, not the change), quoted
                    where a shell would need it, and cut at 120 characters. todo log shows every change
                    the log keeps; -n N the latest N. log --json and undo --json print change objects
                    (see todo help json).
                    """),
                .paragraph(
                    """
                    A change's entry is part of the line the change appends to todos.json.log (see todo
                    help store). When the store is written whole, the entries move to the main file,
                    before the tasks, up to 4 KB of them; older ones, and any large change (an import of
                    10,000 tasks), to pages of their own in todos.json.journal/, written before the main
                    file whose rename commits them and never changed in place. So the log and the tasks
                    never disagree: a kill -9 at any moment leaves both as they were or both changed.
                    undo takes the store's lock, checks that enough changes are there, and writes the
                    reverted tasks and its own entry in one commit. A damaged entry stops log and undo (exit code 5, naming the file), never
                    the changes to the tasks; todo doctor reports the log's state.
                    """),
            ]
        }
    }
}
