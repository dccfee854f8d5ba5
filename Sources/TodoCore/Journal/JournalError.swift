/// Why `undo` changed nothing.
public enum JournalError: Error, Equatable, Sendable {
    /// `undo N` when the log holds fewer than N changes that can still be reverted.
    case notEnoughChanges(requested: Int, available: Int)
}
