import TodoCore

extension ShowView {
    /// `Urgency: 15.3` and a line for each term that counts, for an open task: what puts it
    /// where it is in `todo next`.
    var urgencyBlock: (label: String, value: String, lines: [String])? {
        guard let urgency, !task.isCompleted else { return nil }
        let terms = urgency.terms
        let nameWidth = terms.map(\.rawValue.count).max() ?? 0
        let points = terms.map { NextView.points(urgency.points($0)) }
        let pointsWidth = points.map(\.count).max() ?? 0
        let lines = zip(terms, points).map { term, points in
            term.rawValue + String(repeating: " ", count: nameWidth - term.rawValue.count + 2)
                + String(repeating: " ", count: pointsWidth - points.count) + points + "  "
                + urgency.reason(term)
        }
        return ("Urgency", NextView.points(urgency.total) + " (see 'todo help next')", lines)
    }
}
