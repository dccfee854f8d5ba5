/// Which archived tasks a command needs beside the active ones.
public enum ArchiveNeed: Hashable, Sendable {
    /// Only the active tasks: `list`, `add`, `stats`.
    case none
    /// Tasks named by id that may have been archived: `show`, `edit`, `uncomplete`, `delete`.
    case ids([Int])
    /// Every task: `export`, `import`.
    case all
}
