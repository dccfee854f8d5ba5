import TodoCore

extension ShowView {
    /// `, blocked` or `, waiting` after the state of an open task that is.
    var planningState: String {
        guard let readiness else { return "" }
        var words: [String] = []
        if readiness.isBlocked(task.id) { words.append("blocked") }
        if readiness.isWaiting(task) { words.append("waiting") }
        return words.map { ", " + $0 }.joined()
    }

    /// `Wait` with its time, `Blocked by` with each task it waits on (`2 Book the van (open)`;
    /// `deleted` for one the store no longer has), and `Blocks` with the number of open tasks
    /// that wait on it; each only when there is something to say.
    var planningRows: [(String, String)] {
        var rows: [(String, String)] = []
        if let wait = task.wait {
            rows.append((TaskField.wait.label, DateDisplay.dated(wait, now: now, zone: zone)))
        }
        if !task.blockedBy.isEmpty {
            let named = task.blockedBy.map { id in
                guard let blocker = blockers.first(where: { $0.id == id }) else { return "\(id) (deleted)" }
                return "\(id) " + TerminalText.escaped(blocker.title)
                    + (blocker.isCompleted ? " (done)" : " (open)")
            }
            rows.append((TaskField.blockedBy.label, named.joined(separator: "; ")))
        }
        if let count = readiness?.openTasksBlocked(by: task.id), count > 0 {
            rows.append(("Blocks", count == 1 ? "1 open task" : "\(count) open tasks"))
        }
        return rows
    }
}
