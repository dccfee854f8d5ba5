#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The files of sync beside the store: the state (`todos.json.sync`, mode 0600, replaced
/// atomically) and the lock one sync holds from start to end (`todos.json.sync.lock`), which no
/// other command takes: `todo add` never waits on a sync.
public struct SyncStateFile: Sendable {
    /// The state file.
    public let path: String
    let lockPath: String

    /// The sync files of the store at `storePath` (beside the file a symbolic link points to).
    public init(storePath: String) throws(StoreError) {
        let files = try StoreFiles(resolving: storePath)
        path = files.store.addingSuffix(".sync").string
        lockPath = files.store.addingSuffix(".sync.lock").string
    }

    /// The state, or nil when there is none yet.
    public func read() throws(SyncError) -> SyncState? {
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(path)
        } catch {
            if error.isNotFound { return nil }
            throw .stateUnreadable(path: path, reason: error.reason)
        }
        do {
            return try SyncStateCodec.decode(bytes)
        } catch let error as JSONError {
            throw .stateUnreadable(path: path, reason: error.description)
        } catch {
            throw .stateUnreadable(path: path, reason: "\(error)")
        }
    }

    /// Replaces the state.
    func write(_ state: SyncState) throws(SyncError) {
        do throws(SystemError) {
            try AtomicFile.write(SyncStateCodec.encode(state), to: FilePath(path), mode: 0o600)
        } catch {
            throw .stateNotWritable(path: path, reason: error.reason)
        }
    }

    /// Takes the sync lock, without waiting: another sync holds it while it talks to the server.
    func lock() throws(SyncError) -> FileLock {
        do {
            try FileSystem.createDirectories(FilePath(lockPath).directory)
            return try FileLock.acquire(FilePath(lockPath), timeoutSeconds: 0)
        } catch let failure as FileLock.Failure {
            switch failure {
            case .timedOut: throw .busy(lockPath: lockPath)
            case .system(let error): throw .stateNotWritable(path: lockPath, reason: error.reason)
            }
        } catch let error as SystemError {
            throw .stateNotWritable(path: lockPath, reason: error.reason)
        } catch {
            throw .stateNotWritable(path: lockPath, reason: "\(error)")
        }
    }
}
