/// Why a context could not be read, defined, used or removed.
public enum ContextError: Error, Equatable, Sendable {
    /// No context has this name; `defined` are those that exist.
    case undefined(name: String, defined: [String])
    /// The name is not one a context may have.
    case invalidName(String)
    /// A context needs at least one filter word.
    case noFilter(name: String)
    /// A word of the filter is a state (`pending`), which is `list`'s own, not a filter.
    case stateWord(String)
    /// The contexts file cannot be read, or holds something wrong: it is left as it is.
    case unreadable(path: String, problem: String)
    /// The contexts file cannot be written.
    case notWritable(path: String, reason: String)
    /// Another `todo` held the contexts file's lock too long.
    case locked(path: String)
    /// Neither `XDG_CONFIG_HOME` nor `HOME` says where the config folder is.
    case noConfigFolder
    /// A context's filter, as the file holds it, is not one `list` reads.
    case invalidFilter(name: String, problem: String)
}
