/// Reads dates with a month name: `5 mar`, `mar 5`, `march 5 2027`, `mar 5, 2027`.
enum CalendarDateReader {
    /// Reads `5[,] [2027]` after a month name.
    static func readMonthFirst(
        month: Int, _ cursor: inout DateTokenCursor, _ context: DateParsingContext
    ) throws(DateReadFailure) -> CivilDate {
        guard let day = cursor.takeNumber(digitCount: 1...2) else { throw .unreadable }
        let hasComma = cursor.take(.comma)
        let year = cursor.takeYear()
        if hasComma, year == nil { throw .unreadable }
        return try resolve(day: day, month: month, year: year, context)
    }

    /// The date of these parts; without a year, the first such date that is not before today
    /// (for 29 February, possibly years away).
    static func resolve(
        day: Int, month: Int, year: Int?, _ context: DateParsingContext
    ) throws(DateReadFailure) -> CivilDate {
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
}

extension DateTokenCursor {
    /// A four-digit year next, not the hour of a time such as `2027:00`; moves past it.
    mutating func takeYear() -> Int? {
        guard case .number(let value, 4) = peek() else { return nil }
        let after = peek(1)
        guard after != .colon, after != .word(.am), after != .word(.pm) else { return nil }
        advance()
        return value
    }
}
