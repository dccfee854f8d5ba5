extension HelpTopic {
    /// `todo help hooks`: the programs `todo` runs before and after a change, their rules, and
    /// two examples to paste into a shell (the tests run them as printed).
    static var hooks: HelpTopic {
        HelpTopic(
            "hooks", summary: "your programs run before and after each change: on-add, on-modify, on-change"
        ) {
            _ in
            [
                .paragraph(
                    """
                    A hook is a program of yours that todo runs around a change: to refuse or amend a
                    task before it is added or changed, or to tell another tool after every change,
                    whatever made it (time tracking, a notification, a git commit of the store, a
                    sync). Hooks are the executable files on-add, on-modify and on-change in
                    $XDG_CONFIG_HOME/todo/hooks/ (else ~/.config/todo/hooks/); todo never looks for
                    one in the current folder or beside the store.
                    """),
                .definitions([
                    (
                        "on-add",
                        "Before a task is added (add, the ui's add form, a new task of goal set or goal add, "
                            + "examples; not the completed copy a repeating task leaves, which is part of its "
                            + "completion): it reads the new task's object, as --json prints it, as one line on "
                            + "stdin, and must print one task object on one line. It may change the title, "
                            + "description, deadline, location, tags, project, priority, reminder and fields of "
                            + "your own; not the id or uuid (the dates todo keeps it cannot change). A non-zero "
                            + "exit refuses the command: exit code 3, its first line of stderr in the message, "
                            + "and nothing changes."
                    ),
                    (
                        "on-modify",
                        "Before a task is changed (edit, complete, uncomplete, snooze, the ui, field remove --force): "
                            + "two lines on stdin, the task before and after the change. It prints the after, "
                            + "which it may change as on-add may, or exits non-zero to refuse, as on-add."
                    ),
                    (
                        "on-change",
                        "After every change is written and the store unlocked, whatever made it (add, edit, "
                            + "complete, uncomplete, delete, import, sync, undo, the ui, the goal commands): one "
                            + "line per task it touched, {\"command\": NAME, \"before\": TASK or null, \"after\": "
                            + "TASK or null}: before is null for a task added, after for one deleted; NAME is "
                            + "the command (add, complete, goal set, import, sync, undo) or ui. What it prints "
                            + "is ignored; its failure is a warning, never a failed command. A change of goals or "
                            + "field declarations alone, and todo remind marking reminders delivered, touch no "
                            + "task and run it not."
                    ),
                ]),
                .heading("Rules"),
                .definitions([
                    (
                        "Which run",
                        "A hook runs only if it is a regular file (a symbolic link is followed) owned by you "
                            + "or root, not writable by group or others, and executable by you, in a hooks "
                            + "folder that is owned and kept the same way. Otherwise todo warns and does not run "
                            + "it."
                    ),
                    (
                        "Time",
                        "Each hook may run 10 seconds (TODO_HOOK_TIMEOUT, in seconds); past that, it and "
                            + "every process it started are killed and, for on-add and on-modify, the command is "
                            + "refused (exit code 3) with nothing changed."
                    ),
                    (
                        "Restores",
                        "Tasks that import, sync or undo bring back pass no on-add or on-modify: they are "
                            + "what a file, the server or the change log already holds, and a hook refusing one "
                            + "would leave the two sides apart. on-change hears of them all."
                    ),
                    (
                        "Off",
                        "--no-hooks or TODO_HOOKS=off runs none for one command; a dry run (sync --dry-run) "
                            + "runs none."
                    ),
                    (
                        "What it gets",
                        "todo's environment, with TODO_STORE set to the store changed and TODO_HOOKS=off, so "
                            + "that a todo the hook runs runs no hook itself (an on-change that adds a task does "
                            + "not loop); and todo's current folder."
                    ),
                    (
                        "What it prints",
                        "on-add and on-modify print the whole task object on one line, the task's uuid in "
                            + "it: a member left out reads as import reads it (its default). Anything else "
                            + "(nothing, two lines, text that is no task object, another uuid or id, a value of "
                            + "a field not declared) refuses the command, exit code 3, with nothing changed."
                    ),
                    (
                        "Safety",
                        "No hook can cost data or hold the store. on-add and on-modify run before the store's "
                            + "lock is taken: todo works the change out on a reading of the store, runs the "
                            + "hooks, then makes the change under the lock with what they printed; if the tasks "
                            + "changed meanwhile (another todo wrote, perhaps the hook itself), the hooks are "
                            + "asked again, three times at most (then exit code 5, nothing changed). on-change "
                            + "runs once the store is unlocked, so a todo it runs waits for nothing."
                    ),
                    (
                        "Cost",
                        "Without a hooks folder, one stat a change. An on-change hook costs one process a "
                            + "change; on-add and on-modify a reading of the store and one process a task."
                    ),
                ]),
                .heading("Two examples"),
                .paragraph(
                    """
                    Each writes its hook and makes it executable: paste it into a shell. The first logs
                    every task completed, however it was (a command, the ui, a sync), with the time,
                    the id and the title; a time tracker's command can take the place of the printf
                    line:
                    """),
                .example(onChangeExample),
                .paragraph(
                    """
                    The second refuses a task without a project; a context that gives a project
                    (todo context define work project:acme) lets its tasks through:
                    """),
                .example(onAddExample),
                .example([
                    "$ todo add Buy milk",
                    "todo: hook on-add refused the change (exit 1): a task needs a",
                    "project: give it one with --project NAME; nothing was changed",
                ]),
            ]
        }
    }

    /// The first example of `todo help hooks`: an `on-change` that logs completions.
    static let onChangeExample = [
        "hooks=${XDG_CONFIG_HOME:-$HOME/.config}/todo/hooks",
        "mkdir -p -m 700 \"$hooks\"",
        "cat > \"$hooks/on-change\" <<'EOF'",
        "#!/bin/sh",
        "# Logs each task completed: when, its id and its title.",
        "log=${XDG_DATA_HOME:-$HOME/.local/share}/todo/completed.log",
        "mkdir -p \"${log%/*}\"",
        "while IFS= read -r change; do",
        "  case $change in",
        "    *'\"before\":{'*'\"completedAt\":null'*'\"after\":{'*'\"completedAt\":\"'*)",
        "      ;;",
        "    *) continue ;;",
        "  esac",
        "  after=${change#*'\"after\":{'}",
        "  id=${after#'\"id\":'}",
        "  id=${id%%,*}",
        "  when=${after#*'\"completedAt\":\"'}",
        "  when=${when%%'\"'*}",
        "  title=${after#*'\"title\":\"'}",
        "  title=${title%%'\",\"description\":'*}",
        "  printf '%s\\t%s\\t%s\\n' \"$when\" \"$id\" \"$title\" >> \"$log\"",
        "done",
        "EOF",
        "chmod 700 \"$hooks/on-change\"",
    ]

    /// The second example of `todo help hooks`: an `on-add` that refuses a task without a project.
    static let onAddExample = [
        "hooks=${XDG_CONFIG_HOME:-$HOME/.config}/todo/hooks",
        "mkdir -p -m 700 \"$hooks\"",
        "cat > \"$hooks/on-add\" <<'EOF'",
        "#!/bin/sh",
        "# Refuses a task without a project; passes any other on as it is.",
        "IFS= read -r task",
        "case $task in",
        "  *'\"project\":null'*)",
        "    echo 'a task needs a project: give it one with --project NAME' >&2",
        "    exit 1 ;;",
        "esac",
        "printf '%s\\n' \"$task\"",
        "EOF",
        "chmod 700 \"$hooks/on-add\"",
    ]
}
