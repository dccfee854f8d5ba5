import TodoCore

/// `stats --week`, `--month` and `--year` for people: the charts as rows of Unicode bars, which
/// read at 80 columns and at 40 (lines are cut at the terminal's width, as `list` cuts them), and
/// without colour (✓ and ✗ mark the goals, numbers stand beside the bars).
struct ProgressView {
    let report: ProgressReport
    let width: Int?
    let colors: ChartColors

    func render(into output: OutputBuffer) {
        var lines: [String] = []
        switch report.period {
        case .week, .month:
            let span =
                report.period == .week
                ? "Week of " + DayText.short(report.from, today: report.today) + " \(report.from.year)"
                : DayText.monthNames[report.from.month - 1] + " \(report.from.year)"
            lines.append(span + ": tasks completed each day")
            DayBarsView(report: report, width: width, colors: colors).render(into: &lines)
            lines.append(
                Self.plural(report.completed, "task")
                    + " completed; goals achieved: \(report.goalsAchieved) of \(report.goals)")
            if report.goals > 0 {
                lines.append(
                    colors.achieved("✓") + " goal achieved  " + colors.missed("✗") + " goal not achieved")
            }
            if report.period == .month {
                lines.append("")
                lines.append("Goals each week: ░ set, █ achieved")
                spans(report.weeks) { "\($0.from.day)–\($0.to.day) " + DayText.months[$0.from.month - 1] }
                    .renderGoals(into: &lines)
            }
        case .year:
            lines.append("\(report.from.year): goals each month: ░ set, █ achieved")
            let byMonth = spans(report.months) { DayText.months[$0.from.month - 1] }
            byMonth.renderGoals(into: &lines)
            lines.append("")
            lines.append("\(report.from.year): tasks completed each month")
            byMonth.renderCompleted(into: &lines)
            lines.append(
                "Goals achieved: \(report.goalsAchieved) of \(report.goals); "
                    + Self.plural(report.completed, "task") + " completed")
        }
        for line in lines {
            let plain = line.trailingSpacesRemoved
            // Rows with colours are laid out to fit already; cutting them would count the escapes.
            let fits = plain.contains("\u{1B}") || width == nil
            output.writeLine(fits ? plain : TerminalText.truncated(plain, toWidth: width ?? 0))
        }
    }

    private func spans(
        _ spans: [ProgressReport.GoalCount], label: @escaping (ProgressReport.GoalCount) -> String
    )
        -> SpanBarsView
    {
        SpanBarsView(spans: spans, today: report.today, label: label, width: width, colors: colors)
    }

    static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)" + (count == 1 ? "" : "s")
    }
}

extension String {
    var trailingSpacesRemoved: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
