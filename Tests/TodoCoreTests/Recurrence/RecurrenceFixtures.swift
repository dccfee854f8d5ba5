import Testing

@testable import TodoCore

/// Rules, zones and wall-clock times for the recurrence tests.
enum RecurrenceFixtures {
    /// The rule a person types.
    static func rule(_ text: String) throws -> RecurrenceRule {
        try RecurrenceRuleParser.parse(text)
    }

    /// The instant of a wall-clock time such as `2026-03-05 10:00` or `2026-03-05 10:00:30` in
    /// `zone` (a skipped time moves forward by the gap, a repeated one is the first).
    static func at(_ local: String, _ zone: ZoneRules = .utc) throws -> Instant {
        zone.instant(for: try DateCase.local(local))
    }

    /// `instant` on `zone`'s wall clock: `2026-03-05 10:00`, with seconds when they are not 0.
    static func local(_ instant: Instant, _ zone: ZoneRules = .utc) -> String {
        text(zone.localDateTime(at: instant))
    }

    static func text(_ local: LocalDateTime) -> String {
        let seconds = local.second == 0 ? "" : ":" + two(local.second)
        return local.date.iso8601 + " " + two(local.hour) + ":" + two(local.minute) + seconds
    }

    private static func two(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }

    /// A recurrence of `text` as `--every` sets it on a task due at `due` (local in `zone`).
    static func recurrence(
        _ text: String, due: String, zone: ZoneRules = .utc, fromCompletion: Bool = false,
        until: String? = nil
    ) throws -> (recurrence: Recurrence, deadline: Instant) {
        let started = Recurrence.start(
            try rule(text), fromCompletion: fromCompletion, until: try until.map { try at($0, zone) },
            deadline: try at(due, zone), now: try at(due, zone) - 86_400, zone: zone)
        return try #require(started, "\(text) due \(due) does not start")
    }

    /// The next `count` deadlines the series moves on to, each completed on time (at its own
    /// deadline), as local times in `zone`.
    static func deadlines(
        _ recurrence: Recurrence, from deadline: Instant, count: Int, zone: ZoneRules = .utc
    ) -> [String] {
        var deadline = deadline
        var shown: [String] = []
        for _ in 0..<count {
            guard let next = recurrence.nextDeadline(after: deadline, completedAt: deadline, zone: zone)
            else {
                break
            }
            shown.append(local(next, zone))
            deadline = next
        }
        return shown
    }
}
