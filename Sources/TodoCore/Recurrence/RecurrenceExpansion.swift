/// The days a rule falls on from a start day, as RFC 5545 expands a rule with that `DTSTART`:
/// period after period (`FREQ` and `INTERVAL` counted from the start's period), the days each
/// `BY` part chooses, then `BYSETPOS`; never a day before the start.
///
/// Days only: every occurrence of a task keeps the start's clock time, which `Recurrence` adds.
/// A search looks at most 400 years ahead, after which the Gregorian calendar repeats, so a
/// rule that can never fall on a day (`BYMONTH=2;BYMONTHDAY=30`) ends the search, as does the
/// year 9999.
struct RecurrenceExpansion {
    let rule: RecurrenceRule
    let start: CivilDate
    /// The parts that choose days, with those the rule leaves to its start filled in from it.
    let weekdays: RecurrenceWeekdays
    let monthDays: [Int]
    let months: [Int]
    /// The first day of the start's week (weekly rules).
    private let startWeek: CivilDate

    init(rule: RecurrenceRule, start: CivilDate) {
        self.rule = rule
        self.start = start
        var weekdays = rule.weekdays
        var monthDays = rule.monthDays
        var months = rule.months
        if rule.takesDaysFromStart {
            switch rule.frequency {
            case .daily: break
            case .weekly: weekdays = RecurrenceWeekdays(weekday: start.weekday)
            case .monthly: monthDays = [start.day]
            case .yearly:
                if months.isEmpty { months = [start.month] }
                monthDays = [start.day]
            }
        }
        self.weekdays = weekdays
        self.monthDays = monthDays
        self.months = months
        startWeek = start.adding(days: -Int64((start.weekday - rule.weekStart + 7) % 7))
    }

    /// The first day the rule falls on that is on or after `day` and not before the start; nil
    /// when there is none in the next 400 years or before the year 10000.
    func firstDay(onOrAfter day: CivilDate) -> CivilDate? {
        let from = max(day, start)
        let first = period(containing: from)
        let last = first + Self.periodsIn400Years[rule.frequency.rawValue] / rule.interval + 1
        for period in first...last {
            guard let days = days(inPeriod: period) else { return nil }
            if let found = days.first(where: { $0 >= from }) { return found }
        }
        return nil
    }

    /// Days, weeks, months and years in 400 Gregorian years.
    private static let periodsIn400Years = [146_097, 20_871, 4_800, 400]

    /// The number of the period that holds `day`, the start's being 0.
    private func period(containing day: CivilDate) -> Int {
        let interval = Int64(rule.interval)
        let count: Int64
        switch rule.frequency {
        case .daily: count = (day.daysSince1970 - start.daysSince1970) / interval
        case .weekly: count = (day.daysSince1970 - startWeek.daysSince1970) / (7 * interval)
        case .monthly: count = Int64(Self.monthIndex(day) - Self.monthIndex(start)) / interval
        case .yearly: count = Int64(day.year - start.year) / interval
        }
        return Int(max(0, count))
    }

    private static func monthIndex(_ day: CivilDate) -> Int { day.year * 12 + day.month - 1 }

    /// The days the rule falls on in period `period`, in order; nil past the year 9999.
    func days(inPeriod period: Int) -> [CivilDate]? {
        let step = period * rule.interval
        var candidates: [CivilDate] = []
        switch rule.frequency {
        case .daily:
            let day = start.adding(days: Int64(step))
            guard day.year <= 9999 else { return nil }
            if matches(day) { candidates.append(day) }
        case .weekly:
            let first = startWeek.adding(days: Int64(step) * 7)
            guard first.year <= 9999 else { return nil }
            for offset in 0..<7 {
                let day = first.adding(days: Int64(offset))
                if day.year <= 9999, matches(day) { candidates.append(day) }
            }
        case .monthly:
            let index = Self.monthIndex(start) + step
            guard index / 12 <= 9999, let first = CivilDate(year: index / 12, month: index % 12 + 1, day: 1)
            else { return nil }
            if months.isEmpty || months.contains(first.month) {
                appendDays(ofMonth: first, scope: (first, first.lastDayOfMonth), to: &candidates)
            }
        case .yearly:
            guard let first = CivilDate(year: start.year + step, month: 1, day: 1) else { return nil }
            let year = (first, first.adding(days: CivilDate.isLeapYear(first.year) ? 365 : 364))
            for month in months.isEmpty ? Array(1...12) : months {
                guard let day = CivilDate(year: first.year, month: month, day: 1) else { continue }
                appendDays(
                    ofMonth: day, scope: months.isEmpty ? year : (day, day.lastDayOfMonth), to: &candidates)
            }
        }
        return rule.setPositions.isEmpty ? candidates : Self.select(rule.setPositions, from: candidates)
    }

    /// Appends the days of the month that starts on `first` that the rule chooses, in order;
    /// `scope` is the month or year its ordinal weekdays count in.
    private func appendDays(
        ofMonth first: CivilDate, scope: (first: CivilDate, last: CivilDate), to days: inout [CivilDate]
    ) {
        for offset in 0..<CivilDate.daysInMonth(year: first.year, month: first.month) {
            let day = first.adding(days: Int64(offset))
            if matches(day, scope: scope) { days.append(day) }
        }
    }

    /// Whether `day` passes every part that chooses days; `scope` is the month or year that
    /// ordinal weekdays count in (nil in daily and weekly rules, which have none).
    private func matches(_ day: CivilDate, scope: (first: CivilDate, last: CivilDate)? = nil) -> Bool {
        if !months.isEmpty, !months.contains(day.month) { return false }
        if !weekdays.isEmpty, !weekdays.contains(weekday: day.weekday) { return false }
        if !monthDays.isEmpty {
            let length = CivilDate.daysInMonth(year: day.year, month: day.month)
            guard monthDays.contains(where: { $0 == day.day || length + $0 + 1 == day.day }) else {
                return false
            }
        }
        if !rule.ordinalWeekdays.isEmpty {
            guard let scope else { return false }
            let fromStart = Int(day.daysSince1970 - scope.first.daysSince1970) / 7 + 1
            let fromEnd = -(Int(scope.last.daysSince1970 - day.daysSince1970) / 7 + 1)
            guard
                rule.ordinalWeekdays.contains(where: {
                    $0.weekday == day.weekday && ($0.ordinal == fromStart || $0.ordinal == fromEnd)
                })
            else { return false }
        }
        return true
    }

    /// The days at `positions` (1 the first, -1 the last) of `days`, in order, each once.
    private static func select(_ positions: [Int], from days: [CivilDate]) -> [CivilDate] {
        var chosen: [CivilDate] = []
        for position in positions {
            let index = position > 0 ? position - 1 : days.count + position
            if days.indices.contains(index), !chosen.contains(days[index]) { chosen.append(days[index]) }
        }
        return chosen.sorted()
    }
}
