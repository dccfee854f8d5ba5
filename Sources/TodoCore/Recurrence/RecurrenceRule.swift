/// How often a repeating task comes back: the part of an RFC 5545 recurrence rule that `todo`
/// interprets, without its start (the task's deadline is the start) and its end (`Recurrence`
/// holds `until`).
///
/// The parts mean what RFC 5545 says they mean, with the deadline as `DTSTART`: a weekly rule
/// without weekdays repeats on the deadline's weekday, a monthly rule without days on the
/// deadline's day of the month. `RecurrenceRuleParser` reads the rules people type; `init?(rrule:)`
/// and `rrule` read and write RRULE text; `Recurrence` computes the occurrences.
public struct RecurrenceRule: Hashable, Sendable {
    /// `FREQ`: the length of the period the rule repeats in.
    public enum Frequency: Int, Hashable, Sendable, CaseIterable {
        case daily, weekly, monthly, yearly
    }

    /// `FREQ`.
    public let frequency: Frequency
    /// `INTERVAL`: every how many periods, 1 to `maximumInterval`.
    public let interval: Int
    /// `BYDAY` without ordinals: the days of the week it falls on.
    public let weekdays: RecurrenceWeekdays
    /// `BYDAY` with ordinals (`1MO`, `-1FR`), in a monthly or yearly rule only.
    public let ordinalWeekdays: [OrdinalWeekday]
    /// `BYMONTHDAY`: 1 to 31, or -31 to -1 counting from the month's end (-1 is its last day);
    /// the positive days first, ascending, then the negative ones from -1 down.
    public let monthDays: [Int]
    /// `BYMONTH`: 1 (January) to 12, ascending.
    public let months: [Int]
    /// `BYSETPOS`: which of each period's days to keep, 1 the first, -1 the last; ordered as
    /// `monthDays`.
    public let setPositions: [Int]
    /// `WKST`: the ISO weekday weeks start on (1, Monday, unless the rule says otherwise).
    public let weekStart: Int

    /// The largest `INTERVAL` read.
    public static let maximumInterval = 9999

    /// A rule whose parts are in range and fit together as RFC 5545 allows; nil otherwise. Also
    /// nil (left to `Recurrence` to keep verbatim) for ordinal weekdays outside a monthly or
    /// yearly rule or mixed with plain ones, and for days of the month in a weekly rule.
    public init?(
        frequency: Frequency, interval: Int = 1, weekdays: RecurrenceWeekdays = [],
        ordinalWeekdays: [OrdinalWeekday] = [], monthDays: [Int] = [], months: [Int] = [],
        setPositions: [Int] = [], weekStart: Int = 1
    ) {
        guard (1...Self.maximumInterval).contains(interval), (1...7).contains(weekStart),
            monthDays.allSatisfy({ $0 != 0 && (-31...31).contains($0) }),
            months.allSatisfy({ (1...12).contains($0) }),
            setPositions.allSatisfy({ $0 != 0 && (-366...366).contains($0) })
        else { return nil }
        if !ordinalWeekdays.isEmpty {
            guard frequency == .monthly || frequency == .yearly, weekdays.isEmpty else { return nil }
        }
        if frequency == .weekly, !monthDays.isEmpty { return nil }
        self.init(
            checked: frequency, interval: interval, weekdays: weekdays,
            ordinalWeekdays: Self.sortedOnce(ordinalWeekdays, by: <),
            monthDays: Self.sortedOnce(monthDays, by: Self.positiveFirst),
            months: Self.sortedOnce(months, by: <),
            setPositions: Self.sortedOnce(setPositions, by: Self.positiveFirst), weekStart: weekStart)
    }

    private init(
        checked frequency: Frequency, interval: Int, weekdays: RecurrenceWeekdays,
        ordinalWeekdays: [OrdinalWeekday], monthDays: [Int], months: [Int], setPositions: [Int],
        weekStart: Int
    ) {
        self.frequency = frequency
        self.interval = interval
        self.weekdays = weekdays
        self.ordinalWeekdays = ordinalWeekdays
        self.monthDays = monthDays
        self.months = months
        self.setPositions = setPositions
        self.weekStart = weekStart
    }

