#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A watch that looks at the files' status once a second: for systems without inotify (macOS),
/// and for Linux when no inotify instance is left. One look a second costs a few microseconds.
enum PollingWatch {
    static let interval = 1.0

    static func start(folder: String, names: [String], stop: Int32, clock: @escaping () -> Double)
        -> StoreWatcher.Watch
    {
        let paths = names.map { folder + "/" + $0 }
        var last = paths.map(StoreStamp.init(path:))
        return StoreWatcher.Watch(
            wait: { seconds in
                let end = clock() + seconds
                while true {
                    let remaining = end - clock()
                    if !pollReadable([stop], seconds: min(max(remaining, 0), interval)).isEmpty {
                        return .stopped
                    }
                    let now = paths.map(StoreStamp.init(path:))
                    if now != last {
                        last = now
                        return .changed
                    }
                    // Not `remaining <= interval`: a signal may have cut the look short (EINTR).
                    if clock() >= end { return .timedOut }
                }
            }, close: {})
    }
}
