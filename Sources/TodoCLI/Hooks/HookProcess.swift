import TodoCore

/// Runs one hook: its input lines on stdin, its output kept (at most `outputLimit` bytes), its
/// first line of stderr kept for a message, in a process group of its own killed whole at the
/// time limit. The hook gets `todo`'s environment with `TODO_HOOKS=off`, so that a `todo` it
/// runs runs no hook itself, and `TODO_STORE` set to the store the change was made to.
enum HookProcess {
    /// The most a hook may print before it is stopped: a task object is a few kilobytes.
    static let outputLimit = 1 << 20

    /// What the hook printed on stdout, or why it failed.
    static func run(
        _ event: Hooks.Event, in hooks: Hooks, input: [UInt8], storePath: String
    ) -> Result<[UInt8], HookError> {
        guard let path = hooks[event] else { return .success([]) }
        var output: [UInt8] = []
        var tooMuch = false
        let run = PipedProcess.run(
            [path], input: input, keepErrors: true, idleSeconds: nil,
            takeOutput: { chunk in
                output += chunk
                tooMuch = output.count > outputLimit
                return !tooMuch
            },
            variables: variables(storePath), timeLimit: hooks.timeLimit)
        if tooMuch, case .success = run {
            return .failure(
                .unreadableOutput(hook: event.rawValue, problem: "it printed more than \(outputLimit) bytes"))
        }
        if let error = failure(of: run, hook: event.rawValue, timeLimit: hooks.timeLimit) {
            return .failure(error)
        }
        return .success(output)
    }

    /// Gives `on-change` its input, its stdout /dev/null (it prints nothing `todo` uses): why it
    /// failed, or nil.
    static func announce(_ input: [UInt8], to hooks: Hooks, storePath: String) -> HookError? {
        guard let path = hooks[.change] else { return nil }
        let run = PipedProcess.run(
            [path], input: input, keepErrors: true, idleSeconds: nil, dropsOutput: true,
            variables: variables(storePath), timeLimit: hooks.timeLimit)
        return failure(of: run, hook: Hooks.Event.change.rawValue, timeLimit: hooks.timeLimit)
    }

    private static func variables(_ storePath: String) -> [String] {
        ["TODO_HOOKS=off", "TODO_STORE=" + storePath]
    }

    /// Why the hook's run failed, or nil when it ended with status 0.
    private static func failure(
        of run: Result<PipedProcess.Finished, PipedProcess.Failure>, hook: String, timeLimit: Double
    ) -> HookError? {
        switch run {
        case .failure(.notStarted(let reason, _)): return .notStarted(hook: hook, reason: reason)
        case .failure(.silent), .failure(.timedOut): return .timedOut(hook: hook, seconds: timeLimit)
        case .success(let finished):
            switch finished.ending {
            case .exited(0): return nil
            case .exited(let status):
                return .refused(hook: hook, status: status, reason: firstLine(finished.errors))
            case .signalled(let signal):
                return .crashed(hook: hook, signal: signal, reason: firstLine(finished.errors))
            }
        }
    }

    /// The first line of what the hook wrote on stderr that is not blank, shown as text.
    private static func firstLine(_ bytes: [UInt8]) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        return text.split(separator: "\n").lazy.map { String($0).trimmed }.first { !$0.isEmpty }.map(
            TerminalText.escaped)
    }
}
