/// The grammar of the repetitions people type, over the tokens of one text.
///
///     rule     = ["every"] body
///     body     = "daily" | "weekday" | "weekdays" | days
///              | ("weekly" | "week") ["on" days] | ("monthly" | "month") ["on" monthday]
///              | ("yearly" | "year") ["on" date] | count unit | "other" (unit | days)
///     unit     = "day" | "week" ["on" days] | "month" ["on" monthday] | "year" ["on" date]
///                (any spelling of the unit: `days`, `wk`, `mos`, `y`, …)
///     days     = weekday {("," | "and" | ", and") weekday}    monthday = "the last day" | the 15th
///     count    = a number or `one` … `twelve`                 date = 29 feb, march 5th, …
struct RecurrenceGrammar {
    typealias Failure = RecurrenceRuleError.Reason

    private let tokens: [RecurrenceToken]
    private var index = 0

    init(_ tokens: [RecurrenceToken]) {
        self.tokens = tokens
    }

    /// The whole text as one rule.
    mutating func rule() throws(Failure) -> RecurrenceRule {
        _ = take("every")
        let rule = try body()
        guard index == tokens.count else { throw .unreadable }
        return rule
    }

    private mutating func body() throws(Failure) -> RecurrenceRule {
        switch peek() {
        case .word("daily", _):
            index += 1
            return try make(.daily)
        case .word("weekday", _), .word("weekdays", _):
            index += 1
            return try make(.weekly, weekdays: .workdays)
        case .word("weekly", _): index += 1; return try unit(.week, interval: 1)
        case .word("monthly", _): index += 1; return try unit(.month, interval: 1)
        case .word("yearly", _): index += 1; return try unit(.year, interval: 1)
        case .word("other", _):
            index += 1
            if case .word(_, .weekday)? = peek() {
                return try make(.weekly, interval: 2, weekdays: weekdays())
            }
            return try counted(2)
        case .number(let count, _):
            index += 1
            return try counted(count)
        case .word(let text, .count(let count)?) where text != "a" && text != "an":
            index += 1
            return try counted(count)
        case .word(let text, .unit(let unit)?) where ["day", "week", "month", "year"].contains(text):
            index += 1
            return try self.unit(unit, interval: 1)
        case .word(_, .weekday)?:
            return try make(.weekly, weekdays: weekdays())
        default:
            throw .unreadable
        }
    }

    /// `UNIT …` after a count.
    private mutating func counted(_ count: Int) throws(Failure) -> RecurrenceRule {
        guard case .word(_, .unit(let unit)?)? = peek(), unit != .minute, unit != .hour else {
            throw .unreadable
        }
        index += 1
        guard (1...RecurrenceRule.maximumInterval).contains(count) else { throw .countOutOfRange }
        return try self.unit(unit, interval: count)
    }

    /// What may follow a unit: `on` and weekdays after a week, a day after a month or a year.
    private mutating func unit(_ unit: DateWord.Unit, interval: Int) throws(Failure) -> RecurrenceRule {
        switch unit {
        case .day:
            return try make(.daily, interval: interval)
        case .week:
            guard take("on") else { return try make(.weekly, interval: interval) }
            if take("weekday") || take("weekdays") {
                return try make(.weekly, interval: interval, weekdays: .workdays)
            }
            return try make(.weekly, interval: interval, weekdays: weekdays())
        case .month:
            guard take("on") else { return try make(.monthly, interval: interval) }
            let day = try monthDay()
            return try make(
                .monthly, interval: interval, monthDays: day.monthDays, setPositions: day.setPositions)
        case .year:
            guard take("on") else { return try make(.yearly, interval: interval) }
            let (month, day) = try dayOfYear()
            // Only 29 February is missing from some years: it falls on 28 February in them.
            let days: (monthDays: [Int], setPositions: [Int]) =
                month == 2 && day == 29 ? RecurrenceRule.monthDay(clampedFrom: 29) : ([day], [])
            return try make(
                .yearly, interval: interval, monthDays: days.monthDays, months: [month],
                setPositions: days.setPositions)
        case .minute, .hour:
            throw .unreadable
        }
    }

    /// `monday`, `mon,thu`, `monday and thursday`, `mon, wed, and fri`.
    private mutating func weekdays() throws(Failure) -> RecurrenceWeekdays {
        var weekdays: RecurrenceWeekdays = []
        repeat {
            guard case .word(_, .weekday(let weekday)?)? = peek() else { throw .unreadable }
            index += 1
            weekdays.insert(RecurrenceWeekdays(weekday: weekday))
        } while takeSeparator()
        return weekdays
    }

    /// `,`, `and` or `, and` between weekdays.
    private mutating func takeSeparator() -> Bool {
        guard take(.comma) else { return take("and") }
        _ = take("and")
        return true
    }

    /// `the last day`, or a day of the month the date reader reads: `the 15th`, `15th`.
    private mutating func monthDay() throws(Failure) -> (monthDays: [Int], setPositions: [Int]) {
        let start = index
        _ = take("the")
        if take("last") {
            guard take("day") else { throw .unreadable }
            return ([-1], [])
        }
        index = start
        let day = try dayOfMonth()
        guard day.month == nil, day.year == nil else { throw .unreadable }
        guard (1...31).contains(day.day) else { throw .noSuchDay }
        return RecurrenceRule.monthDay(clampedFrom: day.day)
    }

    /// A day and a month the date reader reads, without a year: `29 feb`, `march 5th`.
    private mutating func dayOfYear() throws(Failure) -> (month: Int, day: Int) {
        let day = try dayOfMonth()
        guard let month = day.month, day.year == nil else { throw .unreadable }
        guard day.day >= 1, day.day <= CivilDate.daysInMonth(year: 2000, month: month) else {
            throw .noSuchDay
        }
        return (month, day.day)
    }

    /// The rest of the text as the date reader's day of the month.
    private mutating func dayOfMonth() throws(Failure) -> DayOfMonth {
        var dateTokens: [DateToken] = []
        for token in tokens[index...] {
            guard let dateToken = token.dateToken else { throw .unreadable }
            dateTokens.append(dateToken)
        }
        var cursor = DateTokenCursor(dateTokens)
        let day: DayOfMonth?
        do throws(DateReadFailure) {
            day = try DayOfMonth.read(&cursor)
        } catch {
            throw error == .noSuchDayOrTime ? .noSuchDay : .unreadable
        }
        guard let day, cursor.isAtEnd else { throw .unreadable }
        index = tokens.count
        return day
    }

    /// The rule of these parts; every day of the week, every week, is every day.
    private func make(
        _ frequency: RecurrenceRule.Frequency, interval: Int = 1, weekdays: RecurrenceWeekdays = [],
        monthDays: [Int] = [], months: [Int] = [], setPositions: [Int] = []
    ) throws(Failure) -> RecurrenceRule {
        if frequency == .weekly, interval == 1, weekdays == .all { return try make(.daily) }
        let rule = RecurrenceRule(
            frequency: frequency, interval: interval, weekdays: weekdays, monthDays: monthDays,
            months: months,
            setPositions: setPositions)
        guard let rule else { throw .unreadable }
        return rule
    }

    private func peek() -> RecurrenceToken? {
        index < tokens.count ? tokens[index] : nil
    }

    private mutating func take(_ word: String) -> Bool {
        guard case .word(word, _)? = peek() else { return false }
        index += 1
        return true
    }

    private mutating func take(_ token: RecurrenceToken) -> Bool {
        guard peek() == token else { return false }
        index += 1
        return true
    }
}
