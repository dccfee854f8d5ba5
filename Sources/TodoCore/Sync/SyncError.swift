/// Why a sync, or its setup, could not be done: exit code 6. The local store is as it was
/// before the sync began, or fully synced.
public enum SyncError: Error, Sendable, Equatable {
    /// No collection is set up: the config file to write with `todo sync --setup URL`.
    case notSetUp(configPath: String)
    /// The config file cannot be read or holds something wrong.
    case invalidConfig(path: String, problem: String)
    /// The config file cannot be written.
    case configNotWritable(path: String, reason: String)
    /// The URL is not one sync can use.
    case invalidURL(String, problem: String)
    /// No answer from the server.
    case transport(HTTPFailure, url: String)
    /// 401: the server refused the credentials (or wanted some).
    case unauthorized(url: String, user: String?)
    /// 403.
    case forbidden(url: String)
    /// 404: no collection there.
    case notFound(url: String)
    /// A 3xx: the collection moved.
    case redirected(url: String, status: Int, location: String?)
    /// A 5xx.
    case serverError(url: String, status: Int)
    /// Any other status sync has no use for.
    case unexpectedStatus(url: String, method: String, status: Int)
    /// An answer sync cannot read.
    case invalidResponse(url: String, problem: String)
    /// The URL is not a collection of tasks (VTODO); `lists` are the ones the server offers.
    case notATaskList(url: String, lists: [TaskList])
    /// `--create` was asked for a collection that exists already, or MKCOL was refused.
    case cannotCreate(url: String, status: Int)
    /// Another `todo sync` is running on this store.
    case busy(lockPath: String)
    /// A user is set up and no password was found.
    case noPassword(user: String)
    /// `--password-command` failed.
    case passwordCommandFailed(command: String, reason: String)
    /// The sync state beside the store cannot be read.
    case stateUnreadable(path: String, reason: String)
    /// The sync state could not be written; the store is fully synced.
    case stateNotWritable(path: String, reason: String)
}
