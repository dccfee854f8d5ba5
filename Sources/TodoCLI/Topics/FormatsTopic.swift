extension HelpTopic {
    /// `todo help formats`: export and import in todo's JSON and the formats other programs keep
    /// tasks in, what each carries, and the choices made in reading them.
    static var formats: HelpTopic {
        HelpTopic("formats", summary: "export and import: JSON, iCalendar, todo.txt, taskwarrior, a vdir") {
            _ in
            [
                .paragraph(
                    """
                    todo reads and writes its own JSON and the formats the tasks of other programs are
                    kept in: iCalendar (VTODO, RFC 5545: Apple Reminders, Thunderbird, Nextcloud Tasks,
                    tasks.org, todoman), todo.txt (as todo.txt-cli reads it) and taskwarrior's JSON
                    (task export, task import).
                    """),
                .definitions([
                    (
                        "export --format F",
                        "every task, archived ones too, in json (the default), ics, todotxt or taskwarrior"
                    ),
                    (
                        "export --vdir DIR",
                        "one .ics file per task in DIR, as todoman and vdirsyncer keep a calendar; a task whose "
                            + "UID is in a file there has that file patched, the others get UID.ics"
                    ),
                    (
                        "import FILE|DIR|-",
                        "reads any of them (--format auto, the default, tells the format from the content), a "
                            + "vdir, or standard input for -"
                    ),
                ]),
                .example([
                    "$ task export > tasks.json && todo import tasks.json",
                    "Imported 3 tasks: 3 added, 0 updated, 0 unchanged; skipped 1 deleted",
                    "$ todo export --vdir ~/.calendars/tasks",
                    "$ todo export --format taskwarrior | task import -",
                    "$ todo export --format ics > tasks.ics",
                ]),
                .heading("Import"),
                .paragraph(
                    """
                    Import is a restore, and every format follows its rules. Only a title is required;
                    a missing field takes its default (a new uuid and id, created now, not completed).
                    A task whose uuid (UID in iCalendar) is in the store updates that task, keeping its
                    id and, if the record has none, its creation time; any other is added, keeping its id
                    if no task of the store has ever had it, else taking a new one above every id the
                    store has held. A record without a uuid gets one derived from its fields, so
                    importing the same file twice changes nothing. Deadlines may lie in the past and
                    titles may repeat; a state in a record is ignored, as it is derived. export of a
                    store, imported into an empty store, gives back the same tasks, ids, uuids and
                    fields. A file with any problem is refused whole (exit code 3) with the file, line
                    and column of the first, and the store is left as it was; so are two records with
                    one uuid. export always prints JSON unless --format asks for another, with or
                    without --json.
                    """),
                .heading("How the fields are written"),
                .definitions(
                    [
                        (
                            "uuid",
                            "iCalendar UID; todo.txt uuid:; taskwarrior uuid (a UID that is not a UUID: a UUID "
                                + "made from it, and the UID in uid)"
                        ),
                        ("title", "SUMMARY; the todo.txt text; description"),
                        (
                            "description",
                            "DESCRIPTION; desc: percent-encoded; details (an attribute of its own: taskwarrior's "
                                + "description is the title, its annotations the notes)"
                        ),
                        (
                            "parent",
                            "RELATED-TO;RELTYPE=PARENT:<the parent's UID> (read also from a RELATED-TO without "
                                + "RELTYPE, a parent as RFC 5545 says); none in todo.txt; none in taskwarrior"
                        ),
                        (
                            "wait",
                            "X-TODO-WAIT:<UTC time>; t:<the local day> (todo.txt's threshold: a task the store "
                                + "has keeps its time when the day is the same); wait"
                        ),
                        (
                            "blockedBy",
                            "RELATED-TO;RELTYPE=DEPENDS-ON:<UID>, one each (RFC 9253); none in todo.txt (an import "
                                + "keeps the store's); depends, an array of uuids (read also as a comma-separated "
                                + "string). A task deleted is left out"
                        ),
                        (
                            "notes",
                            "COMMENT;X-TODO-AT=<when>:text, one each (a COMMENT without X-TODO-AT reads as "
                                + "written when the task was made); none in todo.txt; annotations, {entry, "
                                + "description} each"
                        ),
                        (
                            "deadline",
                            "DUE:…Z, or for a whole day (23:59:59 local) DUE;VALUE=DATE; due:DATE and "
                                + "duetime:HHMM[SS] (local) unless a whole day; due"
                        ),
                        (
                            "location",
                            "LOCATION:Name\\nAddress, read also from Apple's X-APPLE-STRUCTURED-LOCATION; "
                                + "@Name_in_words, loc: and addr:; location, address"
                        ),
                        (
                            "created, completed, modified",
                            "CREATED, COMPLETED (with STATUS:COMPLETED and PERCENT-COMPLETE:100), LAST-MODIFIED; "
                                + "x DONE CREATED (local days); entry, end (with status), modified"
                        ),
                        ("tags, project", "CATEGORIES, X-TODO-PROJECT; @tag, +project; tags, project"),
                        (
                            "priority",
                            "PRIORITY 1, 5, 9 (read: 1-4, 5, 6-9); (A), (B), (C) (read: (C) to (Z) low), pri: on "
                                + "a completed line; priority H, M, L"
                        ),
                        (
                            "reminder",
                            "a VALARM, TRIGGER;RELATED=END:-PT10M, for a whole day the absolute time, "
                                + "ACKNOWLEDGED once delivered; none in todo.txt; reminder (PT10M), reminded"
                        ),
                        (
                            "repetition",
                            "RRULE (with UNTIL), DTSTART and DUE at the deadline with the rule's TZID and its "
                                + "VTIMEZONE, X-TODO-FROM-COMPLETION; rec:+1w (from the schedule) or rec:1w (from "
                                + "completion) beside due:; recur (daily, weekly, 2weeks, monthly, weekdays…) and "
                                + "until (see todo help every)"
                        ),
                        (
                            "a completed occurrence",
                            "a VTODO of its own with X-TODO-OCCURRENCE-OF; a task of its own; one with the "
                                + "attribute occurrenceof"
                        ),
                        (
                            "a field of your own (energy)",
                            "X-TODO-FIELD-ENERGY:high (the name in upper case; a number as its text, a date "
                                + "…Z); energy:high when the value is one word (a date 2026-12-01 for a whole "
                                + "day, else 20261201T153000Z); an attribute of its name (\"energy\":\"high\", "
                                + "a number a JSON number, a date 20261201T153000Z)"
                        ),
                    ], title: "Each field: iCalendar; todo.txt; taskwarrior."),
                .paragraph(
                    """
                    Each field's declaration says how the three formats carry it, and the readers and
                    writers walk the fields: a field of your own needs nothing but its declaration.
                    """),
                .heading("What each format cannot carry"),
                .paragraph(
                    """
                    Everything else survives export then import: the tests carry 200 random tasks through
                    each format and back in four time zones, and sample tasks through the real programs.
                    """),
                .definitions([
                    (
                        "all three",
                        "the id (todo's own, never reused): a task gets a new one unless its uuid is in the store"
                    ),
                    (
                        "iCalendar",
                        "a carriage return in a text (it becomes a line feed), and other control characters "
                            + "but tab (written as U+FFFD); a line break in a location's name (the rest reads as "
                            + "the address); on import, what todo has no field for: GEO, RELATED-TO of another "
                            + "RELTYPE (CHILD, SIBLING, FINISHTOSTART…), attachments, other alarms, an override of an occurrence "
                            + "that is not completed. export --vdir keeps them in the files it patches. A rule todo "
                            + "cannot interpret (BYHOUR, RDATE…) is kept as it came."
                    ),
                    (
                        "todo.txt",
                        "the time of day of creation and completion (the day is kept); the reminder and its "
                            + "delivery; modifiedAt; line breaks and tabs in a title (spaces), other control "
                            + "characters (U+FFFD); a title word that reads as a field (+word, @word, due:…, uuid:…, "
                            + "energy:… for a field of your own); a value of a field of your own that is not one "
                            + "word, and a field of your own named as one of todo.txt's keys (duetime); a rule that "
                            + "is not an interval (mon,thu) or has an end (a task the store has keeps it); the "
                            + "parent, the notes and blockedBy (an import keeps the store's); a wait's time of day"
                    ),
                    (
                        "taskwarrior",
                        "the parent (taskwarrior's parent is a recurring task's; an import keeps the store's); "
                            + "a field of your own named as one of taskwarrior's attributes (start, scheduled, entry, "
                            + "end, recur…); in taskwarrior, a number beyond six decimals; a rule that is not an "
                            + "interval (mon,thu: a task the store has keeps it), and a rule's counting from "
                            + "completion; on import, what todo has no field for: scheduled, until, and "
                            + "attributes whose names cannot name a field (estimate_hours)"
                    ),
                ]),
                .heading("Choices"),
                .definitions([
                    (
                        "Detection",
                        "BEGIN:VCALENDAR is iCalendar; a JSON array or object whose first task has a "
                            + "description, status or entry and no title is taskwarrior's; other JSON is todo's; "
                            + "anything else is todo.txt. An empty file is todo.txt when its name ends in .txt, "
                            + "and refused otherwise."
                    ),
                    (
                        "todo.txt",
                        "A line without uuid: gets one made from its creation date, its title and how many "
                            + "lines before it are the same, so importing a file twice changes nothing. A task "
                            + "the store has keeps its own times and reminder when the file agrees on the day, "
                            + "and one the file completes keeps its priority (todo.sh do drops it), so ticking a "
                            + "task off in todo.txt-cli and importing changes that task alone. A day that is "
                            + "today means now. A file named todo.txt is read with the done.txt beside it; so is "
                            + "a folder with a todo.txt and no .ics file."
                    ),
                    (
                        "Skipped",
                        "taskwarrior's deleted tasks, VTODOs with STATUS:CANCELLED, and overrides of an "
                            + "occurrence (RECURRENCE-ID) that are not completed or whose series is not in the file. "
                            + "import says how many; --json gives skippedDeleted, skippedRecurring, skippedCancelled."
                    ),
                    (
                        "Repeating tasks",
                        "A taskwarrior template and its instances are one repeating task, under the template's "
                            + "uuid, at its earliest pending instance; a completed instance is the record of its "
                            + "occurrence. A VTODO override marked completed (Thunderbird), or a repeating VTODO "
                            + "marked completed by a program that does not know repetition, is the record of its "
                            + "occurrence, and the series goes on from it; a completed copy under a new UID "
                            + "(python caldav) is a completed task."
                    ),
                    (
                        "Fields of your own",
                        "An import reads a field the store declares as its type: a number (or text that is one: "
                            + "taskwarrior gives an attribute its configuration does not declare as \"2.500000\"), "
                            + "an instant, one of a choice's words in any case. A value that is not refuses the "
                            + "whole file (exit 3) with the line and column; in todo.txt, where any word:word may "
                            + "be text, the word stays in the title, as due:tomorrow does. A field the store does "
                            + "not declare is declared as text in the same change (undo takes it back): todo's "
                            + "JSON fields, an X-TODO-FIELD-NAME, a taskwarrior attribute that is neither "
                            + "taskwarrior's own nor todo's. In todo.txt a key:value word whose key no field "
                            + "declares stays in the title. A value todo.txt or taskwarrior could not write is "
                            + "kept on a re-import."
                    ),
                    (
                        "Reminders",
                        "A VTODO with a DUE and no alarm, and a taskwarrior task without reminder, have no "
                            + "reminder; a VTODO without DUE gets the default (10 minutes), or what X-TODO-REMIND "
                            + "says. A trigger after the deadline, or Apple's location trigger, is no reminder."
                    ),
                    (
                        "Time zones",
                        "DUE;TZID=… is read with the time zone database (after a prefix such as Mozilla's "
                            + "/mozilla.org/…/), else with the file's own VTIMEZONE, else as local time, as are "
                            + "floating times. Taskwarrior's due:2026-12-24 is midnight at the start of that day, "
                            + "and todo keeps it so."
                    ),
                    (
                        "Bad files",
                        "A VTODO without SUMMARY, a date that is not one, a BEGIN without END, text that is "
                            + "not UTF-8, or two tasks with one uuid refuse the whole import; for a vdir, any one "
                            + "bad file refuses the folder. export --vdir into a folder holding a file it cannot "
                            + "read writes nothing."
                    ),
                    (
                        "Patching",
                        "export --vdir reads each task's fields back from its file and rewrites only the "
                            + "properties of the fields that changed, so what Apple, Thunderbird or todoman wrote "
                            + "survives, and an unchanged task's file is not touched; a patched VTODO gets a new "
                            + "DTSTAMP, and its SEQUENCE, if any, goes up by one. Files of tasks todo does not "
                            + "have are left alone; new files are mode 0600, written atomically."
                    ),
                ]),
                .heading("Taskwarrior's reports"),
                .paragraph(
                    """
                    To see todo's fields in taskwarrior's reports, declare them in ~/.taskrc
                    (undeclared, taskwarrior keeps them all the same, and task export gives them back;
                    only declared ones can be changed with task modify). Your own fields too:
                    uda.energy.type=string and uda.energy.values=low,high for a choice,
                    uda.estimate.type=numeric, uda.due-by.type=date.
                    """),
                .example([
                    "uda.location.type=string", "uda.location.label=Location", "uda.address.type=string",
                    "uda.address.label=Address", "uda.reminder.type=duration", "uda.reminder.label=Remind",
                    "uda.reminded.type=date", "uda.reminded.label=Reminded", "uda.uid.type=string",
                    "uda.uid.label=UID",
                ]),
            ]
        }
    }
}
