import TodoCore

/// The messages of the errors of contexts and hooks; `ErrorReport.init` decides their exit
/// codes with every other error's.
extension ErrorReport {
    /// A hook that refused a change, or failed: the exit code 3 (the store changing under the
    /// hooks, 5), or a warning for `on-change`.
    static func report(_ error: HookError) -> ErrorReport {
        let status: ExitStatus = error == .storeKeptChanging ? .store : .invalidValue
        return ErrorReport(status, message(error) + "; nothing was changed")
    }

    static func message(_ error: HookError) -> String {
        switch error {
        case .refused(let hook, let status, let reason):
            let what = hook == Hooks.Event.change.rawValue ? "failed" : "refused the change"
            return "hook \(hook) \(what) (exit \(status))" + (reason.map { ": " + $0 } ?? "")
        case .crashed(let hook, let signal, let reason):
            return "hook \(hook) was ended by signal \(signal)" + (reason.map { ": " + $0 } ?? "")
        case .timedOut(let hook, let seconds):
            return
                "hook \(hook) ran for more than \(Self.seconds(seconds)) s (TODO_HOOK_TIMEOUT) and was stopped"
        case .notStarted(let hook, let reason):
            return "hook \(hook) could not be started: \(reason)"
        case .unreadableOutput(let hook, let problem):
            return "hook \(hook) must print the task object on one line: \(problem)"
        case .changedIdentity(let hook, let member, let given, let printed):
            return "hook \(hook) printed the task with \(member) \(shown(printed)) for \(shown(given)): "
                + "a hook may not change a task's \(member)"
        case .undeclaredField(let hook, let name):
            return
                "hook \(hook) gave the field '\(shown(name))', which is not declared (see 'todo field add')"
        case .storeKeptChanging:
            return "the tasks kept changing while the hooks ran (another todo was writing): try again"
        }
    }

    static func report(_ error: ContextError) -> ErrorReport {
        let status: ExitStatus
        switch error {
        case .undefined: status = .notFound
        case .invalidName, .noFilter: status = .invalidValue
        case .stateWord: status = .usage
        case .unreadable, .notWritable, .locked, .noConfigFolder, .invalidFilter: status = .store
        }
        return ErrorReport(status, message(error))
    }

    private static func message(_ error: ContextError) -> String {
        switch error {
        case .undefined(let name, let defined):
            let known =
                defined.isEmpty ? "; none is defined" : "; defined: " + defined.joined(by: ", ")
            return "no context named '\(shown(name))'"
                + (Suggestion.closest(to: name, among: defined).map {
                    " (did you mean '\($0)'?)"
                } ?? known)
        case .invalidName(let name):
            return "'\(shown(name))' is not a context name: a letter, then letters, digits, -, _ or ."
        case .noFilter(let name):
            return "context '\(shown(name))' needs a filter: the words 'todo list' takes"
        case .stateWord(let word):
            return "'\(shown(word))' is a state of 'todo list', not a filter word a context can hold"
        case .unreadable(let path, let problem):
            return
                "the contexts file \(shown(path)) cannot be read (\(problem)); it is left as it is: fix or "
                + "remove it, or use --no-context"
        case .notWritable(let path, let reason):
            return "cannot write the contexts file \(shown(path)): \(reason)"
        case .locked(let path):
            return "another todo kept the contexts file \(shown(path)) locked: try again"
        case .noConfigFolder:
            return "cannot tell where the contexts are kept: set HOME or XDG_CONFIG_HOME"
        case .invalidFilter(let name, let problem):
            return
                "context '\(shown(name))' in the contexts file has a filter list does not read (\(problem)): "
                + "define it again with 'todo context define'"
        }
    }

    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
