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
        var last = paths.map(signature)
        return StoreWatcher.Watch(
            wait: { seconds in
                let end = clock() + seconds
                while true {
                    let remaining = end - clock()
                    if !pollReadable([stop], seconds: min(max(remaining, 0), interval)).isEmpty {
                        return .stopped
                    }
                    let now = paths.map(signature)
                    if now != last {
                        last = now
                        return .changed
                    }
                    if remaining <= interval { return .timedOut }
                }
            }, close: {})
    }

    /// What changes when a file is written or replaced: inode, size and modification time.
    private static func signature(_ path: String) -> [Int64] {
        var info = stat()
        guard stat(path, &info) == 0 else { return [] }
        #if canImport(Darwin)
            let modified = info.st_mtimespec
        #else
            let modified = info.st_mtim
        #endif
        return [Int64(info.st_ino), Int64(info.st_size), Int64(modified.tv_sec), Int64(modified.tv_nsec)]
    }
}
