#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A child process started with `posix_spawn`: exact argument bytes (invalid UTF-8 included) and
/// exact environment, stdin from a file, stdout and stderr into files, so a chatty child never
/// blocks on a full pipe. It can be waited for, with or without a deadline, or killed.
///
/// Every test and trial that runs a program starts it here, not with Foundation's `Process`:
/// `Process` learns that a child ended when a socket it shares with the child closes, and a
/// program started meanwhile by another test inherits that socket, so a `todo remind --watch`
/// or a Radicale left running kept `waitUntilExit` of an unrelated `todo add` waiting until it
/// ended, which could be never. Here the child gets only its three standard descriptors, and
/// each child is waited for by its own id. It also starts with no signal blocked and every
/// signal at its default, whatever the test's thread had: a test of SIGTERM sees what a user's
/// shell would give.
public struct ChildProcess: Sendable {
    /// How a child ended.
    public enum Ending: Equatable, Sendable, CustomStringConvertible {
        case exited(Int32)
        case signalled(Int32)
        /// Still running when the deadline passed; it was killed.
        case hung

        public var description: String {
            switch self {
            case .exited(let status): return "exit \(status)"
            case .signalled(let signal): return "signal \(signal)"
            case .hung: return "hung (killed after the deadline)"
            }
        }
    }

    public struct SpawnError: Error, CustomStringConvertible {
        public let code: Int32
        public var description: String { "posix_spawn failed: " + String(cString: strerror(code)) }
    }

    public let pid: pid_t

    /// Starts `arguments[0]` (an absolute path) with `arguments` as its argv, in `directory` (else
    /// the test's own), its stderr into `errors`, or with its stdout when `errors` is nil.
    public static func start(
        _ arguments: [[UInt8]], environment: [String: String], input: String = "/dev/null", output: String,
        errors: String?, directory: String? = nil
    ) throws(SpawnError) -> ChildProcess {
        guard let program = arguments.first else { throw SpawnError(code: EINVAL) }
        let argv = arguments.map { bytes in strdup(bytes.map { CChar(bitPattern: $0) } + [0]) } + [nil]
        let envp = environment.sorted { $0.key < $1.key }.map { strdup($0.key + "=" + $0.value) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        #if canImport(Glibc)
            var actions = posix_spawn_file_actions_t()
            var attributes = posix_spawnattr_t()
        #else
            var actions: posix_spawn_file_actions_t?
            var attributes: posix_spawnattr_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        if let errors {
            posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        } else {
            posix_spawn_file_actions_adddup2(&actions, 1, 2)
        }
        #if canImport(Glibc)
            if let directory { _ = GNUSpawnActions.changeDirectory?(&actions, directory) }
            _ = GNUSpawnActions.closeFrom?(&actions, 3)
        #else
            if let directory { posix_spawn_file_actions_addchdir_np(&actions, directory) }
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var every = sigset_t()
        sigfillset(&every)
        posix_spawnattr_setsigdefault(&attributes, &every)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let path = program.map { CChar(bitPattern: $0) } + [0]
        let result = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        guard result == 0 else { throw SpawnError(code: result) }
        return ChildProcess(pid: pid)
    }

    public func kill(_ signal: Int32 = SIGKILL) {
        _ = systemKill(pid, signal)
    }

    /// How it ended, if it has; nil while it runs. Once this has returned an ending, the child
    /// is gone: ask no more.
    public func ending() -> Ending? {
        var status: Int32 = 0
        let reaped = waitpid(pid, &status, WNOHANG)
        if reaped == pid { return Self.ending(status) }
        if reaped < 0 && errno != EINTR { return .hung }
        return nil
    }

    /// Waits for the child to end; with a deadline, kills it once the deadline passes.
    public func wait(timeout: Duration? = nil) -> Ending {
        guard let timeout else { return Self.ending(blockingOn: pid) }
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        var pause = timespec(tv_sec: 0, tv_nsec: 200_000)
        while true {
            if let ending = ending() { return ending }
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

#if canImport(Glibc)
    /// glibc's spawn actions that Swift's Glibc module leaves out (they need `_GNU_SOURCE`),
    /// looked up by name: `addchdir_np` (glibc 2.29) and `addclosefrom_np` (2.34; Debian 12 has
    /// 2.36).
    private enum GNUSpawnActions {
        typealias ChangeDirectory =
            @convention(c) (
                UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>
            ) -> Int32
        typealias CloseFrom =
            @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

        static let changeDirectory = symbol("posix_spawn_file_actions_addchdir_np", as: ChangeDirectory.self)
        static let closeFrom = symbol("posix_spawn_file_actions_addclosefrom_np", as: CloseFrom.self)

        private static func symbol<Function>(_ name: String, as type: Function.Type) -> Function? {
            guard let address = dlsym(dlopen(nil, RTLD_NOW), name) else { return nil }
            return unsafeBitCast(address, to: type)
        }
    }
#endif

private func systemKill(_ pid: pid_t, _ signal: Int32) -> Int32 {
    kill(pid, signal)
}
