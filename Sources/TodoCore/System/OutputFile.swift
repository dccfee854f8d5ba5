/// A file a command makes for the user, besides the store: the chart of `stats --svg FILE`, the
/// unit files of `remind --install`. Written whole or not at all (a temporary file renamed over
/// it), readable by all (0644).
public enum OutputFile {
    /// Why the file could not be written; nothing was left behind.
    public struct WriteError: Error, Equatable, Sendable {
        /// The file that was to be written.
        public let path: String
        /// What the system said.
        public let reason: String
    }

    /// Writes `bytes` to the file at `path`, replacing it whole; with `makingFolders`, makes
    /// the missing folders on the way to it (mode 0700) first.
    public static func write(_ bytes: [UInt8], to path: String, makingFolders: Bool = false)
        throws(WriteError)
    {
        let file = FilePath(path)
        do {
            if makingFolders { try FileSystem.createDirectories(file.directory) }
            try AtomicFile.write(bytes, to: file, mode: 0o644)
        } catch {
            throw WriteError(path: path, reason: error.reason)
        }
    }
}
