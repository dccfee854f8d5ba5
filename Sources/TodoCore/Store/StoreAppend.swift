#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The commit of a change as one line appended to the log: one `write` of the line, then
/// `fsync`, under the store's lock. A torn tail a killed writer left is cut off first. A write
/// that fails cuts the log back to what it was, so a full disk or a file-size limit leaves the
/// store byte for byte as it was.
struct StoreAppend {
    let files: StoreFiles
    /// The log as read: where its good lines end, and how long the file is.
    let goodLength: Int
    let tornLength: Int

    func write(_ line: [UInt8]) throws(StoreError) {
        let path = files.log.string
        // A folder that takes no new file cannot take the next compaction either: such a store
        // refuses every change now, rather than the one that happens to compact.
        let folder = files.store.directory
        guard access(folder.string, W_OK) == 0 else {
            throw .notWritable(path: folder.string, reason: SystemError("access", path: folder.string).reason)
        }
        let log: FileDescriptor
        do {
            log = try FileDescriptor.open(path, O_WRONLY | O_APPEND | O_NOFOLLOW)
        } catch {
            throw .notWritable(path: path, reason: error.reason)
        }
        do throws(SystemError) {
            if tornLength > 0 { try log.truncate(to: goodLength) }
            try log.writeAll(line)
            try log.sync()
        } catch {
            // What was written of the line goes again; if even that fails, the next reader sees
            // a torn tail, which it ignores, and the next writer cuts it off.
            try? log.truncate(to: goodLength)
            try? log.sync()
            log.closeIgnoringErrors()
            throw .notWritable(path: path, reason: error.reason)
        }
        // The line is on the disk: whatever closing says, the change is made.
        log.closeIgnoringErrors()
    }
}
