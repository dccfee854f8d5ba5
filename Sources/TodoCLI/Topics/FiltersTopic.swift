extension HelpTopic {
    /// `todo help filters`: tags, projects and priority, and the words `todo list` filters by.
    static var filters: HelpTopic {
        HelpTopic("filters", summary: "tags, projects, priority, and the filters of todo list") { _ in
            [
                .paragraph(
                    """
                    A task may carry tags, belong to a project and have a priority: add and edit take
                    --tag NAME (repeatable; edit also --untag NAME), --project NAME (edit: --no-project)
                    and --priority high|medium|low (also h, m, l; edit: --no-priority). A title word
                    +NAME is a tag too, and leaves the title. todo list narrows to them; todo tags and
                    todo projects count them.
                    """),
                .example([
                    "$ todo add Buy milk +errand --due 'today 18:00'",
                    "$ todo add Fix the fence --project home.garden --priority high",
                    "$ todo list +errand",
                    "$ todo list project:home -phone priority:high",
                    "$ todo list due:week dentist",
                    "$ todo tags",
                ]),
                .heading("Names"),
                .paragraph(
                    """
                    A tag or project name is letters and digits (of any script: Einkäufe, 東京), -, _ and
                    ., starting with a letter, with no empty part between dots (home. and home..garden
                    are no names). Projects nest with dots: home.garden is inside home. Tags and
                    projects compare ignoring case everywhere (+Errand is +errand, project:HOME is
                    home); a task keeps the spelling first given.
                    """),
                .paragraph(
                    """
                    A title word +NAME is a tag, on add and on edit --title alike. A + inside a word
                    (C++, a+b), alone, or before something that is no name (+2026, +3d, +family.) stays
                    in the title: todo add Pay tax +2026 keeps its title, and todo list 2026 finds it.
                    """),
                .paragraph(
                    """
                    A malformed name is a usage error (exit code 2), checked before the store is opened,
                    as a date that cannot be read is; so are a bad value of --priority, priority: or
                    due:, and project: without a name. --untag takes any text, so that a tag an import
                    brought (which need not be a name) can be removed. edit adds the --tag names, then
                    removes the --untag ones; --project with --no-project, or --priority with
                    --no-priority, is refused as contradictory.
                    """),
                .heading("Filters"),
                .paragraph(
                    """
                    todo list [STATE] [FILTER…]: the state (pending, overdue, completed, waiting or
                    all) is only ever the first word; every other word is a filter, and a task is shown
                    when it passes them all. The sections and their order are as without filters; when
                    nothing matches: No task matches "WORDS". (exit code 0; --json prints []). An open
                    task that waits (add --wait WHEN) is left out until WHEN, by every state but
                    waiting (those alone) and all, unless is:waiting asks for it.
                    """),
                .definitions([
                    ("+NAME", "has the tag"),
                    (
                        "-NAME",
                        "has not the tag: after list, a word of one - and a name is this filter, while a "
                            + "word that spells an option stays that option (-h is help; -2026, being no -NAME, "
                            + "is an unknown option)"
                    ),
                    (
                        "project:NAME",
                        "that project or one inside it: project:home takes in home.garden, not homework"
                    ),
                    ("priority:LEVEL", "high, medium or low (h, m, l)"),
                    (
                        "due:today",
                        "the local day (TZ), whole: the hours already past included; due:tomorrow too"
                    ),
                    (
                        "due:week",
                        "the current week, Monday to Sunday, as eow counts it, overdue tasks of this week included"
                    ),
                    ("due:none", "no deadline"),
                    ("is:blocked", "open and waiting on an open task (add --blocked-by ID); marked ⊘"),
                    ("is:ready", "open, neither blocked nor waiting: what can be done now"),
                    ("is:waiting", "open, with a wait still to come (add --wait WHEN); marked ◷"),
                    ("is:repeating", "it repeats (add --every RULE); marked ↻"),
                    (
                        "any other word",
                        "text that the title, the description, the location's name or its address contains, "
                            + "ignoring case (http://x, or a quoted phrase)"
                    ),
                ]),
                .heading("How they show"),
                .paragraph(
                    """
                    list writes the tags (+errand) and the project ([home]) after the title, in the
                    title's column, so a narrow terminal cuts them before the title. The priority is a
                    mark, !!! high, !! medium, ! low (as Apple's Reminders marks them), in a column between
                    the id and the title that is there only when a task shown has a priority. On a
                    terminal 40 columns wide the dates and the location give way first, then the labels
                    are cut, then the title; every task stays one line:
                    """),
                .example([
                    "Pending (5)",
                    "  1        Buy milk +errand",
                    "  4        Call the plumber +errand [ho…",
                    "  5        Pay tax +2026 +money",
                    "  2    !!! Fix the fence +weekend [home…",
                    "  3    !   Learn C++ [study]",
                ]),
                .paragraph(
                    """
                    add confirms the labels; show has a line for each of tags, project and priority when
                    the task has it. todo tags and todo projects count open tasks (pending or overdue). A
                    project counts the tasks inside it too, and the projects it is inside are listed as
                    well, so its count is what list project:NAME shows that is still open; projects come
                    in the order of a tree. A name is shown as the first task in the store spells it.
                    --json prints an object of counts in the same order: {"home":2,"home.garden":1}.
                    """),
            ]
        }
    }
}
