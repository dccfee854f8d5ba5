import TodoCore

/// What time it is for a run of `todo`: the system's clock; or, when `TODO_NOW` is set, that
/// instant, standing still for a command and for the ui, and moving on with the real time
/// elapsed for `remind --watch` (`running`).
public struct Clock: Sendable {
    /// Now, in seconds since 1970.
    private let seconds: @Sendable () -> Double
    /// Seconds on a clock that never jumps, to measure the real time elapsed.
    private let monotonic: @Sendable () -> Double
    /// Seconds on this clock per real second.
    let scale: Double
    /// Whether it shows one instant (`TODO_NOW`) until `running` makes it move.
    let standsStill: Bool

    /// A clock that reads the time from `seconds` (since 1970), and the real time elapsed from
    /// `monotonic` (seconds on a clock that never jumps).
    public init(seconds: @escaping @Sendable () -> Double, monotonic: @escaping @Sendable () -> Double) {
        self.init(seconds: seconds, monotonic: monotonic, scale: 1, standsStill: false)
    }

    private init(
        seconds: @escaping @Sendable () -> Double, monotonic: @escaping @Sendable () -> Double, scale: Double,
        standsStill: Bool
    ) {
        self.seconds = seconds
        self.monotonic = monotonic
        self.scale = scale
        self.standsStill = standsStill
    }

    /// The system's clocks.
    public static var system: Clock {
        Clock(seconds: SystemClock.seconds, monotonic: SystemClock.monotonicSeconds)
    }

    /// A clock that shows `instant`, always.
    public static func fixed(_ instant: Instant) -> Clock {
        Clock(seconds: { 0 }, monotonic: { 0 }).stopped(at: instant)
    }

    /// Now, to the second (rounded down).
    public var now: Instant {
        Instant(secondsSince1970: Int64(seconds().rounded(.down)))
    }

    /// This clock showing `instant` until `running` makes it move.
    func stopped(at instant: Instant) -> Clock {
        let fixed = Double(instant.secondsSince1970)
        return Clock(seconds: { fixed }, monotonic: monotonic, scale: 1, standsStill: true)
    }

    /// A clock that moves: this one; or, when it stands still, its instant moving on from now
    /// with the real time elapsed, `scale` times as fast.
    func running(scale: Double) -> Clock {
        guard standsStill else { return self }
        let monotonic = self.monotonic
        let origin = monotonic()
        let start = seconds()
        return Clock(
            seconds: { start + (monotonic() - origin) * scale }, monotonic: monotonic, scale: scale,
            standsStill: false)
    }

    /// The real seconds until `instant` comes on this clock; 0 when it has come.
    func realSeconds(until instant: Instant) -> Double {
        max(0, (Double(instant.secondsSince1970) - seconds()) / scale)
    }
}
