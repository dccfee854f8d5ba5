import TodoCore

/// What `todo sync` uses of the outside world, behind one small type: HTTP (the system's
/// `curl`) and the user's password command. Tests put in their own and see what was asked.
public struct SyncServices: Sendable {
    public var http: HTTPClient
    /// Runs the `--password-command` with `/bin/sh -c` (stdin and stderr are the terminal's, so
    /// that it can ask for a passphrase) and returns what it printed, or why it failed.
    public var runPasswordCommand: @Sendable (_ command: String) -> Result<[UInt8], PasswordCommandFailure>

    public init(
        http: HTTPClient,
        runPasswordCommand: @escaping @Sendable (_ command: String) -> Result<[UInt8], PasswordCommandFailure>
    ) {
        self.http = http
        self.runPasswordCommand = runPasswordCommand
    }

    /// Nothing: no network, no commands (in-process tests that do not sync).
    public static var none: SyncServices {
        SyncServices(
            http: .none,
            runPasswordCommand: { _ in .failure(PasswordCommandFailure(reason: "no commands here")) })
    }

    /// The real ones.
    public static var system: SyncServices {
        SyncServices(http: CurlHTTP.client, runPasswordCommand: runShell)
    }

    private static func runShell(_ command: String) -> Result<[UInt8], PasswordCommandFailure> {
        switch PipedProcess.run(["/bin/sh", "-c", command], input: nil, keepErrors: false, idleSeconds: nil) {
        case .failure(.notStarted(let reason, _)): return .failure(PasswordCommandFailure(reason: reason))
        case .failure(.silent), .failure(.timedOut):
            return .failure(PasswordCommandFailure(reason: "it did not finish"))
        case .success(let finished) where finished.status != 0:
            return .failure(PasswordCommandFailure(reason: "it exited with status \(finished.status)"))
        case .success(let finished): return .success(finished.output)
        }
    }
}

/// Why the password command gave no password.
public struct PasswordCommandFailure: Error, Sendable, Equatable {
    public var reason: String

    public init(reason: String) {
        self.reason = reason
    }
}
