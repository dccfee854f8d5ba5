#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A failed system call: which one, on what, and the `errno` it set.
public struct SystemError: Error, Equatable, Sendable, CustomStringConvertible {
    public let operation: String
    public let path: String
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

    public var description: String { "\(operation) \(path): \(reason)" }

    public var isNotFound: Bool { code == ENOENT }
    public var isWouldBlock: Bool { code == EWOULDBLOCK || code == EAGAIN }
}
