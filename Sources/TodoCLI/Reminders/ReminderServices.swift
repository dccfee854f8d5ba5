/// What `todo remind` uses of the world outside the store: desktop notifications, waiting for
/// changes and signals, the clocks, and where the running program lies. `RunningProcess` gives
/// the real ones; tests give stand-ins.
public struct ReminderServices: Sendable {
    public var notifier: Notifier
    public var watcher: StoreWatcher
    /// The real time, in seconds since 1970, read each time it is called.
    public var wallClock: @Sendable () -> Double
    /// Seconds on a clock that never jumps, to measure time elapsed.
    public var monotonicClock: @Sendable () -> Double
    /// The absolute path of the running `todo`, for the unit file `remind --install` writes.
    public var executablePath: @Sendable () -> String?

    public init(
        notifier: Notifier, watcher: StoreWatcher, wallClock: @escaping @Sendable () -> Double,
        monotonicClock: @escaping @Sendable () -> Double, executablePath: @escaping @Sendable () -> String?
    ) {
        self.notifier = notifier
        self.watcher = watcher
        self.wallClock = wallClock
        self.monotonicClock = monotonicClock
        self.executablePath = executablePath
    }

    /// Stand-ins that do nothing: no notifier, no watching, clocks at 0, no path.
    public static var none: ReminderServices {
        ReminderServices(
            notifier: .unavailable("no desktop notifier here"),
            watcher: StoreWatcher { _, _ throws(ServiceFailure) in throw ServiceFailure("cannot watch here")
            },
            wallClock: { 0 }, monotonicClock: { 0 }, executablePath: { nil })
    }
}

/// Why an outside service (a notifier, a watch) could not do its part, in words for a message.
public struct ServiceFailure: Error, Equatable, Sendable {
    public let reason: String

    public init(_ reason: String) {
        self.reason = reason
    }
}
