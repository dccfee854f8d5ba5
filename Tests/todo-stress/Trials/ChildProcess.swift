#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A child process started with `posix_spawn`: exact argument bytes (invalid UTF-8 included) and
/// exact environment, stdin from a file, stdout and stderr into files, so a chatty child never
/// blocks on a full pipe. It can be waited for, with or without a deadline, or killed.
///
/// Shared by the fast suite (`swift test`) and `todo-stress`.
struct ChildProcess {
    /// How a child ended.
    enum Ending: Equatable, CustomStringConvertible {
        case exited(Int32)
        case signalled(Int32)
        /// Still running when the deadline passed; it was killed.
        case hung

        var description: String {
            switch self {
            case .exited(let status): return "exit \(status)"
            case .signalled(let signal): return "signal \(signal)"
            case .hung: return "hung (killed after the deadline)"
            }
        }
    }

    struct SpawnError: Error, CustomStringConvertible {
        let code: Int32
        var description: String { "posix_spawn failed: " + String(cString: strerror(code)) }
    }

    let pid: pid_t

    /// Starts `arguments[0]` (an absolute path) with `arguments` as its argv.
    static func start(
        _ arguments: [[UInt8]], environment: [String: String], input: String = "/dev/null", output: String,
        errors: String
    ) throws(SpawnError) -> ChildProcess {
        guard let program = arguments.first else { throw SpawnError(code: EINVAL) }
        let argv = arguments.map { bytes in strdup(bytes.map { CChar(bitPattern: $0) } + [0]) } + [nil]
        let envp = environment.sorted { $0.key < $1.key }.map { strdup($0.key + "=" + $0.value) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        #if canImport(Glibc)
            var actions = posix_spawn_file_actions_t()
        #else
            var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        var pid: pid_t = 0
        let path = program.map { CChar(bitPattern: $0) } + [0]
        let result = posix_spawn(&pid, path, &actions, nil, argv, envp)
        guard result == 0 else { throw SpawnError(code: result) }
        return ChildProcess(pid: pid)
    }

    func kill(_ signal: Int32 = SIGKILL) {
        _ = systemKill(pid, signal)
    }

    /// Waits for the child to end; with a deadline, kills it once the deadline passes.
    func wait(timeout: Duration? = nil) -> Ending {
        guard let timeout else { return Self.ending(blockingOn: pid) }
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        var pause = timespec(tv_sec: 0, tv_nsec: 200_000)
        while true {
            var status: Int32 = 0
            let reaped = waitpid(pid, &status, WNOHANG)
            if reaped == pid { return Self.ending(status) }
            if reaped < 0 && errno != EINTR { return .hung }
            if clock.now >= deadline {
                kill()
                _ = Self.ending(blockingOn: pid)
                return .hung
            }
            nanosleep(&pause, nil)
        }
    }

    private static func ending(blockingOn pid: pid_t) -> Ending {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            if errno != EINTR { return .hung }
        }
        return ending(status)
    }

    /// The `WIFEXITED`/`WIFSIGNALED` macros, which Swift does not import.
    private static func ending(_ status: Int32) -> Ending {
        let signal = status & 0x7F
        return signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal)
    }
}

/// The outcome of one finished run: how it ended and what it wrote.
struct ChildRun {
    let arguments: [[UInt8]]
    let ending: ChildProcess.Ending
    let output: [UInt8]
    let errors: [UInt8]

    var status: Int32? {
        if case .exited(let status) = ending { return status }
        return nil
    }

    var outputText: String { String(decoding: output, as: UTF8.self) }
    var errorText: String { String(decoding: errors, as: UTF8.self) }

    /// The command line, printable, for reports.
    var commandLine: String {
        arguments.dropFirst().map { "'" + ScreenText.visible(String(decoding: $0, as: UTF8.self)) + "'" }
            .joined(separator: " ")
    }
}

private func systemKill(_ pid: pid_t, _ signal: Int32) -> Int32 {
    kill(pid, signal)
}
