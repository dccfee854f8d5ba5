import Testing

@testable import TodoCore

@Suite struct CalendarMonthTests {
    /// (year, month, days, weeks, places before the 1st).
    @Test(arguments: [
        (2026, 6, 30, 5, 0),  // starts on a Monday
        (2026, 3, 31, 6, 6),  // starts on a Sunday
        (2026, 2, 28, 5, 6),
        (2027, 2, 28, 4, 0),  // four whole weeks
        (2028, 2, 29, 5, 1),  // a leap year
        (2026, 4, 30, 5, 2),
        (2026, 11, 30, 6, 6),
    ])
    func weeksStartOnMonday(year: Int, month: Int, days: Int, weeks: Int, lead: Int) throws {
        let calendar = try #require(CalendarMonth(year: year, month: month))
        #expect(calendar.dayCount == days && calendar.days.count == days)
        let grid = calendar.weeks
        #expect(grid.count == weeks)
        #expect(grid.allSatisfy { $0.count == 7 })
        #expect(grid[0].prefix(while: { $0 == nil }).count == lead)
        let placed = grid.flatMap { $0 }.compactMap { $0 }
        #expect(placed == calendar.days)
        #expect(placed.enumerated().allSatisfy { index, day in day.weekday == (lead + index) % 7 + 1 })
        #expect(grid.last?.last != nil || grid.last?.contains(where: { $0 == nil }) == true)
    }

    @Test(arguments: [
        ("2026-04", "2026-04"), ("april", "2027-04"), ("Apr", "2027-04"), ("november", "2026-11"),
        ("NOV", "2026-11"), ("dec", "2026-12"), ("january", "2027-01"), ("2030-1", "2030-01"),
    ])
    func readsAMonth(text: String, month: String) throws {
        let today = try ZoneFixtures.date(2026, 11, 26)
        #expect(CalendarMonth(reading: text, today: today)?.iso8601 == month)
    }

    @Test(arguments: ["2026-13", "2026-00", "13", "", "apri", "2026-04-01", "-2026-04", "2026-+4", "monday"])
    func refusesWhatIsNoMonth(text: String) throws {
        #expect(CalendarMonth(reading: text, today: try ZoneFixtures.date(2026, 11, 26)) == nil)
    }
}
