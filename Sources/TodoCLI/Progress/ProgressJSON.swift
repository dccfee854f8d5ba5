import TodoCore

/// `stats --week|--month|--year --json`: the shapes `todo help json` lists.
///
///     {"from":"2026-11-16","to":"2026-11-22","days":[{"date":"2026-11-16","completed":4,
///     "goal":"Ship it","goalAchieved":true},…],"completed":23,"goals":4,"goalsAchieved":3}
///
/// `--month` adds `"weeks":[{"from","to","goals","goalsAchieved","completed"}]`; `--year` has
/// `"months":[{"month":"2026-03","goals","goalsAchieved","completed"}]` in place of `days`.
enum ProgressJSON {
    static func write(_ report: ProgressReport, to output: OutputBuffer) {
        var writer = JSONWriter()
        writer.raw("{")
        writer.key("from")
        writer.string(report.from.iso8601)
        writer.raw(",")
        writer.key("to")
        writer.string(report.to.iso8601)
        writer.raw(",")
        if report.period == .year {
            writer.key("months")
            writeArray(report.months, into: &writer) { month, writer in
                writer.key("month")
                writer.string(String(month.from.iso8601.prefix(7)))
                writer.raw(",")
                writeCounts(month, into: &writer)
            }
        } else {
            writer.key("days")
            writeArray(report.days, into: &writer, write: writeDay)
        }
        if report.period == .month {
            writer.key("weeks")
            writeArray(report.weeks, into: &writer) { week, writer in
                writer.key("from")
                writer.string(week.from.iso8601)
                writer.raw(",")
                writer.key("to")
                writer.string(week.to.iso8601)
                writer.raw(",")
                writeCounts(week, into: &writer)
            }
        }
        writer.key("completed")
        writer.int(report.completed)
        writer.raw(",")
        writer.key("goals")
        writer.int(report.goals)
        writer.raw(",")
        writer.key("goalsAchieved")
        writer.int(report.goalsAchieved)
        writer.raw("}\n")
        output.write(bytes: writer.bytes)
    }

    private static func writeDay(_ day: ProgressReport.Day, into writer: inout JSONWriter) {
        writer.key("date")
        writer.string(day.date.iso8601)
        writer.raw(",")
        writer.key("completed")
        writer.int(day.completed)
        writer.raw(",")
        writer.key("goal")
        writer.optionalString(day.goal?.title)
        writer.raw(",")
        writer.key("goalAchieved")
        if let goal = day.goal { writer.bool(goal.isAchieved) } else { writer.null() }
    }

    private static func writeCounts(_ span: ProgressReport.GoalCount, into writer: inout JSONWriter) {
        writer.key("goals")
        writer.int(span.goals)
        writer.raw(",")
        writer.key("goalsAchieved")
        writer.int(span.goalsAchieved)
        writer.raw(",")
        writer.key("completed")
        writer.int(span.completed)
    }

    /// `[\n{…},\n{…}\n],`: one object per line, each written by `write` between its braces.
    private static func writeArray<Element>(
        _ elements: [Element], into writer: inout JSONWriter, write: (Element, inout JSONWriter) -> Void
    ) {
        writer.linedArray(elements) { element, writer in
            writer.raw("{")
            write(element, &writer)
            writer.raw("}")
        }
        writer.raw(",")
    }
}
