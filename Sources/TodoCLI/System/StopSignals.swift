#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// SIGINT and SIGTERM, turned into a byte on a pipe that a wait can watch beside its other
/// files: the handler does nothing else, as a handler may not.
enum StopSignals {
    /// Installs the handlers once and returns the pipe's read end, which stays readable from the
    /// first signal on; nil when no pipe could be made.
    static func install() -> Int32? {
        if stopPipeReadEnd >= 0 { return stopPipeReadEnd }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
        stopPipeReadEnd = ends[0]
        stopPipeWriteEnd = ends[1]
        signal(SIGINT, noteStop)
        signal(SIGTERM, noteStop)
        // A parent may have started us with them blocked (Foundation's Process does).
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        return stopPipeReadEnd
    }
}

nonisolated(unsafe) private var stopPipeReadEnd: Int32 = -1
nonisolated(unsafe) private var stopPipeWriteEnd: Int32 = -1

private func noteStop(_ signal: Int32) {
    var byte: UInt8 = 1
    _ = write(stopPipeWriteEnd, &byte, 1)
}

/// Waits up to `seconds` for one of `descriptors` to be readable; returns which are (none when
/// the time ran out).
func pollReadable(_ descriptors: [Int32], seconds: Double) -> [Int32] {
    var entries = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    let milliseconds = Int32(min(max(seconds, 0) * 1000, Double(Int32.max)).rounded(.up))
    let count = poll(&entries, nfds_t(entries.count), milliseconds)
    guard count > 0 else { return [] }
    return entries.filter { $0.revents != 0 }.map(\.fd)
}
