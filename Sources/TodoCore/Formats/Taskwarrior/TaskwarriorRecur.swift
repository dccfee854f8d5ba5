/// Taskwarrior's `recur`: a duration between occurrences, which `todo` reads as a rule that is an
/// interval and writes for such a rule.
///
/// Written: `daily`, `weekly`, `monthly`, `yearly`, `2days`, `3weeks`, `6months`, `2years`, and
/// `weekdays` for Monday to Friday. A weekly rule on the one weekday of its deadline is an
/// interval too; a rule with other days of its own (`mon,thu`, the 15th of a month but not its
/// deadline's day) is not, and is not written. Taskwarrior's monthly steps from the day of the
/// series' first deadline and stays on the last day of a shorter month (31 January, 28
/// February, 28 March), where `todo` returns to the 31st.
///
/// Read: the same, and taskwarrior's other spellings: a count and a unit in any case (`3d`,
/// `2wk`, `3mo`, `1y`, `2 weeks`), `annual`, `biannual`, `biyearly`, `semiannual`,
/// `quarterly`, `bimonthly`, `biweekly`, `fortnight`, `sennight`, and ISO 8601 periods
/// (`P2W`, `P1M`). Anything else is no repetition `todo` can read.
enum TaskwarriorRecur {
    /// The `recur` of a repetition, or nil when taskwarrior cannot say it.
    static func text(_ recurrence: Recurrence) -> String? {
        guard let rule = recurrence.rule, rule.months.isEmpty,
            rule.setPositions.isEmpty || rule.clampedMonthDay != nil
        else { return nil }
        if rule == RecurrenceRule(frequency: .daily, weekdays: .workdays)
            || rule == RecurrenceRule(frequency: .weekly, weekdays: .workdays)
        {
            return "weekdays"
        }
        let units = ["days", "weeks", "months", "years"]
        let single = ["daily", "weekly", "monthly", "yearly"]
        switch rule.frequency {
        case .daily: guard rule.takesDaysFromStart else { return nil }
        case .weekly:
            guard rule.ordinalWeekdays.isEmpty, rule.weekdays.weekdays.count <= 1 else { return nil }
        case .monthly: guard rule.takesDaysFromStart || rule.clampedMonthDay != nil else { return nil }
        case .yearly: guard rule.takesDaysFromStart else { return nil }
        }
        let index = rule.frequency.rawValue
        return rule.interval == 1 ? single[index] : String(rule.interval) + units[index]
    }

    /// The rule a `recur` says, or nil for one `todo` cannot read.
    static func rule(_ text: String) -> RecurrenceRule? {
        let text = text.trimmed.lowercased()
        if text == "weekdays" { return RecurrenceRule(frequency: .weekly, weekdays: .workdays) }
        if let (count, frequency) = named[text] {
            return RecurrenceRule(frequency: frequency, interval: count)
        }
        var digits = text.prefix { $0.isASCII && $0.isNumber }
        var unit = String(text.dropFirst(digits.count)).trimmed
        if digits.isEmpty, text.hasPrefix("p") {
            digits = text.dropFirst().prefix { $0.isASCII && $0.isNumber }
            unit = String(text.dropFirst(1 + digits.count))
            guard let iso = ["d": "days", "w": "weeks", "m": "months", "y": "years"][unit] else { return nil }
            unit = iso
        }
        guard let count = digits.isEmpty ? 1 : Int(digits), let frequency = units[unit] else { return nil }
        return RecurrenceRule(frequency: frequency.frequency, interval: count * frequency.multiple)
    }

    private static let named: [String: (Int, RecurrenceRule.Frequency)] = [
        "daily": (1, .daily), "day": (1, .daily), "weekly": (1, .weekly), "week": (1, .weekly),
        "sennight": (1, .weekly), "biweekly": (2, .weekly), "fortnight": (2, .weekly),
        "monthly": (1, .monthly),
        "month": (1, .monthly), "bimonthly": (2, .monthly), "quarterly": (3, .monthly),
        "semiannual": (6, .monthly), "yearly": (1, .yearly), "year": (1, .yearly), "annual": (1, .yearly),
        "biannual": (2, .yearly), "biyearly": (2, .yearly),
    ]

    /// A unit after a count, as taskwarrior spells it: its frequency and how many of it a count
    /// stands for (a quarter is 3 months, a fortnight 2 weeks).
    private static let units: [String: (frequency: RecurrenceRule.Frequency, multiple: Int)] = [
        "d": (.daily, 1), "day": (.daily, 1), "days": (.daily, 1), "w": (.weekly, 1), "wk": (.weekly, 1),
        "wks": (.weekly, 1), "week": (.weekly, 1), "weeks": (.weekly, 1), "fortnight": (.weekly, 2),
        "fortnights": (.weekly, 2), "mo": (.monthly, 1), "mos": (.monthly, 1), "mth": (.monthly, 1),
        "mths": (.monthly, 1), "month": (.monthly, 1), "months": (.monthly, 1), "q": (.monthly, 3),
        "qtr": (.monthly, 3), "qtrs": (.monthly, 3), "quarter": (.monthly, 3), "quarters": (.monthly, 3),
        "y": (.yearly, 1), "yr": (.yearly, 1), "yrs": (.yearly, 1), "year": (.yearly, 1),
        "years": (.yearly, 1),
    ]
}