    /// `items` in order, each once.
    private static func sortedOnce<Item: Equatable>(_ items: [Item], by order: (Item, Item) -> Bool) -> [Item]
    {
        guard items.count > 1 else { return items }
        var sorted = items.sorted(by: order)
        var index = 1
        while index < sorted.count {
            if sorted[index] == sorted[index - 1] { sorted.remove(at: index) } else { index += 1 }
        }
        return sorted
    }

    /// Positive numbers ascending, then negative ones from -1 down.
    private static func positiveFirst(_ lhs: Int, _ rhs: Int) -> Bool {
        (lhs > 0 ? lhs : 1000 - lhs) < (rhs > 0 ? rhs : 1000 - rhs)
    }

    /// The days of the month and set positions that mean "on `day`, or on the last day of a
    /// shorter month": `day` alone up to the 28th, which every month has; from the 29th, the
    /// last of the 28th up to `day` (`BYMONTHDAY=28,29,30,31;BYSETPOS=-1` for the 31st).
    static func monthDay(clampedFrom day: Int) -> (monthDays: [Int], setPositions: [Int]) {
        day <= 28 ? ([day], []) : (Array(28...day), [-1])
    }

    /// The day this rule falls on, or the last day of a shorter month, when it is written as
    /// `monthDay(clampedFrom:)` writes it with nothing else choosing days.
    var clampedMonthDay: Int? {
        guard weekdays.isEmpty, ordinalWeekdays.isEmpty, let last = monthDays.last, last > 0 else {
            return nil
        }
        if monthDays.count == 1, setPositions.isEmpty { return last <= 28 ? last : nil }
        guard last >= 29, setPositions == [-1], monthDays == Array(28...last) else { return nil }
        return last
    }

    /// Whether days are chosen only by the start (`DTSTART`): no weekdays and no days of the
    /// month, so a weekly rule falls on the start's weekday and a monthly one on its day.
    var takesDaysFromStart: Bool {
        weekdays.isEmpty && ordinalWeekdays.isEmpty && monthDays.isEmpty
    }

    /// This rule with its day made explicit where the start would otherwise make RFC 5545 skip
    /// months: a monthly rule from the 29th to the 31st falls on the last day of a shorter month
    /// and returns to its day after; a yearly one on 29 February falls on 28 February in other
    /// years. `start` is the day of the first occurrence. Any other rule is returned as it is.
    public func anchored(at start: CivilDate) -> RecurrenceRule {
        guard takesDaysFromStart, setPositions.isEmpty else { return self }
        switch frequency {
        case .monthly where start.day >= 29 && months.isEmpty:
            let day = Self.monthDay(clampedFrom: start.day)
            return with(monthDays: day.monthDays, months: [], setPositions: day.setPositions)
        case .yearly where start.month == 2 && start.day == 29 && months.isEmpty:
            return with(monthDays: [28, 29], months: [2], setPositions: [-1])
        default:
            return self
        }
    }

    /// The same rule with other days of the month, months and set positions.
    func with(monthDays: [Int], months: [Int], setPositions: [Int]) -> RecurrenceRule {
        RecurrenceRule(
            checked: frequency, interval: interval, weekdays: weekdays, ordinalWeekdays: ordinalWeekdays,
            monthDays: monthDays, months: months, setPositions: setPositions, weekStart: weekStart)
    }

    /// The same rule repeating in every period: what the first occurrence is looked for with.
    var everyPeriod: RecurrenceRule {
        RecurrenceRule(
            checked: frequency, interval: 1, weekdays: weekdays, ordinalWeekdays: ordinalWeekdays,
            monthDays: monthDays, months: months, setPositions: setPositions, weekStart: weekStart)
    }
}
