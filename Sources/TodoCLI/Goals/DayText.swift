import TodoCore

/// Calendar days as people read them: `today`, `yesterday`, `Fri 20 Nov`, `Fri 20 Nov 2025`.
enum DayText {
    static func name(_ date: CivilDate, today: CivilDate) -> String {
        if date == today { return "today" }
        if date == today.adding(days: -1) { return "yesterday" }
        if date == today.adding(days: 1) { return "tomorrow" }
        return DateDisplay.day(date, today: today)
    }

    /// `yesterday's goal`, `the goal of Fri 20 Nov`.
    static func goalOf(_ date: CivilDate, today: CivilDate) -> String {
        let name = name(date, today: today)
        return (-1...0).contains(today.days(to: date)) ? name + "'s goal" : "the goal of " + name
    }

    /// `Mon 16`: the weekday and the day of the month, always 6 columns.
    static func dayOfWeek(_ date: CivilDate) -> String {
        DateDisplay.weekdayName(date.weekday) + (date.day < 10 ? "  " : " ") + String(date.day)
    }

    /// The months' full names, from January; `DateDisplay.monthName` gives the short ones.
    static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]
}

extension CommandContext {
    /// The local calendar day of `now`: the day a goal set now belongs to.
    var today: CivilDate { zone.localDateTime(at: now).date }
}
