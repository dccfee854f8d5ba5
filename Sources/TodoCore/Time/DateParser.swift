/// Reads the dates people type for `--due` and `--deadline`. `helpText` lists every form.
///
/// A pure function of the text, `now` and the zone: case-insensitive, surrounding spaces
/// ignored, linear in the length of the text, which is capped at `maximumLength`.
public enum DateParser {
    /// Longer text is refused unread.
    public static let maximumLength = 200

    /// The instant `text` means at `now` in `zone`.
    ///
    /// - A form without a UTC offset is local time in `zone`.
    /// - A day without a time means its end, 23:59:59 local.
    /// - A time alone is today, or tomorrow when it is not after `now`.
    /// - A weekday (or `next` weekday) is its first occurrence after today.
    /// - `tonight` is 21:00 today, or the end of today once 21:00 has come; `eod` is the end of
    ///   today; `eow` the end of this week's Sunday (today, on a Sunday).
    /// - Minutes and hours are durations; days and weeks keep the wall-clock time.
    /// - A skipped local time moves forward by the gap; a repeated one is the earlier instant.
    public static func parse(
        _ text: String, now: Instant, zone: ZoneRules
    ) throws(DateParseError) -> Instant {
        guard text.utf8.count <= maximumLength else { throw DateParseError(text: text, reason: .tooLong) }
        do throws(DateReadFailure) {
            return try read(text, DateParsingContext(now: now, zone: zone))
        } catch {
            throw DateParseError(text: text, reason: error.reason)
        }
    }

    private static func read(
        _ text: String, _ context: DateParsingContext
    ) throws(DateReadFailure) -> Instant {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            guard byte < 0x80 else { throw .unreadable }
            bytes.append((65...90).contains(byte) ? byte + 32 : byte)
        }
        let start = bytes.firstIndex { !DateBytes.isSpace($0) } ?? bytes.endIndex
        let end = bytes.lastIndex { !DateBytes.isSpace($0) }.map { $0 + 1 } ?? start
        let trimmed = bytes[start..<end]
        if ISODateReader.startsWithISODate(trimmed) { return try ISODateReader.read(trimmed, context) }
        guard let tokens = DateTokenizer.tokens(trimmed) else { throw .unreadable }
        return try readTokens(tokens, context)
    }

    /// Relative forms, or a day and a time in either order, each optional.
    private static func readTokens(
        _ tokens: [DateToken], _ context: DateParsingContext
    ) throws(DateReadFailure) -> Instant {
        var cursor = DateTokenCursor(tokens)
        if cursor.take(.plus) || cursor.take(.word(.in)) {
            return try RelativeDateReader.read(&cursor, context)
        }
        var time = try ClockTime.read(&cursor)
        let day = try DayPart.read(&cursor, context)
        if time == nil, day != nil { time = try ClockTime.read(&cursor) }
        guard cursor.isAtEnd else { throw .unreadable }
        return try resolve(day: day, time: time, context)
    }

    private static func resolve(
        day: DayPart?, time: ClockTime?, _ context: DateParsingContext
    ) throws(DateReadFailure) -> Instant {
        let today = context.today
        switch (day, time) {
        case (nil, nil):
            throw .unreadable
        case (nil, let time?):
            let todayAtTime = try context.instant(try local(time, on: today))
            if todayAtTime > context.now { return todayAtTime }
            return try context.instant(try local(time, on: try context.date(today, adding: 1)))
        case (.date(let date)?, nil):
            return try context.endOfDay(date)
        case (.date(let date)?, let time?):
            return try context.instant(try local(time, on: date))
        case (.tonight?, nil):
            let evening = ClockTime(hour: 21, minute: 0, second: 0)
            let tonight = try context.instant(try local(evening, on: today))
            return tonight > context.now ? tonight : try context.endOfDay(today)
        case (.endOfDay?, nil):
            return try context.endOfDay(today)
        case (.endOfWeek?, nil):
            return try context.endOfDay(try context.date(today, adding: Int64(7 - today.weekday)))
        case (.tonight?, _?), (.endOfDay?, _?), (.endOfWeek?, _?):
            throw .unreadable
        }
    }

    private static func local(
        _ time: ClockTime, on date: CivilDate
    ) throws(DateReadFailure) -> LocalDateTime {
        guard let local = time.on(date) else { throw .noSuchDayOrTime }
        return local
    }
}
