extension DateParser {
    /// The body of `todo help dates`: every accepted form with an example and what that example
    /// means at `now` in `zone`, plain text, at most 80 columns for a zone name up to 75.
    public static func help(now: Instant, zone: ZoneRules) -> String {
        let display = DateDisplay(now: now, zone: zone)
        let nextYear = nextYearText(now: now, zone: zone)
        var lines = [
            "Dates for --due and --deadline, in English, in any case and with any spacing.",
            "Each example shows what it means now, " + display.absolute(now) + ", in the time zone",
            zone.identifier + " (TZ).",
            "A date that is not in the future is refused as a deadline.",
        ]
        for group in DateForm.groups {
            lines += [""] + group.heading
            for form in group.forms {
                let example = filled(form.example, nextYear: nextYear)
                var shown = "(none)"
                var note = "outside the years 1 to 9999"
                if let instant = try? parse(example, now: now, zone: zone) {
                    shown = display.absolute(instant)
                    note = instant <= now ? "in the past: refused" : filled(form.note, nextYear: nextYear)
                }
                lines.append(row(example, shown, note))
            }
        }
        lines += closingRules
        return lines.joined(by: "\n") + "\n"
    }

    /// The forms `help(now:zone:)` lists, by group, without what each means at one moment: for a
    /// page read long after it is made, such as the manual page. Each group has the lines that
    /// name and explain it, then each form's example (`YYYY` written as `nextYear`) and note.
    public static func formGroups(nextYear: Int) -> [(
        heading: [String], forms: [(example: String, note: String)]
    )] {
        let year = String(nextYear)
        return DateForm.groups.map { group in
            (
                group.heading,
                group.forms.map { (filled($0.example, nextYear: year), filled($0.note, nextYear: year)) }
            )
        }
    }

    /// The paragraphs that end `help(now:zone:)` (days that do not exist, the time zone, daylight
    /// saving time), as lines with an empty line between paragraphs.
    public static var helpClosing: [String] { Array(closingRules.drop { $0.isEmpty }) }

    /// The examples `help(now:zone:)` shows, in its order.
    public static func examples(now: Instant, zone: ZoneRules) -> [String] {
        let nextYear = nextYearText(now: now, zone: zone)
        return DateForm.groups.flatMap { $0.forms.map { filled($0.example, nextYear: nextYear) } }
    }

    /// Where the shown instant starts in an example's line, and where its note starts.
    static let helpColumns = (shown: 26, note: 50)

    private static func row(_ example: String, _ shown: String, _ note: String) -> String {
        let start = "  " + example
        let middle = padded(start, to: helpColumns.shown) + shown
        return note.isEmpty ? middle : padded(middle, to: helpColumns.note) + note
    }

    private static func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(1, width - text.count))
    }

    private static func nextYearText(now: Instant, zone: ZoneRules) -> String {
        String(zone.localDateTime(at: now).date.year + 1)
    }

    private static func filled(_ text: String, nextYear: String) -> String {
        text.split(separator: "YYYY", omittingEmptySubsequences: false).joined(by: nextYear)
    }

    private static let closingRules = [
        "",
        "Days that do not exist (Feb 30, the 32nd, 24:00, 13pm) are errors. Text that",
        "reads as none of these forms is refused with the closest form suggested.",
        "",
        "Time zone: dates are read and shown in the zone of TZ, as the C library reads",
        "it (TZ=Europe/Berlin, TZ=:Asia/Kolkata, a file path, or a POSIX rule such as",
        "EST5EDT,M3.2.0,M11.1.0). Without TZ, the system zone from /etc/localtime.",
        "An unknown zone is UTC, with a warning.",
        "",
        "Daylight saving time: minutes and hours are exact, so +2h is always 7,200",
        "seconds; days and weeks keep the clock time, so +1d at 09:00 is 09:00 the next",
        "day even when that day is 23 or 25 hours long. A time the clocks skip moves",
        "forward by the gap (02:30 on a spring-forward day in New York is 03:30); a time",
        "that happens twice is the first one.",
    ]
}
