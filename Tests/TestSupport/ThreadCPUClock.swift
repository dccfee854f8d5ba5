#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The CPU time of the calling thread: how long a piece of work computed, whatever else the
/// machine runs meanwhile. A test that bounds how long something may take measures this, so
/// that a loaded machine cannot make it fail.
public struct ThreadCPUClock: Sendable {
    public init() {}

    /// The thread's CPU time spent in `work`.
    public func measure(_ work: () throws -> Void) rethrows -> Duration {
        let start = Self.now()
        try work()
        let end = Self.now()
        return .nanoseconds(end - start)
    }

    private static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }
}
