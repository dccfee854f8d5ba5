#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The user's text editor, an outside program, behind this one small type: tests put in their
/// own and see what was run; the real one is `system`.
public struct Editor: Sendable {
    /// Runs the editor's command line (as `$VISUAL` or `$EDITOR` holds it: a program, maybe with
    /// arguments) on the file at the path, on the terminal, and returns its exit status (128 + the
    /// signal's number when a signal ended it); a message when it could not be started.
    public var run: @Sendable (_ command: String, _ path: String) -> Result<Int32, Failure>

    public struct Failure: Error, Equatable, Sendable {
        public let reason: String

        public init(reason: String) {
            self.reason = reason
        }
    }

    public init(run: @escaping @Sendable (_ command: String, _ path: String) -> Result<Int32, Failure>) {
        self.run = run
    }

    /// The editor run as git runs it: `/bin/sh -c 'COMMAND "$@"' COMMAND PATH`, so that a
    /// command with arguments (`code --wait`) works. `todo` ignores SIGINT and SIGQUIT until it
    /// ends, so that Ctrl-C reaches the editor alone.
    public static var system: Editor { Editor(run: run(_:on:)) }

    private static func run(_ command: String, on path: String) -> Result<Int32, Failure> {
        let arguments = ["/bin/sh", "-c", command + " \"$@\"", command, path]
        var cArguments: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for argument in cArguments { free(argument) } }
        #if canImport(Glibc)
            var attributes = posix_spawnattr_t()
        #else
            var attributes: posix_spawnattr_t?
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGINT)
        sigaddset(&defaults, SIGQUIT)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
        let interrupt = signal(SIGINT, SIG_IGN)
        let quit = signal(SIGQUIT, SIG_IGN)
        defer {
            signal(SIGINT, interrupt)
            signal(SIGQUIT, quit)
        }
        var pid = pid_t()
        #if canImport(Glibc)
            let environment = environ
        #else
            let environment = _NSGetEnviron().pointee
        #endif
        let spawned = posix_spawn(&pid, "/bin/sh", nil, &attributes, &cArguments, environment)
        guard spawned == 0 else {
            return .failure(Failure(reason: String(cString: strerror(spawned))))
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return .failure(Failure(reason: String(cString: strerror(errno)))) }
        }
        let signalNumber = status & 0x7F
        return .success(signalNumber == 0 ? (status >> 8) & 0xFF : 128 + signalNumber)
    }
}
