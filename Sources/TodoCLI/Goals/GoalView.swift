import TodoCore

/// Today's goal for people: its title, each task with ✓ when completed, `N of M done`, when it
/// was set (and carried, and achieved). Lines are cut at the terminal's width, as `list` cuts.
struct GoalView {
    let goal: DayGoal
    let context: CommandContext

    func render(into output: OutputBuffer) {
        let heading = goal.date == context.today ? "Today's goal: " : "Goal of \(day(goal.date)): "
        output.writeLine(fitted(heading + TerminalText.escaped(goal.title)))
        let idWidth = goal.tasks.map { String($0.id).count }.max() ?? 1
        let (dimStart, dimEnd) = context.style.codes(for: .completed)
        for task in goal.tasks {
            let id = String(task.id)
            let row =
                "  " + String(repeating: " ", count: idWidth - id.count) + id
                + (task.isCompleted ? " ✓  " : "    ") + TerminalText.escaped(task.title)
            output.writeLine(task.isCompleted ? dimStart + fitted(row) + dimEnd : fitted(row))
        }
        if goal.tasks.isEmpty {
            output.writeLine(
                fitted("No tasks yet: add up to \(DayGoal.taskLimit) with \"todo goal add ID|TITLE\"."))
        }
        let (start, end) = goal.isAchieved ? context.style.achievedCodes : ("", "")
        output.writeLine(start + fitted(status) + end)
    }

    /// `1 of 3 done · set at 09:30 · carried from Fri 20 Nov`.
    private var status: String {
        var parts: [String] = []
        if !goal.tasks.isEmpty { parts.append("\(goal.doneCount) of \(goal.tasks.count) done") }
        if let achievedAt = goal.achievedAt { parts.append("achieved ✓ at " + time(achievedAt)) }
        parts.append("set at " + time(goal.setAt))
        if let carriedFrom = goal.carriedFrom { parts.append("carried from " + day(carriedFrom)) }
        return parts.joined(by: " · ")
    }

    /// `09:30` on the goal's own day, else the date and time.
    private func time(_ instant: Instant) -> String {
        guard context.zone.localDateTime(at: instant).date == goal.date else {
            return DateDisplay.absolute(instant, now: context.now, zone: context.zone)
        }
        return DateDisplay.clock(instant, zone: context.zone)
    }

    private func day(_ date: CivilDate) -> String {
        DayText.name(date, today: context.today)
    }

    private func fitted(_ line: String) -> String {
        guard let width = context.width else { return line }
        return TerminalText.truncated(line, toWidth: width)
    }
}
