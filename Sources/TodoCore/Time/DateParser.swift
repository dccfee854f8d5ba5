/// Reads the dates people type for `--due` and `--deadline`; `help(now:zone:)` lists every form.
///
/// A pure function of the text, `now` and the zone: case-insensitive, any spacing, linear in the
/// length of the text, which is capped at `maximumLength`. ISO 8601 text is read by
/// `ISODateReader`; anything else is split into tokens by `DateTokenizer` and read by one
/// grammar: a day part (`DayPart`: a count, a period, a named day or a day of the month) and an
/// optional time (`ClockTime`) after it, or a time and an optional day part after it.
public enum DateParser {
    /// Longer text is refused unread.
    public static let maximumLength = 200

    /// Every word the forms use, a full name before its abbreviations: what a mistyped word
    /// may be corrected to.
    public static var words: [String] { DateWord.spellings.map(\.text) }

    /// The instant `text` means at `now` in `zone`, which may lie in the past (`yesterday`): the
    /// caller decides whether that will do.
    ///
    /// - A form without a UTC offset is local time in `zone`.
    /// - A day without a time means its end, 23:59:59 local; with `dayStarts` (a wait), its
    ///   start, 00:00.
    /// - A time alone is today, or tomorrow when it is not after `now`.
    /// - A weekday (or `next` weekday) is its first occurrence after today; `this` weekday is
    ///   today on that weekday.
    /// - A day of the month without a year is the first such day from today on.
    /// - `tonight` is 21:00 today, or the end of today once 21:00 has come; periods (`eom`,
    ///   `next week`) are the end of their last day.
    /// - Minutes and hours are durations; days, weeks, months and years keep the wall-clock
    ///   time, on the month's last day when the month is shorter.
    /// - A skipped local time moves forward by the gap; a repeated one is the earlier instant.
    public static func parse(
        _ text: String, now: Instant, zone: ZoneRules, dayStarts: Bool = false
    ) throws(DateParseError) -> Instant {
        guard text.utf8.count <= maximumLength else { throw DateParseError(text: text, reason: .tooLong) }
        do throws(DateReadFailure) {
            return try read(text, DateParsingContext(now: now, zone: zone, dayStarts: dayStarts))
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

    /// The one grammar of the word forms: a day part and an optional time after it, or a time
    /// and an optional day part after it.
    private static func readTokens(
        _ tokens: [DateToken], _ context: DateParsingContext
    ) throws(DateReadFailure) -> Instant {
        var cursor = DateTokenCursor(tokens)
        let day: DayPart?
        let time: ClockTime?
        if let leading = try DayPart.read(&cursor, context) {
            day = leading
            time = leading.takesTime(at: cursor) ? try ClockTime.read(&cursor) : nil
        } else {
            guard let leading = try ClockTime.read(&cursor) else { throw .unreadable }
            time = leading
            day = try DayPart.read(&cursor, context)
            guard day?.takesLeadingTime ?? true else { throw .unreadable }
        }
        guard cursor.isAtEnd else { throw .unreadable }
        return try resolve(day: day, time: time, context)
    }

    private static func resolve(
        day: DayPart?, time: ClockTime?, _ context: DateParsingContext
    ) throws(DateReadFailure) -> Instant {
        let today = context.today
        switch (day, time) {
        case (nil, nil), (.exact?, _?):
            throw .unreadable
        case (nil, let time?):
            let todayAtTime = try context.instant(try local(time, on: today))
            if todayAtTime > context.now { return todayAtTime }
            return try context.instant(try local(time, on: try context.date(today, adding: 1)))
        case (.date(let date)?, nil):
            return try context.dayAlone(date)
        case (.counted(let date)?, nil):
            return try context.instant(context.local.withDate(date))
        case (.date(let date)?, let time?), (.counted(let date)?, let time?):
            return try context.instant(try local(time, on: date))
        case (.tonight?, nil):
            let evening = ClockTime(hour: 21, minute: 0, second: 0)
            let tonight = try context.instant(try local(evening, on: today))
            return tonight > context.now ? tonight : try context.endOfDay(today)
        case (.tonight?, let time?):
            return try context.instant(try local(time, on: today))
        case (.exact(let instant)?, nil):
            return instant
        }
    }

    private static func local(
        _ time: ClockTime, on date: CivilDate
    ) throws(DateReadFailure) -> LocalDateTime {
        guard let local = time.on(date) else { throw .noSuchDayOrTime }
        return local
    }
}
