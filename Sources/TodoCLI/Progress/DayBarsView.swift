import TodoCore

/// The daily chart of `stats --week` and `--month`: one row per day, the tasks completed that
/// day as a number and a bar, then the day's goal, ✓ achieved or ✗ not. Days to come have no row
/// content but their date.
struct DayBarsView {
    let report: ProgressReport
    let width: Int?
    let style: TextStyle

    func render(into lines: inout [String]) {
        let countWidth = String(report.days.map(\.completed).max() ?? 0).count
        let layout = ChartLayout(width: width, fixed: 12 + countWidth, titles: true)
        let maximum = report.days.map(\.completed).max() ?? 0
        for day in report.days {
            let label = DayText.dayOfWeek(day.date)
            guard !day.isFuture else {
                lines.append(style.dim(label))
                continue
            }
            let count = String(day.completed)
            let bar = Bar.solid(day.completed, maximum: maximum, width: layout.barWidth)
            var line =
                label + " " + String(repeating: " ", count: countWidth - count.count) + count + " "
                + style.bar(bar)
            if let goal = day.goal {
                let used = 6 + 1 + countWidth + 1 + layout.barWidth + 2 + 2
                line += String(repeating: " ", count: layout.barWidth - TerminalText.width(bar) + 2)
                line += (goal.isAchieved ? style.achieved("✓") : style.missed("✗")) + " "
                let title = TerminalText.escaped(goal.title)
                line += layout.room(after: used).map { TerminalText.truncated(title, toWidth: $0) } ?? title
            }
            lines.append(line)
        }
    }
}
