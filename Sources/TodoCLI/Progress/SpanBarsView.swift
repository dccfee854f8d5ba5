import TodoCore

/// The charts of seed 003's Progress screen, drawn as rows of bars: for each week of the month
/// or month of the year, the goals set (`░`) and achieved (`█`) as a pair of bars; and for the
/// year, the tasks completed each month. Spans after today have no bars.
struct SpanBarsView {
    let spans: [ProgressReport.GoalCount]
    let today: CivilDate
    let label: (ProgressReport.GoalCount) -> String
    let width: Int?
    let style: TextStyle

    /// Goals set and achieved, two rows per span.
    func renderGoals(into lines: inout [String]) {
        render(scale: \.goals, into: &lines) { row in
            [
                row.name + " " + row.number(row.span.goals) + " " + row.shaded(row.span.goals),
                row.blank + " " + row.number(row.span.goalsAchieved) + " "
                    + style.achieved(row.solid(row.span.goalsAchieved)),
            ]
        }
    }

    /// Tasks completed, one row per span.
    func renderCompleted(into lines: inout [String]) {
        render(scale: \.completed, into: &lines) { row in
            [
                row.name + " " + row.number(row.span.completed) + " "
                    + style.bar(row.solid(row.span.completed))
            ]
        }
    }

    /// What the rows of one span are made of: its label and the chart's columns and scale.
    private struct Row {
        let span: ProgressReport.GoalCount
        let name: String
        let blank: String
        let countWidth: Int
        let barWidth: Int
        let maximum: Int

        func number(_ value: Int) -> String {
            let text = String(value)
            return String(repeating: " ", count: countWidth - text.count) + text
        }

        func solid(_ value: Int) -> String { Bar.solid(value, maximum: maximum, width: barWidth) }
        func shaded(_ value: Int) -> String { Bar.shaded(value, maximum: maximum, width: barWidth) }
    }

    /// The rows of every span, on the scale of `scale`'s largest value; a span after today has
    /// only its label.
    private func render(
        scale: KeyPath<ProgressReport.GoalCount, Int>, into lines: inout [String], rows: (Row) -> [String]
    ) {
        let labelWidth = spans.map { TerminalText.width(label($0)) }.max() ?? 0
        let maximum = spans.map { $0[keyPath: scale] }.max() ?? 0
        let countWidth = String(maximum).count
        let layout = ChartLayout(width: width, fixed: labelWidth + countWidth + 2, titles: false)
        for span in spans {
            guard span.from <= today else {
                lines.append(style.dim(label(span)))
                continue
            }
            lines += rows(
                Row(
                    span: span, name: TerminalText.padded(label(span), toWidth: labelWidth),
                    blank: String(repeating: " ", count: labelWidth), countWidth: countWidth,
                    barWidth: layout.barWidth, maximum: maximum))
        }
    }
}
