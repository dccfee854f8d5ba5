#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A terminal call that failed, and the `errno` it set.
struct TerminalError: Error {
    let operation: String
    let code: Int32

    init(operation: String, code: Int32 = errno) {
        self.operation = operation
        self.code = code
    }
}
