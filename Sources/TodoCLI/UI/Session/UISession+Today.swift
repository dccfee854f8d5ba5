import TodoCore

/// The Today tab: today's goal and its tasks (seed 003), changed through `todo goal`.
extension UISession {
    /// The keys of the Today tab; false for a key it leaves to the list's keys.
    func todayKey(_ key: Key) -> Bool {
        let tasks = goal?.tasks ?? []
        switch key {
        case .up, .text("k"): goalCursor = max(0, goalCursor - 1)
        case .down, .text("j"): goalCursor = max(0, min(tasks.count - 1, goalCursor + 1))
        case .text(" "), .enter:
            guard tasks.indices.contains(goalCursor) else { return true }
            let task = tasks[goalCursor]
            perform([task.isCompleted ? "uncomplete" : "complete", String(task.id)])
        case .text("x"), .delete:
            guard tasks.indices.contains(goalCursor) else { return true }
            perform(["goal", "remove", String(tasks[goalCursor].id)])
        case .text("s"): mode = .prompt(.goal, TextField(goal?.title ?? ""))
        case .text("y"):
            guard let goal else { return true }
            perform(["goal", goal.isAchieved ? "undone" : "done"])
        case .text("C"): perform(["goal", "carry"])
        default: return false
        }
        return true
    }

    /// Sets today's goal to `title`; a goal there is already is replaced by one of the new
    /// title with the same tasks.
    func setGoal(_ title: String) {
        let keep = goal.map { ["--replace"] + $0.tasks.flatMap { ["-t", String($0.id)] } } ?? []
        perform(["goal", "set"] + keep + ["--", title])
    }

    /// Links the marked tasks, or the one at the cursor, to today's goal.
    func linkToGoal() {
        let ids = chosenIds
        guard !ids.isEmpty else { return }
        perform(["goal", "add"] + ids.map(String.init))
        marked = []
    }
}
