/// A word the date parser knows, matched after lowercasing.
enum DateWord: Equatable {
    enum Unit: Equatable {
        case minute, hour, day, week
    }

    case today, tonight, tomorrow, endOfDay, endOfWeek
    case next, `in`, at, am, pm
    /// 1 is Monday, 7 is Sunday.
    case weekday(Int)
    /// 1 is January.
    case month(Int)
    case unit(Unit)

    init?(_ word: String) {
        guard let known = Self.fixed[word] else { return nil }
        self = known
    }

    private static let fixed: [String: DateWord] = {
        var words: [String: DateWord] = [
            "today": .today, "tonight": .tonight, "tomorrow": .tomorrow, "eod": .endOfDay,
            "eow": .endOfWeek, "next": .next, "in": .in, "at": .at, "am": .am, "pm": .pm,
        ]
        let weekdays = [
            ["monday", "mon"], ["tuesday", "tue", "tues"], ["wednesday", "wed"],
            ["thursday", "thu", "thur", "thurs"], ["friday", "fri"], ["saturday", "sat"], ["sunday", "sun"],
        ]
        for (index, names) in weekdays.enumerated() {
            for name in names { words[name] = .weekday(index + 1) }
        }
        let months = [
            ["january", "jan"], ["february", "feb"], ["march", "mar"], ["april", "apr"], ["may"],
            ["june", "jun"], ["july", "jul"], ["august", "aug"], ["september", "sep", "sept"],
            ["october", "oct"], ["november", "nov"], ["december", "dec"],
        ]
        for (index, names) in months.enumerated() {
            for name in names { words[name] = .month(index + 1) }
        }
        let units: [(Unit, [String])] = [
            (.minute, ["m", "min", "mins", "minute", "minutes"]),
            (.hour, ["h", "hr", "hrs", "hour", "hours"]),
            (.day, ["d", "day", "days"]),
            (.week, ["w", "wk", "wks", "week", "weeks"]),
        ]
        for (unit, names) in units {
            for name in names { words[name] = .unit(unit) }
        }
        return words
    }()
}
