import TodoCore

extension HelpTopic {
    /// `todo help next`: after the command's help, the terms of urgency and a worked example,
    /// both made from `Urgency` itself.
    static var next: HelpTopic {
        HelpTopic("next", summary: "what todo next offers first: urgency, its terms and an example") { _ in
            [
                .paragraph(
                    """
                    todo next offers the open tasks that are neither blocked nor waiting, the most
                    urgent first. A task's urgency is the sum of the terms below; a term that does not
                    apply adds nothing. Equal sums (to hundredths) go to the earlier deadline, a task
                    without one after those with one, then to the lower id. todo show ID gives a task's
                    urgency and each term, and next --json each task's "urgency".
                    """),
                .definitions(termLines, title: "Terms"),
                .heading("Worked example"),
                .paragraph(
                    """
                    A high-priority task made 50 days ago, due in 3 days, one of today's goal, with
                    two open tasks waiting on it:
                    """),
                .example(exampleLines),
            ]
        }
    }

    private static var termLines: [(term: String, text: String)] {
        func number(_ value: Double) -> String { Urgency.text(value) }
        let priorities = TaskPriority.allCases.map { "\($0.rawValue) \(number(Urgency.points(for: $0)))" }
        return [
            (
                "deadline",
                "from \(number(Urgency.deadlineHorizonDays)) days before it, rising evenly to "
                    + "\(number(Urgency.pointsAtDeadline)) at the deadline; once it has passed, "
                    + "\(number(Urgency.pointsWhenOverdue)) plus 1 for each day overdue, up to "
                    + "\(number(Urgency.pointsWhenOverdue + Urgency.mostDaysOverdue)) a week late"
            ),
            ("priority", priorities.joined(separator: ", ")),
            ("goal", "\(number(Urgency.goalPoints)) for a task of today's goal (todo help goal)"),
            (
                "blocking",
                "\(number(Urgency.pointsPerBlockedTask)) for each open task waiting on it, up to "
                    + number(Urgency.mostBlockingPoints)
            ),
            (
                "age",
                "1 for every \(number(Urgency.daysPerAgePoint)) days since it was made, up to "
                    + number(Urgency.mostAgePoints)
            ),
        ]
    }

    /// The example's terms as `todo show` gives them, worked out by `Urgency`.
    private static var exampleLines: [String] {
        let now = Instant(secondsSince1970: 1_772_357_400)
        let day: Int64 = 86_400
        let urgency = Urgency(
            Urgency.Facts(
                deadline: now + 3 * day, priority: .high, createdAt: now - 50 * day, isInTodaysGoal: true,
                openTasksBlocked: 2),
            now: now)
        let lines = urgency.terms.map { term in
            let points = NextView.points(urgency.points(term))
            return "  " + term.rawValue.padding(to: 10) + String(repeating: " ", count: 5 - points.count)
                + points + "  " + urgency.reason(term)
        }
        return lines + ["  " + "total".padding(to: 10) + NextView.points(urgency.total).leftPadded(to: 5)]
    }
}

extension String {
    fileprivate func padding(to width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - count))
    }

    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}
