import TodoCore

extension Notifier {
    /// How long a notifier may take before it is given up: notify-send answers in 10–20 ms, or
    /// hangs 75 s on a daemon that never answers.
    static let timeoutSeconds = 5

    /// `notify-send` (libnotify) on Linux, `osascript` on macOS.
    static var desktop: Notifier {
        Notifier { summary, body throws(ServiceFailure) in
            #if canImport(Darwin)
                let program = "osascript"
                let arguments = [
                    "-e", "on run argv", "-e",
                    "display notification (item 2 of argv) with title (item 1 of argv)",
                    "-e", "end run", summary, body,
                ]
            #else
                let program = "notify-send"
                let arguments = ["--app-name=todo", "--", summary, markupEscaped(body)]
            #endif
            let run = PipedProcess.run(
                [program] + arguments, input: [], keepErrors: true, idleSeconds: timeoutSeconds)
            switch run {
            case .success(let finished):
                switch finished.ending {
                case .exited(0):
                    return
                case .exited(let status):
                    let errors = String(decoding: finished.errors, as: UTF8.self)
                    let line = errors.split(separator: "\n").first.map { ": " + $0 } ?? ""
                    throw ServiceFailure("\(program) failed (exit \(status))" + line)
                case .signalled(let signal):
                    throw ServiceFailure("\(program) ended by signal \(signal)")
                }
            case .failure(.silent), .failure(.timedOut):
                throw ServiceFailure("\(program) did not finish within \(timeoutSeconds) s and was stopped")
            case .failure(.notStarted(_, let code)):
                throw ServiceFailure(
                    code == 2
                        ? "\(program) is not installed (no \(program) on PATH)"
                        : "cannot run \(program) (error \(code))")
            }
        }
    }

    /// The body with `&`, `<` and `>` as entities: notification daemons may read it as markup.
    /// Quotes stay as they are: a daemon that shows markup as text shows them right.
    static func markupEscaped(_ text: String) -> String {
        XMLEntity.escaped(text, quotes: false)
    }
}
