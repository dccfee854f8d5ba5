import TodoCore

extension HelpTopic {
    /// `todo help every`: every form `--every` reads, from the rule parser's own list (each
    /// example with the rule it reads as), the rules of repeating tasks, and how the other
    /// formats and sync carry them.
    static var every: HelpTopic {
        HelpTopic("every", summary: "repeating tasks: every form --every reads, and the rules") { _ in
            [
                .paragraph(
                    "add and edit take --every RULE, in English, in any case: the task repeats. It keeps its "
                        + "id and moves on when completed; each completed occurrence is kept as a task of its own. "
                        + "edit --no-every ends the repetition. With --from-completion the next deadline counts "
                        + "from the completion; --until WHEN ends the series. The forms, each with the rule it "
                        + "reads as:"),
                .definitions(formLines),
                .paragraph(
                    "A rule may be followed by from completion and until WHEN (every! RULE counts from "
                        + "completion too), as the edit forms show it: every monday until 2026-06-30. Anything else "
                        + "is a usage error (exit code 2) that suggests the closest form."),
                .heading("The rules in full"),
                .definitions(RecurrenceRuleParser.rules + commandRules),
                .heading("An example"),
                .example(Self.everyExample),
            ]
        }
    }

    /// Each form and the rule it reads as, with what else it accepts.
    private static var formLines: [(String, String)] {
        RecurrenceRuleParser.forms.map { form in
            (form.example, form.text + (form.note.isEmpty ? "" : " (" + form.note + ")"))
        }
    }

    private static let commandRules: [(String, String)] = [
        (
            "The record",
            "Completing a repeating task adds a completed task: the same fields, the deadline of the occurrence, "
                + "completed now, no repetition, and occurrenceOf the repeating task's uuid. It counts in stats and "
                + "the charts and clears after 24 hours like any completed task; its uuid comes from the series and "
                + "the occurrence, so two machines completing the same occurrence make the same record. complete "
                + "--json gives the repeating task with \"completedOccurrence\": the record."
        ),
        (
            "skip ID…",
            "Moves repeating tasks on to their next occurrence without completing anything. A task that does not "
                + "repeat, or has no occurrence left, is refused (exit code 3)."
        ),
        (
            "delete, undo",
            "delete ends the series; the records stay. undo of a completion removes its record and moves the "
                + "deadline back."
        ),
        (
            "Refused",
            "--until before the deadline, --no-due on a repeating task (end it with --no-every), and --until or "
                + "--from-completion on a task that does not repeat are invalid values (exit code 3)."
        ),
        (
            "list, show",
            "list marks an open repeating task ↻; show prints the rule, how it counts, its end and the occurrence "
                + "after the current one."
        ),
        (
            "Other programs",
            "iCalendar: one VTODO with RRULE, DTSTART and DUE at the current deadline in the rule's zone (TZID and "
                + "VTIMEZONE); a record is a VTODO of its own. Reading, todo understands a series moved on "
                + "(tasks.org), RECURRENCE-ID overrides marked COMPLETED (Thunderbird) and a completed copy under a "
                + "new UID (python caldav); todo sync writes the series moved on. A rule todo cannot represent "
                + "(BYHOUR, BYWEEKNO, RDATE, EXDATE…) is kept verbatim: export and sync give it back unchanged, "
                + "and show says it is not interpreted here. taskwarrior: recur (daily, weekly, 2weeks, "
                + "monthly, …) for a rule that is an interval; a template and its instances import as one task. "
                + "todo.txt: rec:+1w (from the schedule) or rec:1w (from completion) with due:."
        ),
    ]

    /// A session as `todo` prints it, on Sunday 1 March 2026 in Berlin: a test runs it.
    static let everyExample = [
        "$ export TZ=Europe/Berlin TODO_NOW=2026-03-01T09:30:00Z",
        "$ todo add Bins --every monday --due 'monday 7am'",
        "Added task 1: Bins, due Mon 2 Mar 07:00 (tomorrow 07:00), every monday",
        "$ todo done 1",
        "Completed task 1: Bins; next due Mon 9 Mar 07:00 (in 8 days)",
        "$ todo list completed",
        "Completed (1)",
        "  2 ✓  Bins  Mon 2 Mar 07:00  done now",
        "$ todo list pending",
        "Pending (1)",
        "  1 ↻  Bins  Mon 9 Mar 07:00  in 8 days",
        "$ todo skip 1",
        "Skipped task 1: Bins; next due Mon 16 Mar 07:00 (in 2 weeks)",
        "$ todo undo",
        "Undid \"skip 1\" of Sun 1 Mar 10:30:",
        "  reverted task 1: Bins",
    ]
}
