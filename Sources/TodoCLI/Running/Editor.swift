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
        let interrupt = signal(SIGINT, SIG_IGN)
        let quit = signal(SIGQUIT, SIG_IGN)
        defer {
            signal(SIGINT, interrupt)
            signal(SIGQUIT, quit)
        }
        var defaults = Spawn.Signals(SIGINT)
        defaults.insert(SIGQUIT)
        let ending = Spawn.start(arguments, defaultSignals: defaults).flatMap(Spawn.wait)
        return ending.map(\.status).mapError { Failure(reason: $0.reason) }
    }
}
