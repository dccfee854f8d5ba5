/// One form `todo help dates` lists: an example of it, and a note on what else it accepts.
struct DateForm {
    /// `YYYY` in the example and the note stands for next year, so that the example stays in
    /// the future.
    let example: String
    let note: String

    init(_ example: String, _ note: String = "") {
        self.example = example
        self.note = note
    }

    /// Forms of one kind, after the lines that name the kind and explain it.
    struct Group {
        let heading: [String]
        let forms: [DateForm]
    }

    /// Every form, in the order `todo help dates` lists them.
    static let groups: [Group] = [
        Group(
            heading: ["ISO 8601. A UTC offset or Z makes an exact instant; without one, local time."],
            forms: [
                DateForm("YYYY-03-05", "a day: its end, 23:59:59"),
                DateForm("YYYY-03-05 17:30", "also YYYY-03-05T17:30"),
                DateForm("YYYY-03-05T17:30:00Z", "Z is UTC; fractions dropped"),
                DateForm("YYYY-03-05T17:30+02:00", "also -0530 or +02"),
                DateForm("YYYY-03-05 5pm", "a day and any time below"),
            ]),
        Group(
            heading: [
                "Counts from now. Minutes and hours are exact; days, weeks, months and years",
                "keep the clock time, and a month after 31 January is the last day of February.",
            ],
            forms: [
                DateForm("in 2 days", "also d, day"),
                DateForm("2 days"),
                DateForm("2 days from now"),
                DateForm("in two days", "one to twelve in words"),
                DateForm("in a week", "also w, wk, weeks"),
                DateForm("in 3 hours", "also hr, hrs; h after in or +"),
                DateForm("in an hour"),
                DateForm("in half an hour"),
                DateForm("in 90 min", "also m, mins, minutes"),
                DateForm("in 1 month", "also mo, months"),
                DateForm("in 1 year", "also y, yr, years"),
                DateForm("+3d", "+ is in: +30m, +2h, +1w"),
                DateForm("in 2 days at 5pm", "a time after a count takes at"),
            ]),
        Group(
            heading: ["Periods: the end, 23:59:59, of the last day of that day, week, month or year."],
            forms: [
                DateForm("eod", "the end of today"),
                DateForm("end of day"),
                DateForm("eow", "weeks end on Sunday"),
                DateForm("end of week"),
                DateForm("this week"),
                DateForm("next week", "the end of next week"),
                DateForm("eom"),
                DateForm("end of month", "also end of the month"),
                DateForm("this month"),
                DateForm("next month"),
                DateForm("eoy"),
                DateForm("end of year", "also this year"),
                DateForm("next year"),
            ]),
        Group(
            heading: ["Days. A day without a time means its end, 23:59:59."],
            forms: [
                DateForm("yesterday"),
                DateForm("today"),
                DateForm("tonight", "21:00, or eod from 21:00"),
                DateForm("tomorrow"),
                DateForm("day after tomorrow"),
                DateForm("friday", "the first Friday after today"),
                DateForm("fri", "mon tue wed thu fri sat sun"),
                DateForm("next friday", "the same as friday"),
                DateForm("this friday", "today, on a Friday"),
            ]),
        Group(
            heading: ["Days of the month: the first such day from today on; with a year, that day."],
            forms: [
                DateForm("the 5th"),
                DateForm("5th"),
                DateForm("on the 5th"),
                DateForm("march 5th"),
                DateForm("5th of march"),
                DateForm("mar 5", "jan feb mar apr may jun …"),
                DateForm("5 march"),
                DateForm("march 5 YYYY"),
                DateForm("mar 5, YYYY"),
            ]),
        Group(
            heading: ["Times. A time alone is today, or tomorrow once that time has come."],
            forms: [
                DateForm("17:00", "also 17:00:30"),
                DateForm("5pm", "also 9:30am"),
                DateForm("5 pm"),
                DateForm("at 5pm"),
                DateForm("17h", "also 17h30; but +2h is a count"),
                DateForm("noon"),
                DateForm("midnight", "the end of the day, 23:59:59"),
                DateForm("12am", "the start of the day, 00:00"),
            ]),
        Group(
            heading: ["A day and a time, in either order, with or without at."],
            forms: [
                DateForm("tomorrow at 9am"),
                DateForm("9am tomorrow"),
                DateForm("friday noon"),
                DateForm("the 5th at 17:00"),
                DateForm("mar 5 17:30"),
                DateForm("tonight at 10pm"),
            ]),
    ]
}
