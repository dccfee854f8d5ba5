/// Waiting for `remind --watch`: until a time, a change to the store's files, or SIGINT or
/// SIGTERM, whichever comes first. inotify on Linux, a poll of the files' status elsewhere
/// (see `StoreWatcher.system`); tests give a stand-in.
public struct StoreWatcher: Sendable {
    /// What ended a wait.
    public enum Wake: Equatable, Sendable {
        case timedOut
        /// One of the watched files was written, replaced, made or removed.
        case changed
        /// SIGINT or SIGTERM arrived.
        case stopped
    }

    /// One watch, started on a folder.
    public struct Watch {
        /// Waits at most `seconds` (real ones).
        public var wait: (_ seconds: Double) -> Wake
        /// Stops watching and gives back what the watch held.
        public var close: () -> Void

        public init(wait: @escaping (_ seconds: Double) -> Wake, close: @escaping () -> Void) {
            self.wait = wait
            self.close = close
        }
    }

    /// Starts watching `folder` for changes to the files `names`, and for SIGINT and SIGTERM.
    public var start: @Sendable (_ folder: String, _ names: [String]) throws(ServiceFailure) -> Watch

    public init(
        start: @escaping @Sendable (_ folder: String, _ names: [String]) throws(ServiceFailure) -> Watch
    ) {
        self.start = start
    }
}
