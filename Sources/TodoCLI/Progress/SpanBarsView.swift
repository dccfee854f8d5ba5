import TodoCore

/// The charts of seed 003's Progress screen, drawn as rows of bars: for each week of the month
/// or month of the year, the goals set (`░`) and achieved (`█`) as a pair of bars; and for the
/// year, the tasks completed each month. Spans after today have no bars.
struct SpanBarsView {
    let spans: [ProgressReport.GoalCount]
    let today: CivilDate
    let label: (ProgressReport.GoalCount) -> String
    let width: Int?
    let colors: ChartColors

    /// Goals set and achieved, two rows per span.
    func renderGoals(into lines: inout [String]) {
        let labelWidth = spans.map { TerminalText.width(label($0)) }.max() ?? 0
        let countWidth = String(spans.map(\.goals).max() ?? 0).count
        let layout = ChartLayout(width: width, fixed: labelWidth + countWidth + 2, titles: false)
        let maximum = spans.map(\.goals).max() ?? 0
        for span in spans {
            let name = TerminalText.padded(label(span), toWidth: labelWidth)
            guard span.from <= today else {
                lines.append(colors.dim(label(span)))
                continue
            }
            let set = Bar.shaded(span.goals, maximum: maximum, width: layout.barWidth)
            let achieved = Bar.solid(span.goalsAchieved, maximum: maximum, width: layout.barWidth)
            lines.append(name + " " + Self.number(span.goals, countWidth) + " " + set)
            lines.append(
                String(repeating: " ", count: labelWidth) + " " + Self.number(span.goalsAchieved, countWidth)
                    + " "
                    + colors.achieved(achieved))
        }
    }

    /// Tasks completed, one row per span.
    func renderCompleted(into lines: inout [String]) {
        let labelWidth = spans.map { TerminalText.width(label($0)) }.max() ?? 0
        let countWidth = String(spans.map(\.completed).max() ?? 0).count
        let layout = ChartLayout(width: width, fixed: labelWidth + countWidth + 2, titles: false)
        let maximum = spans.map(\.completed).max() ?? 0
        for span in spans {
            let name = TerminalText.padded(label(span), toWidth: labelWidth)
            guard span.from <= today else {
                lines.append(colors.dim(label(span)))
                continue
            }
            let bar = Bar.solid(span.completed, maximum: maximum, width: layout.barWidth)
            lines.append(name + " " + Self.number(span.completed, countWidth) + " " + colors.bar(bar))
        }
    }

    private static func number(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return String(repeating: " ", count: width - text.count) + text
    }
}
