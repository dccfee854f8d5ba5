#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The config file of sync: `$XDG_CONFIG_HOME/todo/sync.conf`, mode 0600 in a folder of mode
/// 0700, replaced atomically.
public struct SyncConfigFile: Sendable {
    /// The file.
    public let path: String

    /// The config file at `path`.
    public init(path: String) {
        self.path = path
    }

    /// The config, or nil when the file does not exist.
    public func read() throws(SyncError) -> SyncConfig? {
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(path)
        } catch {
            if error.isNotFound { return nil }
            throw .invalidConfig(path: path, problem: error.reason)
        }
        do throws(SyncConfigProblem) {
            return try SyncConfig(parsing: String(decoding: bytes, as: UTF8.self))
        } catch {
            let place = error.line > 0 ? "line \(error.line): " : ""
            throw .invalidConfig(path: path, problem: place + error.message)
        }
    }

    /// Writes `config`, creating the folder if needed.
    public func write(_ config: SyncConfig) throws(SyncError) {
        let file = FilePath(path)
        do throws(SystemError) {
            try FileSystem.createDirectories(file.directory)
            try AtomicFile.write(Array(config.text.utf8), to: file, mode: 0o600)
        } catch {
            throw .configNotWritable(path: path, reason: error.reason)
        }
    }
}
