import TodoCore

/// The Next tab: what `todo next` prints, as many tasks as the screen holds, with a cursor;
/// `s` snoozes as `todo snooze`, Space completes.
extension UISession {
    /// The keys of the Next tab; false for a key it leaves to the list's keys.
    func nextKey(_ key: Key) -> Bool {
        switch key {
        case .up, .text("k"): nextCursor = max(0, nextCursor - 1)
        case .down, .text("j"): nextCursor = min(max(0, nextRows.count - 1), nextCursor + 1)
        case .text("s"):
            if let id = nextTask { perform(["snooze", String(id)]) }
        case .text(" "), .enter:
            if let id = nextTask { perform(["complete", String(id)]) }
        default: return false
        }
        return true
    }

    /// The id of the task at the cursor.
    var nextTask: Int? {
        nextRows.indices.contains(nextCursor) ? nextRows[nextCursor].id : nil
    }

    /// Ranks the tasks again, keeping the cursor on its task when it is still offered.
    func refreshNext() {
        let id = nextTask
        do {
            let goal = try store.readRecentGoals().goal(on: runner.current.today)
            let readiness = TaskReadiness(summaries: summaries, now: now)
            let ranked = NextTasks.rank(
                summaries.tasks, limit: max(1, bodyHeight), now: now, isReady: { readiness.isReady($0) },
                facts: { readiness.urgencyFacts(of: $0, goal: goal) })
            nextRows = NextView(
                ranked: ranked, summaries: summaries, readiness: readiness, now: now, zone: zone,
                width: size.columns - 1,
                style: TextStyle(colors: false)
            ).rows()
            nextError = nil
        } catch {
            nextRows = []
            nextError = runner.message(for: error)
        }
        nextCursor =
            nextRows.firstIndex { $0.id == id && id != nil } ?? min(nextCursor, max(0, nextRows.count - 1))
    }

    /// The rows on screen, the cursor's in reverse video, overdue ones red.
    func nextScreenRows(width: Int) -> [ScreenLine] {
        guard !nextRows.isEmpty else {
            var row = ScreenLine(width: width)
            row.append(" " + (nextError ?? NextView.emptyMessage))
            return [row]
        }
        return nextRows.indices.prefix(bodyHeight).map { index in
            let isCursor = index == nextCursor
            var style = CellStyle(reverse: isCursor)
            if colors, nextRows[index].state == .overdue { style.color = 31 }
            var row = ScreenLine(width: width)
            row.append((isCursor ? ">" : " ") + nextRows[index].text, style)
            if isCursor { row.pad(style) }
            return row
        }
    }
}
