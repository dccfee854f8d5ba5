import TodoCore

/// `stats --svg FILE`: the same charts as a picture a browser shows. Week and month: a bar per
/// day of the tasks completed, each day's goal marked ✓ (green) or ✗ (red) under its date, the
/// goal's title in the mark's tooltip (and listed under a week's chart). Month: the goals set
/// and achieved each week as paired bars. Year: the goals set and achieved each month as paired
/// bars, and the tasks completed each month.
struct ProgressSVG {
    let report: ProgressReport

    static let width = 760
    private static let left = 40.0
    private static let plotWidth = Double(width) - 70
    private static let plotHeight = 180.0
    static let colors = (
        bar: "#3b82f6", set: "#c7d2fe", achieved: "#16a34a", missed: "#dc2626", faint: "#9ca3af"
    )

    func render() -> String {
        var canvas = SVGCanvas(width: Self.width)
        var y = 34.0
        canvas.text(title, x: Self.left, y: y, size: 20, bold: true)
        y += 16
        switch report.period {
        case .week, .month:
            y = drawDays(on: &canvas, top: y + 20)
            if report.period == .week { y = listGoals(on: &canvas, top: y) }
            if report.period == .month {
                y = drawPairs(
                    report.weeks, label: ProgressView.weekLabel, title: "Goals each week", on: &canvas,
                    top: y + 24)
            }
            canvas.text(
                "\(report.completed) tasks completed · goals achieved \(report.goalsAchieved) of \(report.goals)",
                x: Self.left, y: y + 24, size: 13)
        case .year:
            let month = { (span: ProgressReport.GoalCount) in DateDisplay.monthName(span.from.month) }
            y = drawPairs(report.months, label: month, title: "Goals each month", on: &canvas, top: y + 20)
            y = drawCompleted(report.months, label: month, on: &canvas, top: y + 24)
            canvas.text(
                "Goals achieved \(report.goalsAchieved) of \(report.goals) · \(report.completed) tasks completed",
                x: Self.left, y: y + 24, size: 13)
        }
        return canvas.document(height: Int(y + 44), title: title)
    }

    private var title: String {
        let title = ProgressView.title(of: report)
        return title.prefix(1).uppercased() + title.dropFirst()
    }

    /// Tasks completed each day, and the goal marks under the dates. Returns the bottom.
    private func drawDays(on canvas: inout SVGCanvas, top: Double) -> Double {
        canvas.text("Tasks completed each day", x: Self.left, y: top, size: 14, bold: true)
        let base = top + 24 + Self.plotHeight
        let slot = Self.plotWidth / Double(max(report.days.count, 1))
        let maximum = Double(max(report.days.map(\.completed).max() ?? 0, 1))
        canvas.line(x1: Self.left, y1: base, x2: Self.left + Self.plotWidth, y2: base)
        for (index, day) in report.days.enumerated() {
            let middle = Self.left + slot * (Double(index) + 0.5)
            let faint = day.isFuture ? Self.colors.faint : "#222"
            if !day.isFuture {
                let height = Self.plotHeight * Double(day.completed) / maximum
                canvas.rect(
                    x: middle - slot * 0.35, y: base - height, width: slot * 0.7, height: height,
                    fill: Self.colors.bar, tooltip: "\(day.date.iso8601): \(day.completed) completed")
                canvas.text(String(day.completed), x: middle, y: base - height - 4, size: 11, anchor: .middle)
            }
            let weekday = DateDisplay.weekdayName(day.date.weekday)
            if report.period == .week {
                canvas.text(weekday, x: middle, y: base + 16, size: 12, anchor: .middle, fill: faint)
            }
            canvas.text(
                String(day.date.day), x: middle, y: base + (report.period == .week ? 30 : 16), size: 11,
                anchor: .middle, fill: day.date.weekday >= 6 && !day.isFuture ? "#6b7280" : faint)
            if let goal = day.goal {
                let markY = base + (report.period == .week ? 50 : 36)
                let color = goal.isAchieved ? Self.colors.achieved : Self.colors.missed
                let tooltip = (goal.isAchieved ? "✓ " : "✗ ") + goal.title
                canvas.rect(
                    x: middle - 8, y: markY - 12, width: 16, height: 16, fill: color, tooltip: tooltip)
                canvas.text(
                    goal.isAchieved ? "✓" : "✗", x: middle, y: markY + 1, size: 12, anchor: .middle,
                    fill: "#fff")
            }
        }
        return base + (report.period == .week ? 60 : 46)
    }

