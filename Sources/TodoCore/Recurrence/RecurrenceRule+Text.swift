extension RecurrenceRule {
    /// The rule in words, as a person types it after `every`, which `RecurrenceRuleParser`
    /// reads back as the same rule for every rule it makes: `every monday`, `every 2 weeks`,
    /// `every weekday`, `every month on the last day`, `every month on the 31st` (the last day of
    /// a shorter month). Rules from other programs read as closely as words allow (`every month
    /// on the last friday`, `every year on the fourth thursday of november`); one that words
    /// would not say plainly reads `by the rule ` and its RRULE text.
    public var text: String {
        let period = interval == 1 ? "" : String(interval) + " "
        let phrase: String? =
            switch frequency {
            case .daily: dailyText(period)
            case .weekly: weeklyText(period)
            case .monthly: monthlyText(period)
            case .yearly: yearlyText(period)
            }
        return phrase ?? "by the rule " + rrule
    }

    private func dailyText(_ period: String) -> String? {
        guard monthDays.isEmpty, months.isEmpty, setPositions.isEmpty else { return nil }
        if weekdays.isEmpty { return interval == 1 ? "every day" : "every \(period)days" }
        return interval == 1 ? "every " + Self.daysText(weekdays) : nil
    }

    private func weeklyText(_ period: String) -> String? {
        guard setPositions.isEmpty else { return nil }
        var text: String
        if interval == 1 {
            text = "every " + (weekdays.isEmpty ? "week" : Self.daysText(weekdays))
        } else {
            text = "every \(period)weeks"
            if !weekdays.isEmpty { text += " on " + Self.list(weekdays.weekdays.map(Self.weekdayName)) }
        }
        return text + monthsText
    }

    private func monthlyText(_ period: String) -> String? {
        let base = interval == 1 ? "every month" : "every \(period)months"
        guard let days = daysOfMonthText else { return nil }
        return base + days + monthsText
    }

    private func yearlyText(_ period: String) -> String? {
        let base = interval == 1 ? "every year" : "every \(period)years"
        if takesDaysFromStart, setPositions.isEmpty { return base + monthsText }
        guard !months.isEmpty else { return nil }
        if months.count == 1, let day = clampedMonthDay ?? dayOfOneMonth {
            return base + " on \(day) " + Self.monthName(months[0])
                + (day == 29 && months == [2] && setPositions.isEmpty ? " (in leap years)" : "")
        }
        guard !ordinalWeekdays.isEmpty, let days = daysOfMonthText else { return nil }
        return base + days + " of " + Self.list(months.map(Self.monthName))
    }

    /// The one day of the month the rule names, with nothing else choosing days.
    private var dayOfOneMonth: Int? {
        guard monthDays.count == 1, let day = monthDays.first, day > 0, setPositions.isEmpty,
            weekdays.isEmpty,
            ordinalWeekdays.isEmpty
        else { return nil }
        return day
    }

    /// ` in march and june`, or nothing.
    private var monthsText: String {
        months.isEmpty ? "" : " in " + Self.list(months.map(Self.monthName))
    }

    /// ` on the 15th`, ` on the last day`, ` on the first monday`, ` on the last weekday`, or
    /// nothing when the days come from the start; nil for days words would not say plainly.
    private var daysOfMonthText: String? {
        if takesDaysFromStart { return setPositions.isEmpty ? "" : nil }
        if let day = clampedMonthDay { return " on the " + Self.ordinal(day) }
        switch (monthDays.isEmpty, weekdays.isEmpty, ordinalWeekdays.isEmpty, setPositions.isEmpty) {
        case (false, true, true, true):
            let shorter = monthDays.contains { $0 >= 29 } ? " (not in shorter months)" : ""
            return " on the " + Self.list(monthDays.map(Self.monthDayName)) + shorter
        case (true, true, false, true):
            let weekdays = Set(ordinalWeekdays.map(\.weekday))
            if weekdays.count == 1, let weekday = weekdays.first {
                return " on the " + Self.list(ordinalWeekdays.map { Self.place($0.ordinal) }) + " "
                    + Self.weekdayName(weekday)
            }
            return " on "
                + Self.list(
                    ordinalWeekdays.map {
                        "the " + Self.place($0.ordinal) + " " + Self.weekdayName($0.weekday)
                    })
        case (true, false, true, true):
            return " on every " + Self.list(weekdays.weekdays.map(Self.weekdayName))
        case (true, false, true, false):
            let days =
                weekdays == .workdays
                ? "weekday"
                : weekdays == .all ? "day" : weekdays.weekdays.map(Self.weekdayName).joined(by: " or ")
            return " on the " + Self.list(setPositions.map(Self.place)) + " " + days
        default:
            return nil
        }
    }

    /// `weekday`, `day`, `monday`, `monday and thursday`.
    private static func daysText(_ weekdays: RecurrenceWeekdays) -> String {
        if weekdays == .workdays { return "weekday" }
        if weekdays == .all { return "day" }
        return list(weekdays.weekdays.map(weekdayName))
    }

    /// `15th`, `last day`, `2nd to last day`.
    private static func monthDayName(_ day: Int) -> String {
        day > 0 ? ordinal(day) : place(day) + " day"
    }

    /// `first` to `fifth`, `6th`; `last`, `2nd to last`.
    private static func place(_ ordinal: Int) -> String {
        let places = ["first", "second", "third", "fourth", "fifth"]
        if ordinal > 0 { return ordinal <= places.count ? places[ordinal - 1] : Self.ordinal(ordinal) }
        return ordinal == -1 ? "last" : Self.ordinal(-ordinal) + " to last"
    }

    /// `1st`, `22nd`, `15th`: the endings the date reader knows.
    private static func ordinal(_ number: Int) -> String {
        let suffix = DateWord.OrdinalSuffix(of: number)
        return String(number) + (DateWord.spellings.first { $0.word == .ordinal(suffix) }?.text ?? "th")
    }

    /// `monday` for 1: the date reader's full name of the weekday.
    static func weekdayName(_ weekday: Int) -> String {
        DateWord.spellings.first { $0.word == .weekday(weekday) }?.text ?? String(weekday)
    }

    /// `january` for 1: the date reader's full name of the month.
    static func monthName(_ month: Int) -> String {
        DateWord.spellings.first { $0.word == .month(month) }?.text ?? String(month)
    }

    /// `a`, `a and b`, `a, b and c`.
    private static func list(_ items: [String]) -> String {
        guard let last = items.last, items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(by: ", ") + " and " + last
    }
}
