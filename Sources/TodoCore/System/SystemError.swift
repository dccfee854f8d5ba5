#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A failed system call: which one, on what, and the `errno` it set.
public struct SystemError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The call that failed, in a word: `open`, `rename`, `lock`, …
    public let operation: String
    /// The file or folder it was made on.
    public let path: String
    /// The `errno` value, such as `ENOSPC`.
    public let code: Int32

    init(_ operation: String, path: String, code: Int32 = errno) {
        self.operation = operation
        self.path = path
        self.code = code
    }

    /// The C library's words for the error, e.g. "No space left on device".
    public var reason: String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }

    /// `rename /home/me/todos.json: No space left on device`.
    public var description: String { "\(operation) \(path): \(reason)" }

    /// Whether the file or folder does not exist.
    public var isNotFound: Bool { code == ENOENT }
    /// Whether the call would have had to wait (a lock someone else holds).
    public var isWouldBlock: Bool { code == EWOULDBLOCK || code == EAGAIN }
}
