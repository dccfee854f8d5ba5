import TodoCore

/// Runs one hook: its input lines on stdin, its output kept (at most `outputLimit` bytes), its
/// first line of stderr kept for a message, in a process group of its own killed whole at the
/// time limit. The hook gets `todo`'s environment with `TODO_HOOKS=off`, so that a `todo` it
/// runs runs no hook itself, and `TODO_STORE` set to the store the change was made to.
enum HookProcess {
    /// The most a hook may print before it is stopped: a task object is a few kilobytes.
    static let outputLimit = 1 << 20

    /// What the hook printed on stdout, or why it failed. With `keepsOutput` false, stdout is
    /// read and dropped (`on-change` prints nothing `todo` uses).
    static func run(
        _ event: Hooks.Event, in hooks: Hooks, input: [UInt8], storePath: String, keepsOutput: Bool
    ) -> Result<[UInt8], HookError> {
        guard let path = hooks[event] else { return .success([]) }
        var output: [UInt8] = []
        var tooMuch = false
        let run = PipedProcess.run(
            [path], input: input, keepErrors: true, idleSeconds: nil,
            takeOutput: { chunk in
                guard keepsOutput else { return true }
                output += chunk
                tooMuch = output.count > outputLimit
                return !tooMuch
            },
            variables: ["TODO_HOOKS": "off", "TODO_STORE": storePath], timeLimit: hooks.timeLimit)
        let hook = event.rawValue
        switch run {
        case .failure(.notStarted(let reason, _)): return .failure(.notStarted(hook: hook, reason: reason))
        case .failure(.silent), .failure(.timedOut):
            return .failure(.timedOut(hook: hook, seconds: hooks.timeLimit))
        case .success(let finished):
            let reason = firstLine(finished.errors)
            if tooMuch {
                return .failure(
                    .unreadableOutput(hook: hook, problem: "it printed more than \(outputLimit) bytes"))
            }
            switch finished.ending {
            case .exited(0): return .success(output)
            case .exited(let status): return .failure(.refused(hook: hook, status: status, reason: reason))
            case .signalled(let signal): return .failure(.crashed(hook: hook, signal: signal, reason: reason))
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
