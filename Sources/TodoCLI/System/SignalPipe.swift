import TodoCore

#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Signals turned into bytes on one pipe, so that a wait on files (`poll`) wakes for a signal
/// as for the files, and the program answers it in its own time: the handler only writes the
/// signal's number, as nothing else is safe in a handler.
///
/// The ui drains the pipe and answers each signal (a resize, a continue) with `drain`.
/// `remind --watch` never drains it: from the first SIGINT or SIGTERM on, the pipe stays
/// readable, and every wait after it ends at once.
enum SignalPipe {
    /// The pipe's read end, once a call to `catchSignals` has made it.
    nonisolated(unsafe) private(set) static var readEnd: FileDescriptor?
    /// The handling each caught signal had before.
    nonisolated(unsafe) private static var previous: [Int32: sighandler_t?] = [:]

    /// Catches `signals` (those caught already stay as they are) and returns the pipe's read
    /// end. A signal of `keepingIgnored` that was ignored when `todo` started stays ignored, as
    /// `nohup` means for SIGHUP.
    @discardableResult
    static func catchSignals(_ signals: [Int32], keepingIgnored: Set<Int32> = []) throws(SystemError)
        -> FileDescriptor
    {
        let readEnd = try openPipe()
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for number in signals where !previous.keys.contains(number) {
            let old = setHandler(number, noteSignal)
            if keepingIgnored.contains(number) && handlerBits(old) == handlerBits(SIG_IGN) {
                _ = setHandler(number, SIG_IGN)
                continue
            }
            previous[number] = old
            sigaddset(&unblocked, number)
        }
        // A parent may have started us with them blocked (Foundation's Process does, and some
        // launchers): then none would ever arrive.
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
        return readEnd
    }

    /// Gives each caught signal the handling it had before `catchSignals`.
    static func restoreSignals() {
        for (number, handler) in previous { _ = setHandler(number, handler) }
        previous.removeAll()
    }

    /// The numbers of the signals that came since the last call, in order, taken off the pipe.
    static func drain() -> [Int32] {
        guard let readEnd else { return [] }
        var bytes = [UInt8](repeating: 0, count: 64)
        var numbers: [Int32] = []
        while let count = try? readEnd.read(into: &bytes), count > 0 {
            numbers += bytes.prefix(count).map(Int32.init)
        }
        return numbers
    }

    private static func openPipe() throws(SystemError) -> FileDescriptor {
        if let readEnd { return readEnd }
        let pipe = try FileDescriptor.pipe()
        do {
            try pipe.readEnd.setNonBlocking()
            try pipe.writeEnd.setNonBlocking()
        } catch {
            pipe.readEnd.closeIgnoringErrors()
            pipe.writeEnd.closeIgnoringErrors()
            throw error
        }
        readEnd = pipe.readEnd
        signalWriteEnd = pipe.writeEnd.rawValue
        return pipe.readEnd
    }

    private static func handlerBits(_ handler: sighandler_t?) -> Int {
        handler.map { unsafeBitCast($0, to: Int.self) } ?? 0
    }
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

/// `signal` under a name that does not clash with the parameters named so.
func setHandler(_ number: Int32, _ handler: sighandler_t?) -> sighandler_t? {
    signal(number, handler)
}

nonisolated(unsafe) private var signalWriteEnd: Int32 = -1

/// The handler: the signal's number on the pipe, with the C library's `write` (async-signal-safe).
private func noteSignal(_ number: Int32) {
    let saved = errno
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(signalWriteEnd, &byte, 1)
    errno = saved
}
