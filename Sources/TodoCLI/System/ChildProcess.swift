#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs another program, found on `PATH`, with stdin and stdout on /dev/null and stderr kept,
/// for at most a few seconds: a program that hangs (notify-send on a notification daemon that
/// never answers waits 75 s) is killed.
enum ChildProcess {
    enum Outcome: Equatable {
        case exited(status: Int32, errors: String)
        case signalled(Int32)
        case timedOut
        /// It could not be started: `errno`'s code (ENOENT when it is not installed).
        case notStarted(Int32)
    }

    static func run(_ program: String, _ arguments: [String], timeoutSeconds: Double) -> Outcome {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return .notStarted(errno) }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        defer { close(ends[0]) }
        let (started, code) = spawn(program, arguments, errorsTo: ends[1])
        close(ends[1])
        guard let pid = started else { return .notStarted(code) }
        let (errors, finished) = readUntilClosed(ends[0], timeoutSeconds: timeoutSeconds)
        if !finished { kill(pid, SIGKILL) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        guard finished else { return .timedOut }
        let signal = status & 0x7f
        if signal != 0 { return .signalled(signal) }
        return .exited(status: (status >> 8) & 0xff, errors: String(decoding: errors, as: UTF8.self))
    }

    /// The child's pid, or nil and the error code.
    private static func spawn(_ program: String, _ arguments: [String], errorsTo descriptor: Int32)
        -> (pid_t?, Int32)
    {
        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t?
        #else
            var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, descriptor, 2)
        let words = ([program] + arguments).map { strdup($0) }
        defer { words.forEach { free($0) } }
        guard let environment else { return (nil, EINVAL) }
        var pid: pid_t = 0
        let result = (words + [nil]).withUnsafeBufferPointer { argv in
            guard let base = argv.baseAddress else { return EINVAL }
            return posix_spawnp(&pid, program, &actions, nil, base, environment)
        }
        return result == 0 ? (pid, 0) : (nil, result)
    }

    /// Reads `descriptor` until the other end is closed (the program ended) or the time is up;
    /// returns what was read and whether it ended in time.
    private static func readUntilClosed(_ descriptor: Int32, timeoutSeconds: Double) -> ([UInt8], Bool) {
        let end = monotonicSeconds() + timeoutSeconds
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let remaining = end - monotonicSeconds()
            guard remaining > 0, !pollReadable([descriptor], seconds: remaining).isEmpty else {
                return (bytes, false)
            }
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return (bytes, true) }
            if count > 0 && bytes.count < 65_536 { bytes += buffer[0..<count] }
            if count < 0 && errno != EINTR { return (bytes, true) }
        }
    }

    private static var environment: UnsafePointer<UnsafeMutablePointer<CChar>?>? {
        #if canImport(Darwin)
            UnsafePointer(_NSGetEnviron().pointee)
        #else
            UnsafePointer(environ)
        #endif
    }
}
