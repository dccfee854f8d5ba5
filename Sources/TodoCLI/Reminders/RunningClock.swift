import TodoCore

/// The time as it moves on while `remind --watch` runs: the real clock; or, when `TODO_NOW`
/// is set, that instant moving on with the real time elapsed, sped up `TODO_TIME_SCALE` times
/// (1 unless set), so that a test sees an hour pass in seconds.
struct RunningClock {
    /// Now, in seconds since 1970.
    let seconds: () -> Double
    /// Clock seconds per real second.
    let scale: Double

    /// The real clock.
    init(wallClock: @escaping () -> Double) {
        seconds = wallClock
        scale = 1
    }

    /// `start` moving on as `monotonicClock` does, `scale` times as fast.
    init(start: Instant, scale: Double, monotonicClock: @escaping () -> Double) {
        let origin = monotonicClock()
        let base = Double(start.secondsSince1970)
        seconds = { base + (monotonicClock() - origin) * scale }
        self.scale = scale
    }

    /// The clock for a run: `TODO_NOW` (already read into `now`) moving on, when it is set;
    /// otherwise the real one.
    static func make(now: Instant, environment: Environment, services: ReminderServices) throws(UsageError)
        -> RunningClock
    {
        guard let fixed = environment["TODO_NOW"], !fixed.isEmpty else {
            return RunningClock(wallClock: services.wallClock)
        }
        var scale = 1.0
        if let text = environment["TODO_TIME_SCALE"], !text.isEmpty {
            guard let value = Double(text), value >= 1, value <= 1_000_000 else {
                throw .invalidEnvironment(
                    name: "TODO_TIME_SCALE", value: text, expected: "a number from 1 to 1000000")
            }
            scale = value
        }
        return RunningClock(start: now, scale: scale, monotonicClock: services.monotonicClock)
    }

    var now: Instant {
        Instant(secondsSince1970: Int64(seconds().rounded(.down)))
    }

    /// The real seconds until `instant` comes on this clock; 0 when it has come.
    func realSeconds(until instant: Instant) -> Double {
        max(0, (Double(instant.secondsSince1970) - seconds()) / scale)
    }
}
