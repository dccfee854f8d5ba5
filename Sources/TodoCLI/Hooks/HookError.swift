/// Why a hook failed. Before a change (`on-add`, `on-modify`), any of these refuses the command
/// with nothing changed; after it (`on-change`), it is a warning.
enum HookError: Error, Equatable {
    /// It exited with a status other than 0; `reason` is the first line it wrote on stderr.
    case refused(hook: String, status: Int32, reason: String?)
    /// A signal ended it.
    case crashed(hook: String, signal: Int32, reason: String?)
    /// It ran past its time limit and was killed.
    case timedOut(hook: String, seconds: Double)
    /// It could not be started.
    case notStarted(hook: String, reason: String)
    /// What it printed is not one task object on one line.
    case unreadableOutput(hook: String, problem: String)
    /// It gave the task back with another id or uuid.
    case changedIdentity(hook: String, member: String, given: String, printed: String)
    /// It gave a task a value of a field that is not declared.
    case undeclaredField(hook: String, name: String)
    /// The tasks the hooks saw kept changing under them (other `todo`s wrote meanwhile).
    case storeKeptChanging
}
