/// A file a command makes for the user to open, such as the chart of `stats --svg FILE`:
/// written whole or not at all (a temporary file renamed over it), readable by all (0644).
public enum PictureFile {
    /// Why the file could not be written; nothing was left behind.
    public struct WriteError: Error, Equatable, Sendable {
        /// The file that was to be written.
        public let path: String
        /// What the system said.
        public let reason: String
    }

    /// Writes `bytes` to the file at `path`, replacing it whole.
    public static func write(_ bytes: [UInt8], to path: String) throws(WriteError) {
        do {
            try AtomicFile.write(bytes, to: FilePath(path), mode: 0o644)
        } catch {
            throw WriteError(path: path, reason: error.reason)
        }
    }
}
