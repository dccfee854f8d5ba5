#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Signals turned into bytes on a pipe, so that the ui's one `poll` wakes for keys and signals
/// alike and answers each in its own time (the handler itself only writes a byte: nothing else
/// is safe in a signal handler).
enum SignalPipe {
    nonisolated(unsafe) private(set) static var readEnd: Int32 = -1
    nonisolated(unsafe) private static var previous: [Int32: sighandler_t?] = [:]
    nonisolated(unsafe) private static var isCatching = false

    static let numbers: [(TerminalSignal, Int32)] = [
        (.interrupt, SIGINT), (.terminate, SIGTERM), (.hangUp, SIGHUP), (.suspend, SIGTSTP),
        (.resume, SIGCONT), (.resize, SIGWINCH),
    ]

    /// Opens the pipe (once) and catches the signals; a signal that was ignored when `todo`
    /// started (as `nohup` ignores SIGHUP) stays ignored.
    static func catchSignals() -> Bool {
        guard !isCatching else { return true }
        guard openPipe() else { return false }
        isCatching = true
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for (kind, number) in numbers {
            let old = signal(number, noteSignal)
            if handlerBits(old) == handlerBits(SIG_IGN) && kind.canBeIgnored {
                _ = signal(number, SIG_IGN)
                continue
            }
            previous[number] = old
            sigaddset(&unblocked, number)
        }
        // A parent may have blocked them (some launchers do): then none would ever arrive.
        sigprocmask(SIG_UNBLOCK, &unblocked, nil)
        return true
    }

    /// Gives each signal the handling it had before `catchSignals`.
    static func restoreSignals() {
        for (number, handler) in previous { _ = signal(number, handler) }
        previous.removeAll()
        isCatching = false
    }

    /// The signals noted since the last call.
    static func drain() -> [TerminalSignal] {
        var bytes = [UInt8](repeating: 0, count: 64)
        var signals: [TerminalSignal] = []
        while readEnd >= 0 {
            let count = read(readEnd, &bytes, bytes.count)
            guard count > 0 else { break }
            for byte in bytes.prefix(count) {
                if let signal = numbers.first(where: { $0.1 == Int32(byte) })?.0 { signals.append(signal) }
            }
        }
        return signals
    }

    private static func openPipe() -> Bool {
        guard readEnd < 0 else { return true }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return false }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        readEnd = ends[0]
        signalWriteEnd = ends[1]
        return true
    }

    private static func handlerBits(_ handler: sighandler_t?) -> Int {
        handler.map { unsafeBitCast($0, to: Int.self) } ?? 0
    }
}

extension TerminalSignal {
    /// Whether an ignored signal stays ignored: the ui must still hear resizes and continues.
    fileprivate var canBeIgnored: Bool { self != .resize && self != .resume }
}

nonisolated(unsafe) private var signalWriteEnd: Int32 = -1

private func noteSignal(_ number: Int32) {
    let saved = errno
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(signalWriteEnd, &byte, 1)
    errno = saved
}
