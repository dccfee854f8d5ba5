#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The system's clocks, for the program that uses TodoCore to read and pass on.
///
/// TodoCore's rules never call it: every rule takes `now` as an argument, so that a test, or
/// `TODO_NOW`, can fix the time. (The store's lock measures how long it waited with it.)
public enum SystemClock {
    /// The current time, to the second (rounded down).
    public static func now() -> Instant {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return Instant(secondsSince1970: Int64(now.tv_sec))
    }

    /// The current time in seconds since 1970, to the microsecond: cut there, not rounded, so
    /// that it rounds down to the second `now()` gives.
    public static func seconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec / 1000) / 1_000_000
    }

    /// Seconds on the monotonic clock, which no change of the wall clock moves: to measure the
    /// time elapsed.
    public static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
