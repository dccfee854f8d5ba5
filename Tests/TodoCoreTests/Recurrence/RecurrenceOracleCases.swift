import TestSupport

@testable import TodoCore

/// Random rules and starts for the oracle test: every form the grammar reads, and RRULEs with
/// every part the engine interprets, starting at random times in zones with daylight saving,
/// many of them on the days the clocks change.
struct RecurrenceOracleCase {
    /// What the case was made from: the text typed, or the RRULE.
    let source: String
    let rule: RecurrenceRule
    let zone: String
    let start: LocalDateTime
    let until: Instant

    static let zones = [
        "America/New_York", "Europe/Berlin", "Australia/Sydney", "Europe/London", "America/Santiago",
        "Asia/Beirut",
    ]

    /// The cases made from `seed`, `count` of them, with the rules loaded for each zone.
    static func cases(count: Int, seed: UInt64, zones rules: [String: ZoneRules]) -> [RecurrenceOracleCase] {
        var random = SeededRandom(seed: seed)
        var cases: [RecurrenceOracleCase] = []
        while cases.count < count {
            let zoneName = zones[Int.random(in: 0..<zones.count, using: &random)]
            guard let zone = rules[zoneName] else { continue }
            let nearChange = Int.random(in: 0..<3, using: &random) == 0
            let start = nearChange ? changeTime(zoneName, &random) : startTime(&random)
            let typed = Bool.random(using: &random)
            let source =
                nearChange
                ? RecurrenceOracleRules.nearChange(&random)
                : typed ? RecurrenceOracleRules.typed(&random) : RecurrenceOracleRules.rrule(&random)
            let parsed = (try? RecurrenceRuleParser.parse(source)) ?? RecurrenceRule(rrule: source)
            guard var rule = parsed else { continue }
            if !source.hasPrefix("FREQ") { rule = rule.anchored(at: start.date) }
            let years: Int64 = Int.random(in: 0..<4, using: &random) == 0 ? 2 : 60
            let until = zone.instant(for: start) + years * 31_556_952
            cases.append(
                RecurrenceOracleCase(source: source, rule: rule, zone: zoneName, start: start, until: until))
        }
        return cases
    }

    /// A start from 1990 to 2045, at a random time or one of a few that clock changes meet.
    private static func startTime(_ random: inout SeededRandom) -> LocalDateTime {
        let date = CivilDate(daysSince1970: Int64.random(in: 7_305...27_759, using: &random))
        let times = [(0, 0, 0), (0, 30, 0), (1, 30, 0), (2, 30, 0), (23, 30, 0), (23, 59, 59), (12, 0, 0)]
        let (hour, minute, second) =
            Bool.random(using: &random)
            ? times[Int.random(in: 0..<times.count, using: &random)]
            : (Int.random(in: 0...23, using: &random), Int.random(in: 0...59, using: &random), 0)
        return LocalDateTime(date: date, hour: hour, minute: minute, second: second)
            ?? LocalDateTime.endOfDay(date)
    }

    /// The times of day `zone` skips or repeats when its clocks change: 02:30 in New York,
    /// Berlin and Sydney, 01:30 in London and New York, 00:30 and 23:30 in Santiago and Beirut,
    /// which change at midnight.
    private static let changeTimes: [String: [Int]] = [
        "America/New_York": [2, 1], "Europe/Berlin": [2], "Australia/Sydney": [2], "Europe/London": [1],
        "America/Santiago": [0, 23], "Asia/Beirut": [0, 23],
    ]

    /// A Saturday or Sunday in a month the clocks change in, 1990 to 2045, at a time they skip
    /// or repeat in `zone` on the day they change: the rules of `nearChange` meet that day.
    private static func changeTime(_ zone: String, _ random: inout SeededRandom) -> LocalDateTime {
        let month = [3, 4, 9, 10, 11][Int.random(in: 0..<5, using: &random)]
        let first = CivilDate(year: Int.random(in: 1990...2045, using: &random), month: month, day: 1)
        let weeks = Int64(7 * Int.random(in: 0..<5, using: &random))
        let sunday =
            first.map { $0.adding(days: Int64((7 - $0.weekday) % 7) + weeks) } ?? CivilDate(daysSince1970: 0)
        let hours = changeTimes[zone] ?? [2]
        let hour = hours[Int.random(in: 0..<hours.count, using: &random)]
        let date = hour == 23 ? sunday.adding(days: -1) : sunday
        return LocalDateTime(date: date, hour: hour, minute: 30) ?? LocalDateTime.endOfDay(date)
    }
}

/// The rules the oracle cases are made of.
enum RecurrenceOracleRules {
    private static let days = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
    private static let codes = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"]

    /// A rule as a person types it: each form the grammar reads, with random counts and days.
    static func typed(_ random: inout SeededRandom) -> String {
        let count = Int.random(in: 2...13, using: &random)
        let day = Int.random(in: 1...31, using: &random)
        let ending = DateWord.OrdinalSuffix(of: day)
        let ordinal = String(day) + (DateWord.spellings.first { $0.word == .ordinal(ending) }?.text ?? "")
        let forms = [
            "day", "daily", "\(count) days", "other day", "weekday", "week", "weekly", "\(count) weeks",
            "other week", "month", "monthly", "\(count) months", "year", "yearly", "\(count) years",
            weekdays(&random), weekdays(&random), "other " + weekdays(&random),
            "\(count) weeks on " + weekdays(&random), "week on weekdays", "month on the \(ordinal)",
            "month on the \(ordinal)", "\(count) months on the \(ordinal)", "month on the last day",
            "\(count) months on the last day", "year on feb 29", "year on " + yearDay(&random),
        ]
        return forms[Int.random(in: 0..<forms.count, using: &random)]
    }

