extension HelpTopic {
    /// `todo help goal`: after the goal command's help, how a day's goal behaves, and the
    /// progress charts of `stats`.
    static var goal: HelpTopic {
        HelpTopic("goal", summary: "today's goal and its three tasks, its history, and the progress charts") {
            _ in
            [
                .paragraph(
                    """
                    Each morning, name one goal for the day and the up to three tasks that achieve it.
                    todo goal shows it; completing one of its tasks says how far the goal is, and
                    completing the last one says how to mark it achieved. On a terminal (standard input
                    and output both) that last todo done asks Mark today's goal achieved? [Y/n]
                    instead, and Enter marks it. A goal not achieved is offered the next day, and goal
                    carry brings it over with its tasks still open.
                    """),
                .example([
                    "$ export TZ=Europe/Berlin TODO_NOW=2026-11-23T07:45:00Z",
                    "$ todo add Write the release notes",
                    "Added task 1: Write the release notes",
                    "$ todo goal set Ship version 1.2 -t 1 -t 'Tag the build'",
                    "Added task 2: Tag the build",
                    "Today's goal: Ship version 1.2",
                    "  1    Write the release notes",
                    "  2    Tag the build",
                    "0 of 2 done · set at 08:45",
                    "$ todo done 1",
                    "Completed task 1: Write the release notes",
                    "Today's goal \"Ship version 1.2\": 1 of 2 done, 1 to go. Keep going!",
                    "$ todo goal done",
                    "Today's goal achieved: Ship version 1.2 ✓",
                    "$ todo goal history --days 7",
                    "2026-11-23  ✓  Ship version 1.2  1 of 2",
                ]),
                .heading("Rules"),
                .paragraph(
                    """
                    A goal with a fourth task, a second goal set without --replace, and goal carry with
                    nothing to carry are refused (exit code 3); goal add, remove, done and undone with
                    no goal today are not found (exit code 4). Nothing changes when a command is refused.
                    """),
                .paragraph(
                    """
                    Days are local calendar days in TZ (a day of a daylight-saving change has 23 or 25
                    hours). A goal belongs to the date it was set on, named once: it stays that day's
                    goal if TZ changes later. The goal keeps each task's title and whether it was
                    completed, brought up to date by every change during its day and frozen after it,
                    so goal history reads the same after its tasks are edited, archived or deleted, and
                    a task finished on a later day does not count for an earlier day's goal.
                    """),
                .definitions([
                    (
                        "goal set -t",
                        "-t (--task) names a task by id (digits only) or by title: an open task of that title "
                            + "is linked rather than refused as a duplicate, any other title adds a task. An id may "
                            + "name an archived task. Tasks keep the order they were named in; linking one twice "
                            + "changes nothing."
                    ),
                    (
                        "goal add",
                        "goal add 3 5 links tasks 3 and 5; goal add Call the bank (any word not an id) adds or links one task with that title."
                    ),
                    (
                        "goal remove",
                        "may leave a goal without tasks, which can then be given others; removing a task the "
                            + "goal does not have is not found (exit code 4)."
                    ),
                    ("goal done", "on a goal achieved already keeps the first time; goal undone clears it."),
                    (
                        "goal carry",
                        "carries only the most recent earlier goal, and only if it was not achieved; on a day "
                            + "that has a goal it is refused like a second goal set, unless --replace. Its tasks "
                            + "are the same tasks, not copies, so completing one counts for both days until the "
                            + "earlier day's record froze at its end."
                    ),
                    (
                        "goal history",
                        "marks today's goal ✗ until it is achieved; --days N is the last N days, today included."
                    ),
                    (
                        "todo complete",
                        "cheers only for tasks it completed itself, not ones done already; once the goal is "
                            + "achieved it only says that all are done. A goal task that was deleted stays in the "
                            + "goal with its title, as not done (unless it was done before)."
                    ),
                ]),
                .paragraph(
                    """
                    Today's goal is reminded 3 hours after it was set, unless it is achieved by then
                    (see todo help reminders).
                    """),
                .heading("Progress charts"),
                .paragraph(
                    """
                    stats --week, --month and --year draw charts in the terminal: a bar per day of the
                    tasks completed that day (archived tasks included), each day's goal marked ✓
                    (achieved) or ✗ (set, not achieved); --month adds the goals set (░) and achieved (█)
                    each week of the month (Monday to Sunday, cut at the month's edges); --year shows
                    the goals set and achieved and the tasks completed each month. Days after today are
                    empty. Bars are drawn in eighths of a column, so 1 is never drawn like 0, and the
                    numbers stand beside them. A week at 40 columns:
                    """),
                .example([
                    "Tasks completed, week of Mon 23 Nov 2026",
                    "Mon 23 5 ████████████  ✓ Ship version 1…",
                    "Tue 24 2 ████▊         ✗ Plan the team …",
                    "Wed 25 4 █████████▋    ✓ Plan the team …",
                    "Thu 26 5 ████████████  ✗ Clear the inbox",
                    "Fri 27 4 █████████▋    ✓ Finish the qua…",
                    "Sat 28 2 ████▊",
                    "Sun 29 1 ██▍           ✗ Prepare the we…",
                    "23 completed · goals achieved 3 of 6",
                    "✓ goal achieved  ✗ goal not achieved",
                ]),
                .paragraph(
                    """
                    On a terminal the bars are cyan, ✓ green, ✗ red and days to come dim; nothing needs
                    the colours to be read. --svg FILE also writes the chart as an SVG picture a browser
                    shows (- for standard output; the file is written whole or not at all, mode 0644):
                    vertical bars, the goal marks under the dates with the goal's title as a tooltip.
                    --svg without --week, --month or --year is a usage error; with --json, the picture
                    is written and the JSON printed.
                    """),
                .paragraph(
                    """
                    A completion counts on the local day (in today's TZ) of its instant; goals count on
                    the date they belong to. Completions of deleted tasks are gone with them.
                    """),
            ]
        }
    }
}
