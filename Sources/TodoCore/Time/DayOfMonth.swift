/// A day of the month, with or without its month and year: `the 5th`, `5th`, `march 5th`,
/// `5th of march`, `mar 5`, `5 march`, `march 5 2027`, `mar 5, 2027`, `the 5th of march 2027`.
struct DayOfMonth: Equatable {
    var day: Int
    var month: Int?
    /// Only with a month.
    var year: Int?

    /// Reads a day of the month at the cursor; nil, the cursor unmoved, when none starts there.
    /// A number alone is not one: it needs an ordinal ending (`5th`) or a month name.
    static func read(_ cursor: inout DateTokenCursor) throws(DateReadFailure) -> DayOfMonth? {
        switch cursor.peek() {
        case .word(.the):
            cursor.advance()
            guard let day = try readOrdinal(&cursor) else { throw .unreadable }
            return try readMonthAfterDay(day, &cursor)
        case .number(_, let digits) where digits <= 2:
            if let day = try readOrdinal(&cursor) { return try readMonthAfterDay(day, &cursor) }
            guard case .number(let day, _) = cursor.peek(), case .word(.month(let month)) = cursor.peek(1)
            else {
                return nil
            }
            cursor.advance(by: 2)
            return DayOfMonth(day: day, month: month, year: try readYear(&cursor))
        case .word(.month(let month)):
            cursor.advance()
            _ = cursor.take(.the)
            guard let day = cursor.takeNumber(digitCount: 1...2) else { throw .unreadable }
            try checkOrdinalEnding(of: day, &cursor)
            return DayOfMonth(day: day, month: month, year: try readYear(&cursor))
        default:
            return nil
        }
    }

    /// `5th`: a number of one or two digits and its ordinal ending; nil, the cursor unmoved,
    /// when the number has no ending.
    private static func readOrdinal(_ cursor: inout DateTokenCursor) throws(DateReadFailure) -> Int? {
        guard case .number(let day, let digits) = cursor.peek(), case .word(.ordinal) = cursor.peek(1) else {
            return nil
        }
        guard digits <= 2 else { throw .unreadable }
        cursor.advance()
        try checkOrdinalEnding(of: day, &cursor)
        return day
    }

    /// Moves past an ordinal ending if there is one; it must be the one English gives `day`.
    private static func checkOrdinalEnding(of day: Int, _ cursor: inout DateTokenCursor)
        throws(DateReadFailure)
    {
        guard case .word(.ordinal(let suffix)) = cursor.peek() else { return }
        guard suffix == DateWord.OrdinalSuffix(of: day) else { throw .unreadable }
        cursor.advance()
    }

    /// `[of] march [[,] 2027]` after an ordinal day, or nothing.
    private static func readMonthAfterDay(
        _ day: Int, _ cursor: inout DateTokenCursor
    ) throws(DateReadFailure) -> DayOfMonth {
        let hasOf = cursor.take(.of)
        guard case .word(.month(let month)) = cursor.peek() else {
            if hasOf { throw .unreadable }
            return DayOfMonth(day: day)
        }
        cursor.advance()
        return DayOfMonth(day: day, month: month, year: try readYear(&cursor))
    }

    /// `2027` or `, 2027` after a month and day: four digits that are not the hour of a time
    /// (`2027:00`). A comma must have a year after it.
    private static func readYear(_ cursor: inout DateTokenCursor) throws(DateReadFailure) -> Int? {
        let hasComma = cursor.take(.comma)
        let after = cursor.peek(1)
        guard case .number(let year, 4) = cursor.peek(), after != .colon, after != .word(.am),
            after != .word(.pm), after != .word(.h)
        else {
            if hasComma { throw .unreadable }
            return nil
        }
        cursor.advance()
        return year
    }

    /// The date meant at `context.today`: with a year, that date; else the first such day that
    /// is not before today (for 29 February, possibly years away; for the 31st, the next month
    /// that has one).
    func resolve(_ context: DateParsingContext) throws(DateReadFailure) -> CivilDate {
        guard let month else { return try nextDay(context) }
        if let year {
            guard (1...9999).contains(year) else { throw .outOfRange }
            guard let date = CivilDate(year: year, month: month, day: day) else { throw .noSuchDayOrTime }
            return date
        }
        guard day >= 1, day <= CivilDate.daysInMonth(year: 2000, month: month) else { throw .noSuchDayOrTime }
        let today = context.today
        for candidateYear in today.year...(today.year + 8) {
            if let date = CivilDate(year: candidateYear, month: month, day: day), date >= today {
                return date
            }
        }
        throw .outOfRange
    }

    private func nextDay(_ context: DateParsingContext) throws(DateReadFailure) -> CivilDate {
        guard (1...31).contains(day) else { throw .noSuchDayOrTime }
        let today = context.today
        for months in 0...2 {
            guard let month = today.adding(months: months) else { break }
            if let date = CivilDate(year: month.year, month: month.month, day: day), date >= today {
                return date
            }
        }
        throw .outOfRange
    }
}