    /// Under a week's chart, each goal with its day. Returns the bottom.
    private func listGoals(on canvas: inout SVGCanvas, top: Double) -> Double {
        var y = top
        for day in report.days {
            guard let goal = day.goal else { continue }
            y += 20
            canvas.text(
                DayText.dayOfWeek(day.date), x: Self.left, y: y, size: 12, fill: "#374151")
            canvas.text(
                goal.isAchieved ? "✓" : "✗", x: Self.left + 56, y: y, size: 12,
                fill: goal.isAchieved ? Self.colors.achieved : Self.colors.missed, bold: true)
            canvas.text(TerminalText.truncated(goal.title, toWidth: 100), x: Self.left + 74, y: y, size: 12)
        }
        return y
    }

    /// One kind of bar of a span chart: what it counts, its colour and its name in tooltips.
    private typealias Series = (value: (ProgressReport.GoalCount) -> Int, fill: String, name: String)

    /// Goals set and achieved per span, as pairs of bars. Returns the bottom.
    private func drawPairs(
        _ spans: [ProgressReport.GoalCount], label: (ProgressReport.GoalCount) -> String, title: String,
        on canvas: inout SVGCanvas, top: Double
    ) -> Double {
        legend(on: &canvas, x: Self.left + 200, y: top)
        return drawSpans(
            spans, label: label, title: title,
            series: [(\.goals, Self.colors.set, "set"), (\.goalsAchieved, Self.colors.achieved, "achieved")],
            on: &canvas, top: top)
    }

    /// Tasks completed per span. Returns the bottom.
    private func drawCompleted(
        _ spans: [ProgressReport.GoalCount], label: (ProgressReport.GoalCount) -> String,
        on canvas: inout SVGCanvas, top: Double
    ) -> Double {
        drawSpans(
            spans, label: label, title: "Tasks completed each month",
            series: [(\.completed, Self.colors.bar, "completed")], on: &canvas, top: top)
    }

    /// A bar chart with a group of bars per span, one per series, on one scale. Returns the bottom.
    private func drawSpans(
        _ spans: [ProgressReport.GoalCount], label: (ProgressReport.GoalCount) -> String, title: String,
        series: [Series], on canvas: inout SVGCanvas, top: Double
    ) -> Double {
        canvas.text(title, x: Self.left, y: top, size: 14, bold: true)
        let base = top + 24 + Self.plotHeight
        let slot = Self.plotWidth / Double(max(spans.count, 1))
        let maximum = Double(max(spans.flatMap { span in series.map { $0.value(span) } }.max() ?? 0, 1))
        let barWidth = series.count == 1 ? slot * 0.6 : min(slot * 0.32, 40)
        canvas.line(x1: Self.left, y1: base, x2: Self.left + Self.plotWidth, y2: base)
        for (index, span) in spans.enumerated() {
            let middle = Self.left + slot * (Double(index) + 0.5)
            let isFuture = span.from > report.today
            canvas.text(
                label(span), x: middle, y: base + 16, size: 11, anchor: .middle,
                fill: isFuture ? Self.colors.faint : "#222")
            guard !isFuture else { continue }
            for (number, bar) in series.enumerated() {
                let value = bar.value(span)
                let height = Self.plotHeight * Double(value) / maximum
                let x = middle + (Double(number) - Double(series.count) / 2) * barWidth
                canvas.rect(
                    x: x, y: base - height, width: barWidth, height: height, fill: bar.fill,
                    tooltip: "\(label(span)): \(value) \(bar.name)")
                canvas.text(
                    String(value), x: x + barWidth / 2, y: base - height - 4, size: 11, anchor: .middle)
            }
        }
        return base + 24
    }

    private func legend(on canvas: inout SVGCanvas, x: Double, y: Double) {
        canvas.rect(x: x, y: y - 11, width: 12, height: 12, fill: Self.colors.set)
        canvas.text("set", x: x + 16, y: y, size: 12)
        canvas.rect(x: x + 50, y: y - 11, width: 12, height: 12, fill: Self.colors.achieved)
        canvas.text("achieved", x: x + 66, y: y, size: 12)
    }
}
