import TodoCore

extension ShowView {
    /// `5 Plan the move`: the parent of a subtask, by id and title (the id alone when the
    /// parent was not read: an archived one).
    var parentField: (String, String)? {
        guard let id = task.parent else { return nil }
        return (
            TaskField.parent.label, String(id) + (parent.map { " " + TerminalText.escaped($0.title) } ?? "")
        )
    }

    /// After the fields: the subtasks, `1 of 3 done` and a line each (`  3 ✓  Pack the
    /// kitchen`), then the notes, oldest first, each with its time; a note of several lines
    /// keeps them, under its first.
    var subtaskAndNoteBlocks: [(label: String, value: String, lines: [String])] {
        var blocks: [(label: String, value: String, lines: [String])] = []
        if !subtasks.isEmpty {
            let done = subtasks.filter(\.isCompleted).count
            let idWidth = subtasks.map(\.id.decimalDigits).max() ?? 1
            let lines = subtasks.map { subtask in
                String(repeating: " ", count: idWidth - subtask.id.decimalDigits) + String(subtask.id)
                    + (subtask.isCompleted ? " ✓  " : "    ") + TerminalText.escaped(subtask.title)
            }
            blocks.append(("Subtasks", "\(done) of \(subtasks.count) done", lines))
        }
        if !task.notes.isEmpty {
            let dates = DateDisplay(now: now, zone: zone)
            var lines: [String] = []
            for note in task.notes {
                let stamp = dates.absoluteText(note.at).string + "  "
                let indent = String(repeating: " ", count: TerminalText.width(stamp))
                for (index, line) in note.text.split(separator: "\n", omittingEmptySubsequences: false)
                    .enumerated()
                {
                    lines.append((index == 0 ? stamp : indent) + TerminalText.escaped(String(line)))
                }
            }
            let count = task.notes.count
            blocks.append(
                (TaskField.notes.label, "\(count) note\(count == 1 ? "" : "s"), oldest first", lines))
        }
        return blocks
    }
}
