/// Why the store could not be read or written. Every case leaves the files on disk as they were.
public enum StoreError: Error, Equatable, Sendable {
    /// The file (or the archive folder beside it) could not be opened or read.
    case unreadable(path: String, reason: String)
    /// The file is 0 bytes: something truncated it, and an empty list is not what it held.
    case empty(path: String)
    /// The file is not a store this program can read; `problem` says where and why.
    case corrupt(path: String, problem: String)
    /// The file was written by a newer `todo`.
    case newerVersion(path: String, version: Int, supported: Int)
    /// Another `todo` held the lock for longer than the timeout.
    case locked(path: String, seconds: Double)
    /// The change could not be written (full disk, read-only folder, …); the old store is intact.
    case notWritable(path: String, reason: String)
}
