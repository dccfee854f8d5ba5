#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension ReminderServices {
    /// The real ones: the desktop's notifier, inotify (or a poll), the path in `/proc`.
    static var system: ReminderServices {
        ReminderServices(notifier: .desktop, watcher: .system, executablePath: runningExecutablePath)
    }
}

/// The absolute path of the running program, links followed.
private func runningExecutablePath() -> String? {
    #if canImport(Darwin)
        var size: UInt32 = 4096
        var buffer = [CChar](repeating: 0, count: Int(size))
        guard _NSGetExecutablePath(&buffer, &size) == 0, let resolved = realpath(buffer, nil) else {
            return nil
        }
    #else
        guard let resolved = realpath("/proc/self/exe", nil) else { return nil }
    #endif
    defer { free(resolved) }
    return String(cString: resolved)
}
