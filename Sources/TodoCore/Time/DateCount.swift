/// A count of units from now: `in 2 days`, `2 days`, `2 days from now`, `+3d`, `in two weeks`,
/// `in a month`, `in an hour`, `in half an hour`, `in 90 min`.
///
/// Minutes and hours are exact durations. Days, weeks, months and years are calendar steps that
/// keep the wall-clock time of now: `+1d` across a daylight-saving change is the same clock time
/// 23 or 25 hours later, and a month after 31 January is the last day of February.
struct DateCount: Equatable {
    typealias Unit = DateWord.Unit

    var amount: Int
    var unit: Unit

    /// Reads `[in | +] AMOUNT UNIT [from now]` at the cursor. AMOUNT is digits, `one` to
    /// `twelve`, `a` or `an`; `half an hour` is 30 minutes. Nil, the cursor unmoved, when no count
    /// starts there: `17h` alone is a time, not a count of hours.
    static func read(_ cursor: inout DateTokenCursor) throws(DateReadFailure) -> DateCount? {
        var attempt = cursor
        let isPrefixed = attempt.take(.plus) || attempt.take(.in)
        guard let (count, isHourMark) = try readAmountAndUnit(&attempt) else {
            if isPrefixed { throw .unreadable }
            return nil
        }
        let isFromNow = attempt.take(.from)
        if isFromNow, !attempt.take(.now) { throw .unreadable }
        if isHourMark, !isPrefixed, !isFromNow { return nil }
        cursor = attempt
        return count
    }

    /// The count and whether its unit was the bare `h`; nil when the tokens are not a count.
    private static func readAmountAndUnit(
        _ cursor: inout DateTokenCursor
    ) throws(DateReadFailure) -> (DateCount, isHourMark: Bool)? {
        if cursor.take(.half) {
            _ = cursor.take(.count(1))
            guard cursor.take(.unit(.hour)) else { throw .unreadable }
            return (DateCount(amount: 30, unit: .minute), false)
        }
        let amount: Int
        switch cursor.peek() {
        case .number(let value, _): amount = value
        case .word(.count(let value)): amount = value
        default: return nil
        }
        switch cursor.peek(1) {
        case .word(.unit(let unit)):
            cursor.advance(by: 2)
            return (DateCount(amount: amount, unit: unit), false)
        case .word(.h):
            cursor.advance(by: 2)
            return (DateCount(amount: amount, unit: .hour), true)
        default:
            return nil
        }
    }

    /// What the count means at `context.now`: an exact instant for minutes and hours, a day
    /// that keeps now's clock time for the rest.
    func resolve(_ context: DateParsingContext) throws(DateReadFailure) -> DayPart {
        let amount = Int64(amount)
        switch unit {
        case .minute:
            return .exact(try context.checked(context.now + amount * 60))
        case .hour:
            return .exact(try context.checked(context.now + amount * 3600))
        case .day:
            return .counted(try context.date(context.today, adding: amount))
        case .week:
            return .counted(try context.date(context.today, adding: amount * 7))
        case .month:
            return .counted(try context.date(context.today, addingMonths: amount))
        case .year:
            return .counted(try context.date(context.today, addingMonths: amount * 12))
        }
    }
}
