extension HelpTopic {
    /// `todo help json`: what `--json` prints for each command, the objects in it, and what a
    /// script may rely on.
    static var json: HelpTopic {
        HelpTopic("json", summary: "what --json prints for every command, and what scripts may rely on") {
            _ in
            [
                .paragraph(
                    """
                    --json, on any command, prints for machines on standard output, and an error as a
                    JSON object on standard error in place of the todo: line. What a script may rely on:
                    the commands, their options, the objects and fields below, and the exit codes (see
                    todo help exit-codes) are kept as they are; fields may be added. Instants are ISO
                    8601 in UTC with a Z (2026-03-01T09:30:00Z). Arrays of tasks have one task per line.
                    Strings escape control characters, and also DEL, the C1 controls, U+2028, U+2029 and
                    the direction controls, as \\uXXXX, so JSON output is safe on a terminal too.
                    """),
                .definitions(
                    [
                        ("add, show", "the task object"),
                        (
                            "add --dry-run",
                            "the task object add would add, with \"id\" and \"uuid\" null; nothing is added"
                        ),
                        ("list", "an array of task objects, in the order shown ([] when none matches)"),
                        (
                            "next",
                            "an array of the task objects offered, most urgent first, each with \"urgency\": a "
                                + "number with at most two decimals (see todo help next)"
                        ),
                        (
                            "uncomplete, skip, snooze, edit, delete",
                            "an array of the tasks named, as they are after the command (for delete, as they were)"
                        ),
                        (
                            "complete",
                            "the same; a repeating task that moved on also has \"completedOccurrence\": the task "
                                + "object of the record of the occurrence completed (see todo help every)"
                        ),
                        (
                            "export",
                            "an array of every task, archived ones too, by id (always JSON, with or without --json)"
                        ),
                        (
                            "import",
                            "{\"added\": N, \"updated\": N, \"unchanged\": N, \"skippedDeleted\": N, "
                                + "\"skippedRecurring\": N, \"skippedCancelled\": N}"
                        ),
                        ("export --vdir", "{\"created\": N, \"updated\": N, \"unchanged\": N}"),
                        (
                            "stats",
                            "{\"completedLast24Hours\": N, \"pending\": N, \"overdue\": N, \"completed\": N}"
                        ),
                        (
                            "agenda",
                            "{\"overdue\": [task…], \"days\": [{\"date\": \"2026-03-01\", \"tasks\": [task…]}]}, every "
                                + "day present; a day's task has \"projected\": true for a later occurrence of a "
                                + "repeating task (its \"deadline\" that occurrence), else false"
                        ),
                        (
                            "calendar",
                            "{\"month\": \"2026-03\", \"days\": [{\"date\", \"due\": N}]}, every day of the month"
                        ),
                        ("tags, projects", "{\"NAME\": N, …}: each name and its count of open tasks"),
                        (
                            "goal and its subcommands",
                            "today's goal object (after the change), or null for goal with none"
                        ),
                        ("goal history", "an array of goal objects, newest first"),
                        (
                            "context and its subcommands",
                            "{\"current\": NAME or null, \"contexts\": {NAME: [FILTER…]}}: the context in force "
                                + "and every one defined"
                        ),
                        (
                            "stats --week, --month",
                            "{\"from\": DATE, \"to\": DATE, \"days\": [{\"date\", \"completed\": N, \"goal\": TITLE "
                                + "or null, \"goalAchieved\": BOOL or null}], \"completed\": N, \"goals\": N, "
                                + "\"goalsAchieved\": N}; --month adds \"weeks\": [{\"from\", \"to\", \"goals\": N, "
                                + "\"goalsAchieved\": N, \"completed\": N}]"
                        ),
                        (
                            "stats --year",
                            "{\"from\", \"to\", \"months\": [{\"month\": \"2026-03\", \"goals\": N, \"goalsAchieved\": N, "
                                + "\"completed\": N}], \"completed\": N, \"goals\": N, \"goalsAchieved\": N}"
                        ),
                        (
                            "remind",
                            "an array of {\"kind\": \"task\" or \"goal\", \"id\", \"title\", \"deadline\", \"remindAt\", "
                                + "\"lateBy\"} (see todo help reminders)"
                        ),
                        ("log", "an array of change objects, newest first"),
                        ("undo", "an array of the change objects it reverted, without number"),
                        (
                            "sync, sync --dry-run",
                            "{\"collection\": URL, \"dryRun\": BOOL, \"sent\": N, \"received\": N, \"conflicts\": N, "
                                + "\"deferred\": N, \"events\": [EVENT…], \"unreadable\": [{\"href\", \"problem\"}]}"
                        ),
                        (
                            "sync --status",
                            "{\"collection\": URL, \"user\": NAME or null, \"lastSync\": INSTANT or null, "
                                + "\"inStep\": N, \"pending\": [EVENT…]}"
                        ),
                        (
                            "sync --setup",
                            "{\"collection\": URL, \"user\": NAME or null, \"created\": BOOL, \"config\": PATH}"
                        ),
                    ], title: "What each command prints:"),
                .heading("The task object"),
                .definitions(TaskObjectFields.all.map { ($0.name, $0.meaning) }),
                .heading("The goal object"),
                .definitions([
                    ("date", "the local day the goal belongs to: \"2026-11-23\""),
                    ("title", "a string"),
                    ("tasks", "an array of {\"id\", \"title\", \"completed\": BOOL}, as the goal keeps them"),
                    ("setAt", "an instant"),
                    ("achievedAt", "an instant, or null"),
                    ("carriedFrom", "the date of the goal it carries on, or null"),
                    ("remindedAt", "when its reminder was delivered, or null"),
                ]),
                .heading("The change object"),
                .definitions([
                    ("number", "the place in todo log, from 1 (the newest)"),
                    ("sequence", "the store's own number for the change, never changed nor reused"),
                    ("at", "an instant"),
                    ("command", "the command line as typed after todo"),
                    (
                        "tasks, goals",
                        "what it touched, each with an \"action\": \"added\", \"changed\" or \"removed\" (a task by "
                            + "its id and title, a goal by its date and title)"
                    ),
                    (
                        "reverted",
                        "for an undo, the changes it reverted ({\"sequence\", \"command\"}), else null"
                    ),
                    ("undo, undone", "whether it is an undo, and whether an undo reverted it"),
                ]),
                .heading("Sync events"),
                .paragraph(
                    """
                    An event of sync, and a pending change of sync --status, is {"action", "id", "uuid",
                    "title", "fields", "copyId", "copyUuid"}, the action one of sent-added, sent-changed,
                    sent-deleted, received-added, received-changed, received-deleted, conflict,
                    restored-here, restored-there and deferred.
                    """),
                .heading("Errors"),
                .paragraph(
                    """
                    With --json an error prints {"error": {"code": CODE, "message": TEXT}} on standard
                    error, CODE one of usage, invalid_value, not_found, store and sync, as todo help
                    exit-codes lists them with their exit codes.
                    """),
                .example([
                    "$ todo show 42 --json",
                    "{\"error\":{\"code\":\"not_found\",\"message\":\"no task with id 42\"}}",
                    "$ echo $?",
                    "4",
                ]),
            ]
        }
    }
}
