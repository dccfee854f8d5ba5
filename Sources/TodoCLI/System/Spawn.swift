import CSpawn
import TodoCore

#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Starts a program and waits for it to end: the part that `PipedProcess` and `Editor` share.
/// On Linux the child is made by `todo_spawn`, as `posix_spawnp` would, with less work in the
/// child; elsewhere by `posix_spawnp`.
enum Spawn {
    /// How a child ended.
    enum Ending: Equatable {
        case exited(Int32)
        case signalled(Int32)

        /// The exit status, or 128 + the signal's number.
        var status: Int32 {
            switch self {
            case .exited(let status): status
            case .signalled(let signal): 128 + signal
            }
        }

        /// The ending `waitpid` tells in `status`.
        init(waitStatus status: Int32) {
            let signal = status & 0x7F
            self = signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal)
        }
    }

    /// A system call's error: `errno`'s code.
    struct Failure: Error, Equatable {
        let code: Int32

        /// The system's text for the code ("No such file or directory").
        var reason: String { String(cString: strerror(code)) }
    }

    /// Waits for the child to end until `deadline` (monotonic seconds): nil when it has not
    /// ended by then. Without a deadline, waits as long as it takes.
    ///
    /// A child that has closed its outputs is most often ending: a few yields of the processor
    /// see it gone. One still running is then watched through a pidfd, which wakes the wait the
    /// moment it ends (a pidfd costs a child about 6 µs, so only one that needs it gets one);
    /// where the system gives none, the wait asks again after pauses that grow to 5 ms.
    static func wait(_ pid: pid_t, until deadline: Double?) -> Result<Ending?, Failure> {
        guard let deadline else { return wait(pid).map { $0 } }
        for _ in 0..<64 {
            switch ended(pid) {
            case .success(nil): sched_yield()
            case let result: return result
            }
        }
        return waitWatching(pid, until: deadline) ?? waitAsking(pid, until: deadline)
    }

    /// Waits for the child to end, through interruptions by signals.
    static func wait(_ pid: pid_t) -> Result<Ending, Failure> {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return .failure(Failure(code: errno)) }
        }
        return .success(Ending(waitStatus: status))
    }

    /// How the child ended, or nil while it runs.
    private static func ended(_ pid: pid_t) -> Result<Ending?, Failure> {
        var status: Int32 = 0
        while true {
            let ended = waitpid(pid, &status, WNOHANG)
            if ended == pid { return .success(Ending(waitStatus: status)) }
            if ended == 0 { return .success(nil) }
            if errno != EINTR { return .failure(Failure(code: errno)) }
        }
    }

    /// `wait(_:until:)` through a pidfd: nil where the system gives none, or where it cannot be
    /// watched (Linux 5.2, whose pidfds `poll` finds ready at once).
    static func waitWatching(_ pid: pid_t, until deadline: Double) -> Result<Ending?, Failure>? {
        let notice = todo_pidfd_open(pid)
        guard notice >= 0 else { return nil }
        defer { close(notice) }
        var watched = pollfd(fd: notice, events: Int16(POLLIN), revents: 0)
        while true {
            let left = deadline - SystemClock.monotonicSeconds()
            guard left > 0 else { return ended(pid) }
            let ready = poll(&watched, 1, Int32(min((left * 1000).rounded(.up), Double(Int32.max))))
            if ready > 0 {
                let result = ended(pid)
                guard case .success(nil) = result else { return result }
                return nil
            }
            if ready < 0 && errno != EINTR { return .failure(Failure(code: errno)) }
        }
    }

    /// `wait(_:until:)` by asking again and again, with pauses that grow to 5 ms.
    static func waitAsking(_ pid: pid_t, until deadline: Double) -> Result<Ending?, Failure> {
        var pause = 50_000
        while true {
            let result = ended(pid)
            guard case .success(nil) = result else { return result }
            guard SystemClock.monotonicSeconds() < deadline else { return result }
            var interval = timespec(tv_sec: 0, tv_nsec: pause)
            nanosleep(&interval, nil)
            pause = min(pause * 2, 5_000_000)
        }
    }
}
