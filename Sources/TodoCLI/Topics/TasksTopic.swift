extension HelpTopic {
    /// `todo help tasks`: what a task is, its states and ids, how the list shows them, and how
    /// commands read options and answer.
    static var tasks: HelpTopic {
        HelpTopic("tasks", summary: "a task's fields and states, ids, the list, options and messages") { _ in
            [
                .paragraph(
                    """
                    A task has a title, and may have a description, a deadline, a location with an
                    address, tags, a project, a priority and a reminder. It is pending; overdue from
                    the second its deadline is no longer in the future (a deadline equal to now is
                    overdue, which is why add refuses it); or completed.
                    """),
                .heading("The list"),
                .paragraph(
                    """
                    todo list, and todo alone, shows the sections Overdue, Pending and Completed, each
                    with its count, leaving out the empty ones. Overdue tasks come earliest deadline
                    first; pending ones too, those without a deadline after them; ties in the order
                    added (the creation time, then the id). Completed tasks come most recently
                    completed first, marked with a check mark and when they were done. With nothing to
                    show: No items to display. Please run "todo add" to add new items.
                    """),
                .paragraph(
                    """
                    A task completed 24 hours ago or more is cleared: no listing shows it, and it moves
                    to the store's archive the next time the store is written (a command that only
                    reads writes nothing). It is kept: show, edit, uncomplete, delete and export find
                    it, and uncomplete brings it back to the list.
                    """),
                .paragraph(
                    """
                    On a terminal, overdue tasks are red and completed ones dim (--color, NO_COLOR;
                    TERM=dumb means none), and long titles are cut with an ellipsis to the terminal's
                    width; piped into another program, nothing is cut or coloured. Only standard output
                    is coloured. Text from tasks never reaches the terminal raw: control characters are
                    shown escaped (\\e[2J, \\x07, \\r, \\u{202e}), so a title cannot clear the screen,
                    ring the bell or reverse a line.
                    """),
                .heading("Ids"),
                .paragraph(
                    """
                    Ids are short and stable, and never used twice in a store, even after delete. ID…
                    takes one or more ids, and a range 2-5 counts as each id in it (at most 100,000).
                    An id is a whole number from 1 to 2^53 - 1, which every JSON reader keeps exact;
                    anything else is a usage error. Ids find archived tasks too. A command that names
                    several tasks changes all of them or none: with one id unknown, nothing changes
                    (exit code 4). Completing a task already completed, or reopening one that is not,
                    changes nothing and succeeds.
                    """),
                .heading("Rules"),
                .definitions([
                    (
                        "Duplicates",
                        "Adding a task whose title equals, ignoring case and the spaces around it, the title "
                            + "of a task that is not completed is refused: it is already in the list. So is an "
                            + "edit --title that would make such a pair, or that names several open tasks. "
                            + "uncomplete may reopen a task whose title an open task has: it was in the list "
                            + "before, and refusing would lose it."
                    ),
                    (
                        "Deadlines",
                        "add, and edit when it sets one, take only a deadline later than now (see todo help "
                            + "dates); a deadline left as it is is never refused."
                    ),
                    (
                        "Empty values",
                        "-d '' and -a '' mean no description and no address; an empty location name is "
                            + "refused (exit code 3). -a without -l names the location by its address."
                    ),
                ]),
                .heading("Options and messages"),
                .paragraph(
                    """
                    Options take their value as --due friday, --due=friday or -dTEXT; -- ends the
                    options, so todo add -- -x adds a task titled -x. A value may start with a dash
                    (-d "- milk"). Given twice, the last one counts. Global options may stand before
                    or after the command. Help wins: todo edit --bogus -h shows edit's help rather
                    than the error. A mistyped command or option gets a suggestion.
                    """),
                .paragraph(
                    """
                    add, complete, uncomplete, edit and delete print one line per task saying what
                    changed, with its id. An error is one line on standard error (see todo help
                    exit-codes); --json prints for scripts instead (see todo help json).
                    """),
                .example([
                    "$ todo edit 1 --title 'Pay the rent' --due friday",
                    "Edited task 1: Pay the rent (title, deadline)",
                    "$ todo add pay the RENT",
                    "todo: 'Pay the rent' is already in the list (task 1)",
                    "$ todo add Call Bob --dew friday",
                    "todo: unknown option '--dew' (did you mean '--due'?)",
                ]),
            ]
        }
    }
}
