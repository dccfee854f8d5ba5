#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Turns the one signal a store read can raise into the store error (exit code 5, `todo help
/// exit-codes`).
///
/// Large store files are mapped into memory. If another program cuts such a file short while
/// `todo` reads it, the next read of a lost page raises SIGBUS, which would end the process
/// with a crash. This handler says what happened in one line and exits with code 5 instead;
/// nothing has been written at that point (a write only begins once reading is over).
public enum TruncationGuard {
    public static func install() {
        signal(SIGBUS, handleTruncation)
    }
}

private let truncationMessage: StaticString =
    "todo: a store file was cut short by another program while todo read it; nothing was changed\n"

private func handleTruncation(_ signal: Int32) {
    _ = write(STDERR_FILENO, truncationMessage.utf8Start, truncationMessage.utf8CodeUnitCount)
    _exit(ExitStatus.store.rawValue)
}
