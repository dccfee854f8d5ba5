import TodoCore

extension Clock {
    /// The clock of a run: this one (the system's), stopped at `TODO_NOW` when it is set. The one
    /// reader of `TODO_NOW`: a UTC instant (`2026-03-01T09:30:00Z`) or a date and time as `todo`
    /// reads dates, in `zone` (`2026-03-01T09:30`).
    func reading(_ environment: Environment, zone: ZoneRules) throws(UsageError) -> Clock {
        guard let text = environment["TODO_NOW"], !text.isEmpty else { return self }
        if let instant = Instant(iso8601UTC: text) { return stopped(at: instant) }
        if text.first?.isNumber == true, text.contains("T"),
            let instant = try? DateParser.parse(text, now: now, zone: zone)
        {
            return stopped(at: instant)
        }
        throw .invalidEnvironment(
            name: "TODO_NOW", value: text, expected: "an ISO 8601 instant like 2026-03-01T09:30:00Z")
    }

    /// The clock `remind --watch` waits by, which moves: when `TODO_NOW` stopped it, on from there,
    /// `TODO_TIME_SCALE` times as fast as real time (1 unless set), so that a test sees an hour
    /// pass in seconds.
    func running(_ environment: Environment) throws(UsageError) -> Clock {
        guard standsStill else { return self }
        guard let text = environment["TODO_TIME_SCALE"], !text.isEmpty else { return running(scale: 1) }
        guard let scale = Double(text), scale >= 1, scale <= 1_000_000 else {
            throw .invalidEnvironment(
                name: "TODO_TIME_SCALE", value: text, expected: "a number from 1 to 1000000")
        }
        return running(scale: scale)
    }
}
