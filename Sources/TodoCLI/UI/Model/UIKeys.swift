/// The ui's keys, declared once: the help screen (`?`), `todo help ui` and the manual page
/// show this table.
enum UIKeys {
    /// Groups of keys with what they do.
    static let groups: [(title: String, keys: [(keys: String, action: String)])] = [
        (
            "Tabs",
            [
                ("1 2 3 4 5 6 7", "Pending, Overdue, Completed, Today, Stats, Agenda, Next"),
                ("Tab Shift-Tab ← →", "the next or the previous tab"),
            ]
        ),
        (
            "List",
            [
                ("↑ ↓ j k", "move"), ("Home End g G", "the first or the last task"),
                ("PgUp PgDn", "a page up or down"),
                ("Space Enter", "complete, or reopen a completed task"),
                ("v", "mark or unmark, and move down"),
                ("c", "complete the marked tasks, or the cursor's"),
                ("s", "snooze the marked tasks, or the cursor's (as todo snooze)"),
                ("d Delete", "delete the marked tasks, or the cursor's, after y"),
                ("a", "add a task"), ("e", "edit the task at the cursor"),
                ("t", "link to today's goal the marked tasks, or the cursor's"),
                ("u", "undo the latest change (as todo undo)"),
                ("z", "fold the task's subtasks away, or show them again"),
                ("i", "the task in full, its subtasks and notes (n there adds a note)"),
                ("n", "add a note to the task (as todo note)"),
                ("/", "filter as list does (Enter keeps it, Esc clears it)"),
                ("Ctrl-L", "draw the screen again"),
                ("?", "these keys"), ("Esc", "clear the marks or the filter, else quit"),
                ("q Ctrl-C", "quit"), ("Ctrl-Z", "suspend (fg comes back)"),
            ]
        ),
        (
            "Today",
            [
                ("↑ ↓ j k", "move among the goal's tasks"),
                ("Space Enter", "complete the task, or reopen it"),
                ("x Delete", "unlink the task from the goal"),
                ("s", "set today's goal, or rename it (its tasks stay)"),
                ("y", "mark the goal achieved, or not"), ("C", "carry the latest unachieved goal to today"),
            ]
        ),
        (
            "Agenda",
            [
                ("↑ ↓ j k", "move among the tasks due, as todo agenda lists them"),
                ("s", "snooze the task (as todo snooze)"),
                ("Space Enter", "complete the task"),
            ]
        ),
        (
            "Next",
            [
                ("↑ ↓ j k", "move among the tasks todo next offers, most urgent first"),
                ("s", "snooze the task (as todo snooze)"),
                ("Space Enter", "complete the task"),
            ]
        ),
        (
            "Forms",
            [
                ("Tab ↓, Shift-Tab ↑", "the next or the previous field"),
                ("← → Home End", "move in the field"),
                ("Backspace Delete", "delete a character"),
                ("Ctrl-U Ctrl-K", "delete to the start, to the end"), ("Ctrl-W", "delete a word"),
                ("Ctrl-T", "adding: keep the title as typed, or read it again"),
                ("Enter", "save"), ("Esc", "cancel"),
            ]
        ),
    ]

    /// The table as lines of text, keys in a column as wide as the widest.
    static var lines: [String] {
        let keyWidth = groups.flatMap(\.keys).map { TerminalText.width($0.keys) }.max() ?? 0
        var lines: [String] = []
        for (index, group) in groups.enumerated() {
            if index > 0 { lines.append("") }
            lines.append(group.title)
            for (keys, action) in group.keys {
                lines.append("  " + TerminalText.padded(keys, toWidth: keyWidth) + "  " + action)
            }
        }
        return lines
    }
}
