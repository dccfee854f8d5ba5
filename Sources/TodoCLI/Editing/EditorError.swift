/// Why `todo edit ID` in the editor changed nothing.
enum EditorError: Error, Equatable {
    /// `edit` of several tasks with no field option: the editor edits one task.
    case severalTasks
    /// Neither `VISUAL` nor `EDITOR` is set, and `todo` is not on a terminal, where vi would run.
    case noTerminal
    /// The editor could not be started, or the shell found no such command.
    case editorDidNotStart(command: String, reason: String)
    /// The editor ended with a status other than 0: an abort.
    case editorFailed(command: String, status: Int32)
    /// The form came back with nothing in it but comments and blank lines: an abort.
    case emptyForm
    /// A line of the form that is not `Name: value` with a known name, once.
    case unreadableLine(number: Int, text: String, problem: String)
    /// The form's file could not be written or read.
    case formFile(path: String, reason: String)
}

/// What the user typed in the editor was refused (`refusal` says why, as the options would),
/// and is kept in the file at `path` so that nothing typed is lost.
struct KeptEdit: Error {
    let refusal: any Error
    let path: String
}
