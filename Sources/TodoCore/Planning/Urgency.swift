/// How urgent an open task is, for `todo next`: a sum of five terms, each with the reason it
/// counts. The numbers are few on purpose, so that a person can add them up (`todo help next`).
///
/// - deadline: from 14 days before it, rising to 10 at the deadline; once passed, 12 plus 1 a
///   day overdue, up to 19 (a week late).
/// - priority: high 6, medium 4, low 2.
/// - goal: 5 for a task of today's goal.
/// - blocking: 2 for each open task that waits on it, up to 8.
/// - age: 1 for every 100 days since it was made, up to 2.
///
/// Nothing is allocated: `next` works out the urgency of every open task and keeps a few.
public struct Urgency: Sendable, Equatable {
    /// What a task brings to its urgency.
    public struct Facts: Sendable, Equatable {
        /// When the task is due, if it is.
        public var deadline: Instant?
        /// How much it matters, if it says.
        public var priority: TaskPriority?
        /// When it was made.
        public var createdAt: Instant
        /// Whether the task is one of today's goal.
        public var isInTodaysGoal: Bool
        /// How many open tasks wait on it.
        public var openTasksBlocked: Int

        /// The facts as given.
        public init(
            deadline: Instant?, priority: TaskPriority?, createdAt: Instant, isInTodaysGoal: Bool = false,
            openTasksBlocked: Int = 0
        ) {
            self.deadline = deadline
            self.priority = priority
            self.createdAt = createdAt
            self.isInTodaysGoal = isInTodaysGoal
            self.openTasksBlocked = openTasksBlocked
        }
    }

    /// The five terms, in the order `show` and `todo help next` give them.
    public enum Term: String, CaseIterable, Sendable {
        case deadline, priority, goal, blocking, age
    }

    /// What the task brings.
    public let facts: Facts
    /// The moment the urgency is worked out at.
    public let now: Instant
    /// The sum of the terms, rounded to hundredths: what `--json` gives and `next` orders by,
    /// so that two tasks that differ below that are a tie.
    public let total: Double

    /// The length of the days the deadline and age terms count: 24 hours.
    public static let dayLength = 86_400.0
    /// How many days before a deadline it starts to count.
    public static let deadlineHorizonDays = 14.0
    /// What the deadline adds when it is reached.
    public static let pointsAtDeadline = 10.0
    /// What it adds once passed, before the days overdue.
    public static let pointsWhenOverdue = 12.0
    /// The most days overdue that add a point each.
    public static let mostDaysOverdue = 7.0
    /// What membership in today's goal adds.
    public static let goalPoints = 5.0
    /// What each open task waiting on the task adds, up to `mostBlockingPoints`.
    public static let pointsPerBlockedTask = 2.0
    /// The most the tasks waiting on it add.
    public static let mostBlockingPoints = 8.0
    /// How many days of age add one point, up to `mostAgePoints`.
    public static let daysPerAgePoint = 100.0
    /// The most age adds.
    public static let mostAgePoints = 2.0

    /// The urgency of a task with these facts at `now`.
    public init(_ facts: Facts, now: Instant) {
        self.facts = facts
        self.now = now
        var sum = 0.0
        for term in Term.allCases { sum += Self.points(term, facts, now: now) }
        total = Self.rounded(sum)
    }

    /// What a priority adds: high 6, medium 4, low 2.
    public static func points(for priority: TaskPriority) -> Double {
        switch priority {
        case .high: 6
        case .medium: 4
        case .low: 2
        }
    }

    /// What one term adds.
    public func points(_ term: Term) -> Double {
        Self.points(term, facts, now: now)
    }

    /// The terms that add something, in order.
    public var terms: [Term] {
        Term.allCases.filter { Self.rounded(points($0)) > 0 }
    }

    /// Why a term adds what it does: `due in 3 days`, `high`, `2 open tasks wait on it`.
    public func reason(_ term: Term) -> String {
        switch term {
        case .deadline:
            guard let deadline = facts.deadline else { return "no deadline" }
            let days = Self.days(from: now, to: deadline)
            if days > 0 { return "due in \(Self.span(days))" }
            return days == 0 ? "due now" : "overdue by \(Self.span(-days))"
        case .priority: return facts.priority?.rawValue ?? "none"
        case .goal: return facts.isInTodaysGoal ? "one of today's goal" : "not in today's goal"
        case .blocking:
            let count = facts.openTasksBlocked
            return count == 1 ? "1 open task waits on it" : "\(count) open tasks wait on it"
        case .age: return "made \(Self.span(Self.days(from: facts.createdAt, to: now))) ago"
        }
    }

    private static func points(_ term: Term, _ facts: Facts, now: Instant) -> Double {
        switch term {
        case .deadline:
            guard let deadline = facts.deadline else { return 0 }
            let days = Self.days(from: now, to: deadline)
            if days > 0 {
                return max(0, pointsAtDeadline * (deadlineHorizonDays - days) / deadlineHorizonDays)
            }
            return pointsWhenOverdue + min(-days, mostDaysOverdue)
        case .priority: return facts.priority.map(points(for:)) ?? 0
        case .goal: return facts.isInTodaysGoal ? goalPoints : 0
        case .blocking: return min(Double(facts.openTasksBlocked) * pointsPerBlockedTask, mostBlockingPoints)
        case .age: return min(max(0, days(from: facts.createdAt, to: now)) / daysPerAgePoint, mostAgePoints)
        }
    }

    private static func days(from start: Instant, to end: Instant) -> Double {
        Double(end.secondsSince1970 - start.secondsSince1970) / dayLength
    }

    /// `3 days`, `1 day`, `5 hours`, `under an hour`.
    static func span(_ days: Double) -> String {
        if days >= 1 {
            let whole = Int(days)
            return whole == 1 ? "1 day" : "\(whole) days"
        }
        let hours = Int(days * 24)
        if hours >= 1 { return hours == 1 ? "1 hour" : "\(hours) hours" }
        return "under an hour"
    }

    /// To hundredths.
    public static func rounded(_ points: Double) -> Double {
        (points * 100).rounded() / 100
    }

    /// `19`, `9.3`, `4.57`: points with at most `places` decimals (1 or 2), as `--json`, `show`
    /// and `next` write them.
    public static func text(_ points: Double, places: Int = 2) -> String {
        let scale = places >= 2 ? 100 : 10
        let scaled = Int((points * Double(scale)).rounded())
        let whole = scaled / scale
        var fraction = scaled % scale
        guard fraction != 0 else { return String(whole) }
        var digits = places >= 2 ? 2 : 1
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let text = String(fraction)
        return "\(whole)." + String(repeating: "0", count: digits - text.count) + text
    }
}
