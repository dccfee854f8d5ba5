/// The contexts file: `contexts.json` in the config folder (`$XDG_CONFIG_HOME/todo`), mode 0600
/// in a folder of mode 0700, replaced atomically under a lock (`contexts.json.lock`), so that
/// two `todo context` at once lose neither change. A file that cannot be read is reported and
/// never written over. A symbolic link there stays a link: the file it points to is replaced.
public struct ContextsFile: Sendable {
    /// The file.
    public let path: String

    /// How long a change waits for another `todo` to finish changing the file.
    static let lockTimeoutSeconds = 5.0

    /// The contexts file in the config folder `folder`.
    public init(folder: String) {
        path = folder + "/contexts.json"
    }

    /// The contexts; none when the file does not exist.
    public func read() throws(ContextError) -> ContextSettings {
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(path)
        } catch {
            if error.isNotFound { return ContextSettings() }
            throw .unreadable(path: path, problem: error.reason)
        }
        do {
            return try ContextsCodec.decode(bytes)
        } catch let error as JSONError {
            throw .unreadable(path: path, problem: error.description)
        } catch {
            throw .unreadable(path: path, problem: "\(error)")
        }
    }

    /// Reads the contexts under the file's lock, lets `change` change them, and writes them
    /// back when they changed. Nothing is written when `change` throws or the file cannot be read.
    @discardableResult
    public func change<Result>(_ change: (inout ContextSettings) throws -> Result) throws -> Result {
        var file = FilePath(path)
        let lock: FileLock
        do {
            if try FileSystem.kind(of: file) == .symbolicLink {
                file = try FileSystem.resolvingSymbolicLinks(file)
            }
            try FileSystem.createDirectories(file.directory)
            lock = try FileLock.acquire(file.addingSuffix(".lock"), timeoutSeconds: Self.lockTimeoutSeconds)
        } catch let failure as FileLock.Failure {
            switch failure {
            case .timedOut: throw ContextError.locked(path: path)
            case .system(let error): throw ContextError.notWritable(path: path, reason: error.reason)
            }
        } catch let error as SystemError {
            throw ContextError.notWritable(path: path, reason: error.reason)
        }
        defer { lock.release() }
        let before = try read()
        var settings = before
        let result = try change(&settings)
        guard settings != before else { return result }
        do throws(SystemError) {
            try AtomicFile.write(ContextsCodec.encode(settings), to: file, mode: 0o600)
        } catch {
            throw ContextError.notWritable(path: path, reason: error.reason)
        }
        return result
    }
}
