import TodoCore

/// Subtasks and notes in the ui: folding a task's subtasks away (`z`), a task in full (`i`:
/// what `todo show` prints, its subtasks and notes included) and adding a note (`n`), through
/// `todo note`.
extension UISession {
    /// Folds the subtasks of the task at the cursor away, or shows them again.
    func toggleFold() {
        guard let state = tab.state, let task = task(at: tab) else { return }
        let index = cursors[tab]?.index ?? 0
        if folded.remove(task.id) != nil {
            say("Showing the subtasks of task \(task.id)")
        } else if board.hasSubtasks(at: index, in: state) {
            folded.insert(task.id)
            say("Folded the subtasks of task \(task.id); z shows them")
        } else {
            say("Task \(task.id) has no subtasks here")
            return
        }
        remakeBoard()
    }

    /// Shows the task at the cursor in full.
    func openDetail() {
        guard let task = task(at: tab) else { return }
        mode = .detail(id: task.id, top: 0)
    }

    /// Asks in the status bar for a note to the task at the cursor (or the one shown in full).
    func askForNote(fromDetail: Bool) {
        let id: Int?
        if case .detail(let shown, _) = mode { id = shown } else { id = task(at: tab)?.id }
        guard let id else { return }
        mode = .prompt(.note(id: id, fromDetail: fromDetail), TextField(""))
    }

    /// Adds the note typed, unless nothing was.
    func addNote(_ text: String, to id: Int) {
        guard !text.trimmed.isEmpty else { return say("Nothing added") }
        perform(["note", String(id), "--", text])
    }

    /// The keys of a task shown in full: scroll, add a note, anything else goes back.
    func detailKey(_ key: Key, id: Int, top: Int) {
        message = nil
        let most = max(0, detailLines(id).count - bodyHeight)
        switch key {
        case .up, .text("k"): mode = .detail(id: id, top: max(0, top - 1))
        case .down, .text("j"): mode = .detail(id: id, top: min(most, top + 1))
        case .pageUp: mode = .detail(id: id, top: max(0, top - bodyHeight))
        case .pageDown, .text(" "): mode = .detail(id: id, top: min(most, top + bodyHeight))
        case .text("n"): askForNote(fromDetail: true)
        default: mode = .list
        }
    }

    /// What `todo show ID` prints, or its error.
    func detailLines(_ id: Int) -> [String] {
        do {
            return try runner.run(["show", String(id)], width: size.columns)
        } catch {
            return [runner.message(for: error)]
        }
    }
}
