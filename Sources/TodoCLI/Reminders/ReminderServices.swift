/// What `todo remind` uses of the world outside the store: desktop notifications, waiting for
/// changes and signals, and where the running program lies. `RunningProcess` gives
/// the real ones; tests give stand-ins.
public struct ReminderServices: Sendable {
    public var notifier: Notifier
    public var watcher: StoreWatcher
    /// The absolute path of the running `todo`, for the unit file `remind --install` writes.
    public var executablePath: @Sendable () -> String?

    public init(
        notifier: Notifier, watcher: StoreWatcher, executablePath: @escaping @Sendable () -> String?
    ) {
        self.notifier = notifier
        self.watcher = watcher
        self.executablePath = executablePath
    }

    /// Stand-ins that do nothing: no notifier, no watching, no path.
    public static var none: ReminderServices {
        ReminderServices(
            notifier: .unavailable("no desktop notifier here"),
            watcher: StoreWatcher { _, _ throws(ServiceFailure) in throw ServiceFailure("cannot watch here")
            },
            executablePath: { nil })
    }
}

/// Why an outside service (a notifier, a watch) could not do its part, in words for a message.
public struct ServiceFailure: Error, Equatable, Sendable {
    public let reason: String

    public init(_ reason: String) {
        self.reason = reason
    }
}
