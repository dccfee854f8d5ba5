extension DateParser {
    /// The body of `todo help dates`: every accepted form, plain text, at most 80 columns.
    public static let helpText = """
        Dates for --due and --deadline. Case does not matter. Weeks run Monday to
        Sunday.

        A day without a time means the END of that day, 23:59:59 local time.

        ISO 8601
          2026-03-05                 23:59:59 on 5 March 2026, local time
          2026-03-05 17:30           17:30 local time (also 2026-03-05T17:30)
          2026-03-05T17:30:00        seconds may be given; a fraction is dropped
          2026-03-05T17:30:00Z       an exact instant: Z is UTC
          2026-03-05T17:30+02:00     with a UTC offset: +02:00, -0530 or +02
          2026-03-05 5pm             a day and any time below

        From now
          +30m  +2h  +3d  +1w        minutes, hours, days, weeks from now
          in 30 minutes, in 2 hours  also min, mins, h, hr, hrs, d, w, wk, week(s)
          in 3 days, in 1 week       days and weeks keep the clock time (see below)

        Words
          today  tomorrow            the end of that day
          tonight                    21:00 today, or the end of today after 21:00
          eod                        the end of today
          eow                        the end of this week's Sunday (today on Sundays)
          friday, fri                the next Friday after today: on a Friday, a
                                     week away; next friday means the same
          tomorrow 9am               a day word and a time, in either order
          friday 17:00, today 5pm    (at is allowed: friday at 17:00)

        A time alone
          17:00  5pm  9:30am  12am   today, or tomorrow once that time has come;
                                     12am is midnight, 12pm is noon

        Dates with a month name
          5 mar, mar 5, march 5      the next 5 March that is not before today
          5 march 2027, mar 5, 2027  a given year (four digits)
          mar 5 17:30                any of these with a time

        Days that do not exist (Feb 30, month 13, 24:00, 13pm) are errors.

        Time zone: dates are read and shown in the zone of TZ, as the C library reads
        it (TZ=Europe/Berlin, TZ=:Asia/Kolkata, a file path, or a POSIX rule such as
        EST5EDT,M3.2.0,M11.1.0). Without TZ, the system zone from /etc/localtime.
        An unknown zone is UTC, with a warning.

        Daylight saving time: minutes and hours are exact, so +2h is always 7,200
        seconds; days and weeks keep the clock time, so +1d at 09:00 is 09:00 the next
        day even when that day is 23 or 25 hours long. A time the clocks skip moves
        forward by the gap (02:30 on a spring-forward day in New York is 03:30); a time
        that happens twice is the first one.
        """
}
