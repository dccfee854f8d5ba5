import Testing

@testable import TodoCore

/// A date alone that means the start of a day (a todo.txt creation date, an iCalendar DTSTART
/// date) starts it where `ZoneRules.startOfDay` does, on a day whose midnight the clocks skip too.
@Suite struct FormatDayStartTests {
    /// Clocks go from 23:30 to 00:30 on the first Sunday of October: 2026-10-05 starts at 00:30
    /// local, 02:30 UTC (00:00 read before the change would be 03:00 UTC).
    static let skippingMidnight = "AAA3BBB,M10.1.0/23:30,M3.1.0/0"

    func context() throws -> FormatContext {
        FormatContext(
            now: try FormatFixtures.instant("2026-11-01T12:00:00Z"),
            zone: try #require(ZoneRules(posixRule: Self.skippingMidnight)),
            zoneinfoDirectory: ZoneFixtures.zoneinfo)
    }

    @Test func aTodoTxtDateStartsWhereTheDayStarts() throws {
        let context = try context()
        var reader = TodoTxtReader(context: context)
        let record = try #require(
            try reader.read(FormatFixtures.bytes("2026-10-05 Call the bank\n")).records.first)
        let date = try #require(CivilDate(iso8601: "2026-10-05"))
        #expect(record.createdAt == context.zone.startOfDay(date))
        #expect(record.createdAt == (try FormatFixtures.instant("2026-10-05T02:30:00Z")))
    }

    @Test func anICalendarStartDateStartsWhereTheDayStarts() throws {
        let text = """
            BEGIN:VCALENDAR
            VERSION:2.0
            BEGIN:VTODO
            UID:start-date
            SUMMARY:Call the bank
            DTSTART;VALUE=DATE:20261005
            DURATION:PT1H
            END:VTODO
            END:VCALENDAR

            """
        let batch = try ICalendarFormat.decode(FormatFixtures.bytes(text), context: try context())
        #expect(batch.records.first?.deadline == (try FormatFixtures.instant("2026-10-05T03:30:00Z")))
    }
}