    /// `mon`, `tue,fri`, `monday and sat`.
    private static func weekdays(_ random: inout SeededRandom) -> String {
        let chosen = (0..<7).filter { _ in Int.random(in: 0..<3, using: &random) == 0 }
        let names = (chosen.isEmpty ? [Int.random(in: 0..<7, using: &random)] : chosen).map { days[$0] }
        return names.joined(separator: Bool.random(using: &random) ? "," : " and ")
    }

    private static func yearDay(_ random: inout SeededRandom) -> String {
        let month = Int.random(in: 1...12, using: &random)
        let day = Int.random(in: 1...CivilDate.daysInMonth(year: 2001, month: month), using: &random)
        return "\(day) " + RecurrenceRule.monthName(month)
    }

    /// Rules that fall on the days clocks change when they start on a weekend day near one.
    static func nearChange(_ random: inout SeededRandom) -> String {
        let rules = [
            "day", "week", "other week", "year", "sat,sun", "weekly", "FREQ=MONTHLY;BYDAY=1SU,-1SU",
            "FREQ=MONTHLY;BYDAY=2SU", "FREQ=YEARLY;BYMONTH=3,4,9,10,11;BYDAY=1SU,2SU,-1SU",
            "FREQ=MONTHLY;BYDAY=SA,SU;BYSETPOS=1,2,-1,-2", "FREQ=DAILY;BYMONTH=3,4,9,10,11;BYDAY=SA,SU",
        ]
        return rules[Int.random(in: 0..<rules.count, using: &random)]
    }

    /// RRULE text with the parts the engine interprets, in combinations RFC 5545 allows.
    static func rrule(_ random: inout SeededRandom) -> String {
        let frequency = ["DAILY", "WEEKLY", "MONTHLY", "YEARLY"][Int.random(in: 0..<4, using: &random)]
        var parts = ["FREQ=" + frequency]
        if Int.random(in: 0..<3, using: &random) == 0 {
            parts.append("INTERVAL=\(Int.random(in: 2...5, using: &random))")
        }
        if Int.random(in: 0..<5, using: &random) == 0 {
            parts.append("BYMONTH=" + list(1...12, count: 1...6, &random))
        }
        switch frequency {
        case "DAILY":
            if Bool.random(using: &random) { parts.append("BYDAY=" + plainDays(&random)) }
            if Int.random(in: 0..<3, using: &random) == 0 { parts.append("BYMONTHDAY=" + monthDays(&random)) }
        case "WEEKLY":
            if Int.random(in: 0..<4, using: &random) != 0 { parts.append("BYDAY=" + plainDays(&random)) }
            if Int.random(in: 0..<3, using: &random) == 0 {
                parts.append("WKST=" + codes[Int.random(in: 0..<7, using: &random)])
            }
        default:
            appendDays(to: &parts, yearly: frequency == "YEARLY", &random)
        }
        return parts.joined(separator: ";")
    }

    /// Days of the month or weekdays, with or without ordinals, and sometimes set positions.
    private static func appendDays(to parts: inout [String], yearly: Bool, _ random: inout SeededRandom) {
        switch Int.random(in: 0..<6, using: &random) {
        case 0: break
        case 1: parts.append("BYMONTHDAY=" + monthDays(&random))
        case 2:
            let count = Int.random(in: 1...2, using: &random)
            let ordinals = (0..<count).map { _ -> String in
                let limit = yearly && !parts.contains(where: { $0.hasPrefix("BYMONTH=") }) ? 52 : 4
                let place = Int.random(in: 1...limit, using: &random) * (Bool.random(using: &random) ? 1 : -1)
                return String(place) + codes[Int.random(in: 0..<7, using: &random)]
            }
            parts.append("BYDAY=" + ordinals.joined(separator: ","))
        case 3: parts.append("BYDAY=" + plainDays(&random))
        case 4:
            parts.append("BYDAY=" + plainDays(&random))
            parts.append(
                "BYSETPOS=" + ["1", "-1", "2", "-2", "1,-1", "3"][Int.random(in: 0..<6, using: &random)])
        default:
            let day = Int.random(in: 29...31, using: &random)
            parts.append("BYMONTHDAY=" + (28...day).map(String.init).joined(separator: ",") + ";BYSETPOS=-1")
        }
    }

    private static func plainDays(_ random: inout SeededRandom) -> String {
        list(1...7, count: 1...4, &random, names: codes)
    }

    private static func monthDays(_ random: inout SeededRandom) -> String {
        let count = Int.random(in: 1...3, using: &random)
        return (0..<count).map { _ in
            String(
                Int.random(in: 1...31, using: &random) * (Int.random(in: 0..<3, using: &random) == 0 ? -1 : 1)
            )
        }.joined(separator: ",")
    }

    private static func list(
        _ range: ClosedRange<Int>, count: ClosedRange<Int>, _ random: inout SeededRandom,
        names: [String]? = nil
    ) -> String {
        let chosen = Set(
            (0..<Int.random(in: count, using: &random)).map { _ in Int.random(in: range, using: &random) })
        return chosen.sorted().map { number in names.map { $0[number - 1] } ?? String(number) }.joined(
            separator: ",")
    }
}
