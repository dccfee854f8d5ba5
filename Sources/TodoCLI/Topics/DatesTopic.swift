import TodoCore

extension HelpTopic {
    /// `todo help dates`: every form `--due` reads, from the date parser's own list, with what
    /// each example means at this moment (`DateParser.help`); the manual page lists the forms
    /// without a moment, as it is read long after it is made.
    static var dates: HelpTopic {
        HelpTopic("dates", summary: "every form --due and --deadline read, and the rules") { moment in
            guard let moment else { return timelessForms + datesRules }
            return [.laidOut(DateParser.help(now: moment.now, zone: moment.zone))] + datesRules
        }
    }

    /// The forms by group, each example with its note, for a year after the manual page's date.
    private static var timelessForms: [HelpBlock] {
        let year = (Int(ManPage.date.prefix(4)) ?? 2026) + 1
        var blocks: [HelpBlock] = [
            .paragraph(
                "Dates for --due and --deadline, in English, in any case and with any spacing. "
                    + "todo help dates shows what each example means when it is run. "
                    + "A date that is not in the future is refused as a deadline.")
        ]
        for group in DateParser.formGroups(nextYear: year) {
            blocks.append(.paragraph(group.heading.joined(by: " ")))
            let width = (group.forms.map(\.example.count).max() ?? 0) + 2
            blocks.append(
                .example(
                    group.forms.map { form in
                        guard !form.note.isEmpty else { return form.example }
                        return form.example + String(repeating: " ", count: width - form.example.count)
                            + form.note
                    }))
        }
        return blocks + [.laidOut(DateParser.helpClosing.joined(by: "\n"))]
    }

    private static var datesRules: [HelpBlock] {
        [
            .heading("The rules in full"),
            .definitions([
                (
                    "Weekdays",
                    "A weekday means its next occurrence after today: on a Monday, monday is a week away, "
                        + "and next monday is the same; this monday is today on a Monday."
                ),
                (
                    "Days of the month",
                    "The first such day from today on: the 5th on the 5th is today, the 31st in April is "
                        + "31 May, 29 feb may be years away. With a year, that day. The ending must be "
                        + "English: the 1st, the 22nd; the 5rd is refused."
                ),
                (
                    "Weeks",
                    "Weeks run Monday to Sunday: eow and this week are this Sunday (today, on a Sunday), "
                        + "next week the Sunday after."
                ),
                (
                    "A time after a count",
                    "A time may follow a count of days or more only after at (in 2 days at 5pm), so that "
                        + "+3d2h is refused rather than read as 02:00. Periods and counts of minutes or hours "
                        + "take no time: eom 5pm is refused."
                ),
                (
                    "17h and 2h",
                    "17h is a clock time, 17:00, as much of Europe writes it; a count of hours needs in, +, "
                        + "from now or the word: in 2h, +2h, 2h from now, 2 hours. So 2h alone is 02:00."
                ),
                (
                    "Refused dates",
                    "A date that reads but is not in the future is an invalid value (exit code 3) that "
                        + "shows the date as it was understood: the deadline Sat 28 Feb 23:59 (yesterday) "
                        + "is in the past. Text that reads as none of the forms is a usage error (exit code "
                        + "2) that suggests the closest form: mistyped words are corrected (tomorow, nxt "
                        + "wek, wendesday) when the result reads, else the first example above that starts "
                        + "with the text (next gives next week, at 5 gives at 5pm), else the closest example "
                        + "with the same numbers (next weekend gives next week); with none close, a few forms."
                ),
                (
                    "How deadlines show",
                    "Deadlines are kept as instants in UTC and shown in local time with a relative part: "
                        + "now, in 25 min, 3 h ago, tomorrow 17:00, yesterday 09:00, in 2 days, in 3 weeks, "
                        + "in 5 months."
                ),
            ]),
        ]
    }
}
