import TodoCore

/// Calendar days as people read them: `today`, `yesterday`, `Fri 20 Nov`, `Fri 20 Nov 2025`.
enum DayText {
    static func name(_ date: CivilDate, today: CivilDate) -> String {
        if date == today { return "today" }
        if date == today.adding(days: -1) { return "yesterday" }
        if date == today.adding(days: 1) { return "tomorrow" }
        return short(date, today: today)
    }

    /// `yesterday's goal`, `the goal of Fri 20 Nov`.
    static func goalOf(_ date: CivilDate, today: CivilDate) -> String {
        let name = name(date, today: today)
        return (-1...0).contains(today.days(to: date)) ? name + "'s goal" : "the goal of " + name
    }

    /// `Fri 20 Nov`, with the year when it is not today's.
    static func short(_ date: CivilDate, today: CivilDate) -> String {
        let text = weekdays[date.weekday - 1] + " \(date.day) " + months[date.month - 1]
        return date.year == today.year ? text : text + " \(date.year)"
    }

    /// `Mon 16`: the weekday and the day of the month, always 6 columns.
    static func dayOfWeek(_ date: CivilDate) -> String {
        weekdays[date.weekday - 1] + (date.day < 10 ? "  " : " ") + String(date.day)
    }

    static let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]
    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
}

extension CommandContext {
    /// The local calendar day of `now`: the day a goal set now belongs to.
    var today: CivilDate { zone.localDateTime(at: now).date }
}
