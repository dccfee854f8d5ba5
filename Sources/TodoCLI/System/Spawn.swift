import TodoCore

#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Starts a program with `posix_spawnp` and waits for it to end: the part that `PipedProcess`
/// and `Editor` share.
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
    }

    /// A system call's error: `errno`'s code.
    struct Failure: Error, Equatable {
        let code: Int32

        /// The system's text for the code ("No such file or directory").
        var reason: String { String(cString: strerror(code)) }
    }

    /// Starts `arguments[0]` (looked for on `PATH` when it has no slash) with `arguments`, with
    /// each descriptor of `descriptors` moved onto its number with `dup2` in order, and the
    /// signals of `defaultSignals` at their default action; returns the child's pid. The child
    /// gets `todo`'s environment with `variables` set on top; with `ownGroup`, it leads a process
    /// group of its own, which `kill(-pid, …)` reaches whole.
    static func start(
        _ arguments: [String], descriptors: [(from: Int32, to: Int32)] = [], defaultSignals: [Int32] = [],
        variables: [String: String] = [:], ownGroup: Bool = false
    ) -> Result<pid_t, Failure> {
        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t?
            var attributes: posix_spawnattr_t?
        #else
            var actions = posix_spawn_file_actions_t()
            var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        for descriptor in descriptors {
            posix_spawn_file_actions_adddup2(&actions, descriptor.from, descriptor.to)
        }
        var flags: Int32 = 0
        if !defaultSignals.isEmpty {
            var defaults = sigset_t()
            sigemptyset(&defaults)
            for signal in defaultSignals { sigaddset(&defaults, signal) }
            posix_spawnattr_setsigdefault(&attributes, &defaults)
            flags |= Int32(POSIX_SPAWN_SETSIGDEF)
        }
        if ownGroup {
            posix_spawnattr_setpgroup(&attributes, 0)
            flags |= Int32(POSIX_SPAWN_SETPGROUP)
        }
        if flags != 0 { posix_spawnattr_setflags(&attributes, Int16(flags)) }
        let words = arguments.map { strdup($0) }
        defer { words.forEach { free($0) } }
        #if canImport(Darwin)
            let inherited = _NSGetEnviron().pointee
        #else
            let inherited = environ
        #endif
        let set = variables.keys.sorted().map { strdup($0 + "=" + (variables[$0] ?? "")) }
        defer { set.forEach { free($0) } }
        var pid: pid_t = 0
        let result = (words + [nil]).withUnsafeBufferPointer { argv in
            guard let base = argv.baseAddress else { return EINVAL }
            guard !set.isEmpty else {
                return posix_spawnp(&pid, arguments[0], &actions, &attributes, base, inherited)
            }
            return (environment(inherited, without: variables.keys) + set + [nil]).withUnsafeBufferPointer {
                envp in
                guard let environment = envp.baseAddress else { return EINVAL }
                return posix_spawnp(&pid, arguments[0], &actions, &attributes, base, environment)
            }
        }
        return result == 0 ? .success(pid) : .failure(Failure(code: result))
    }

    /// The `NAME=value` lines of `inherited` but those of the `names` given, as they are (not
    /// copies).
    private static func environment(
        _ inherited: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
        without names: some Collection<String>
    ) -> [UnsafeMutablePointer<CChar>?] {
        let prefixes = names.map { Array(($0 + "=").utf8CString.dropLast()) }
        var lines: [UnsafeMutablePointer<CChar>?] = []
        var index = 0
        while let line = inherited?[index] {
            index += 1
            if !prefixes.contains(where: { strncmp(line, $0, $0.count) == 0 }) { lines.append(line) }
        }
        return lines
    }

    /// Waits for the child to end until `deadline` (monotonic seconds): nil when it has not
    /// ended by then. Without a deadline, waits as long as it takes.
    static func wait(_ pid: pid_t, until deadline: Double?) -> Result<Ending?, Failure> {
        guard let deadline else { return wait(pid).map { $0 } }
        var pause = 50_000
        // A child that has closed its outputs is most often ending: a few yields of the
        // processor see it gone sooner than the shortest sleep.
        var yields = 64
        while true {
            var status: Int32 = 0
            let ended = waitpid(pid, &status, WNOHANG)
            if ended == pid {
                let signal = status & 0x7F
                return .success(signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal))
            }
            if ended < 0 && errno != EINTR { return .failure(Failure(code: errno)) }
            guard SystemClock.monotonicSeconds() < deadline else { return .success(nil) }
            if yields > 0 {
                yields -= 1
                sched_yield()
                continue
            }
            var interval = timespec(tv_sec: 0, tv_nsec: pause)
            nanosleep(&interval, nil)
            pause = min(pause * 2, 5_000_000)
        }
    }

    /// Waits for the child to end, through interruptions by signals.
    static func wait(_ pid: pid_t) -> Result<Ending, Failure> {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return .failure(Failure(code: errno)) }
        }
        let signal = status & 0x7F
        return .success(signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal))
    }
}
