#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The system's real-time clock, for the program that uses TodoCore to read once and pass on.
///
/// TodoCore itself never calls it: every rule takes `now` as an argument, so that a test, or
/// `TODO_NOW`, can fix the time.
public enum SystemClock {
    /// The current time, to the second (rounded down).
    public static func now() -> Instant {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return Instant(secondsSince1970: Int64(now.tv_sec))
    }
}
