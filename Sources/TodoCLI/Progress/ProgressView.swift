import TodoCore

/// `stats --week`, `--month` and `--year` for people: the charts as rows of Unicode bars, which
/// read at 80 columns and at 40 (lines are cut at the terminal's width, as `list` cuts them), and
/// without colour (✓ and ✗ mark the goals, numbers stand beside the bars).
struct ProgressView {
    let report: ProgressReport
    let width: Int?
    let style: TextStyle

    func render(into output: OutputBuffer) {
        var lines: [String] = []
        switch report.period {
        case .week, .month:
            lines.append("Tasks completed, " + Self.title(of: report))
            DayBarsView(report: report, width: width, style: style).render(into: &lines)
            lines.append(
                "\(report.completed) completed · goals achieved \(report.goalsAchieved) of \(report.goals)")
            if report.goals > 0 {
                lines.append(
                    style.achieved("✓") + " goal achieved  " + style.missed("✗") + " goal not achieved")
            }
            if report.period == .month {
                lines.append("")
                lines.append("Goals each week: ░ set, █ achieved")
                spans(report.weeks, label: Self.weekLabel).renderGoals(into: &lines)
            }
        case .year:
            lines.append("Goals, \(report.from.year): ░ set, █ achieved")
            let byMonth = spans(report.months) { DateDisplay.monthName($0.from.month) }
            byMonth.renderGoals(into: &lines)
            lines.append("")
            lines.append("Tasks completed, \(report.from.year)")
            byMonth.renderCompleted(into: &lines)
            lines.append(
                "Goals achieved \(report.goalsAchieved) of \(report.goals) · \(report.completed) completed")
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
        SpanBarsView(spans: spans, today: report.today, label: label, width: width, style: style)
    }

    /// `week of Mon 16 Nov 2026`, `November 2026`, `2026`.
    static func title(of report: ProgressReport) -> String {
        switch report.period {
        case .week:
            return "week of " + DateDisplay.day(report.from, today: report.today) + " \(report.from.year)"
        case .month: return DayText.monthNames[report.from.month - 1] + " \(report.from.year)"
        case .year: return "\(report.from.year)"
        }
    }

    /// `2–8 Nov`, or `1 Nov` for a week of one day.
    static func weekLabel(_ span: ProgressReport.GoalCount) -> String {
        (span.from == span.to ? "" : "\(span.from.day)–") + "\(span.to.day) "
            + DateDisplay.monthName(span.from.month)
    }
}

extension String {
    var trailingSpacesRemoved: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
