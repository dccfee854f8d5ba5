/// The occurrences of a series after its current deadline, in order, computed as they are
/// asked for: what `agenda` and `calendar` project. Ends after `until`, and at once for a rule
/// kept verbatim.
public struct RecurrenceOccurrences: Sequence, IteratorProtocol {
    private let recurrence: Recurrence
    private let expansion: RecurrenceExpansion?
    private let clock: LocalDateTime
    private let zone: ZoneRules
    private var day: CivilDate?
    private var last: Instant

    init(_ recurrence: Recurrence, after deadline: Instant, from start: Instant?, zone: ZoneRules) {
        self.recurrence = recurrence
        self.zone = zone
        let clock = Recurrence.clock(of: deadline, zone: zone)
        self.clock = clock
        let rule = recurrence.fromCompletion ? recurrence.rule?.anchored(at: clock.date) : recurrence.rule
        expansion = rule.map { RecurrenceExpansion(rule: $0, start: clock.date) }
        var day = clock.date.adding(days: 1)
        last = deadline
        if let start, start > deadline {
            day = Swift.max(day, zone.localDateTime(at: start).date)
            last = start
        }
        self.day = day
    }

    /// The next occurrence, or nil once the series is over.
    public mutating func next() -> Instant? {
        guard let expansion, let from = day,
            let found = recurrence.first(of: expansion, at: clock, from: from, after: last, zone: zone)
        else {
            day = nil
            return nil
        }
        day = found.day.adding(days: 1)
        last = found.instant
        return found.instant
    }
}

extension Recurrence {
    /// The occurrences after `deadline` as the schedule has them, lazily; from `from` on
    /// (exclusive) when it is given. A series that counts from completion is projected by its
    /// rule from `deadline`, anchored there (`RecurrenceRule.anchored(at:)`).
    public func occurrences(after deadline: Instant, from: Instant? = nil, zone: ZoneRules)
        -> RecurrenceOccurrences
    {
        RecurrenceOccurrences(self, after: deadline, from: from, zone: zone)
    }

    /// The occurrences after `deadline` in `(from, through]`, in order, at most `limit` of them.
    public func occurrences(
        after deadline: Instant, from: Instant, through end: Instant, zone: ZoneRules, limit: Int = 1000
    ) -> [Instant] {
        var found: [Instant] = []
        for occurrence in occurrences(after: deadline, from: from, zone: zone) {
            guard occurrence <= end, found.count < limit else { break }
            found.append(occurrence)
        }
        return found
    }
}
