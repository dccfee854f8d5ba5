extension Recurrence {
    /// A recurrence by RRULE text from another program (an iCalendar `RRULE`), for a series that
    /// starts at `start` (its `DTSTART`) in `zone`, its rule stored as canonical text. Unlike
    /// `init(rrule:…)` it reads the ends:
    /// `UNTIL` as an instant (`…Z`), a local time in `zone`, or a day (up to its end, 23:59:59);
    /// `COUNT` as the instant of that occurrence, `start` counting as the first, as RFC 5545 has it.
    ///
    /// Text `todo` does not interpret, or a series with dates of its own (`otherDates`: its
    /// `RDATE` and `EXDATE` lines), is kept verbatim, its `UNTIL` or `COUNT` included. The rule keeps
    /// the other program's meaning: it is not anchored (`anchored(at:zone:)`).
    public init(
        importing text: String, start: Instant, zone: ZoneRules, fromCompletion: Bool = false,
        otherDates: [String] = []
    ) {
        let reading = RRuleReading(text)
        guard let rule = reading.rule, otherDates.isEmpty else {
            self.init(
                rrule: text, fromCompletion: fromCompletion, zone: zone.identifier,
                otherDates: otherDates)
            return
        }
        self.init(rule: rule, fromCompletion: fromCompletion, zone: zone.identifier)
        switch reading.until {
        case .instant(let instant)?: until = instant
        case .day(let day)?: until = zone.instant(for: .endOfDay(day))
        case .local(let local)?: until = zone.instant(for: local)
        case nil: break
        }
        if let count = reading.count {
            var occurrences = occurrences(after: start, zone: zone)
            var last: Instant? = start
            for _ in 1..<count where last != nil { last = occurrences.next() }
            until = last
        }
    }
}
