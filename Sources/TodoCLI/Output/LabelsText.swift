import TodoCore

/// A whole task's tags and project as people read them, the way `list` shows them
/// (`ListLabels`): `+errand +shop [home.garden]`, escaped for the terminal.
enum LabelsText {
    /// The labels, or an empty string for a task with none.
    static func shown(tags: [String], project: String?) -> String {
        let words =
            tags.map { "+" + TerminalText.escaped($0) }
            + (project.map { ["[" + TerminalText.escaped($0) + "]"] } ?? [])
        return words.joined(by: " ")
    }

    /// A space and the labels, to follow a title; empty for a task with none.
    static func suffix(of task: TodoTask) -> String {
        let text = shown(tags: task.tags, project: task.project)
        return text.isEmpty ? "" : " " + text
    }
}
