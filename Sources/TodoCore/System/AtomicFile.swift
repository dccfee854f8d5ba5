#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Replaces a file so that a crash at any moment leaves either the old bytes or the new ones.
enum AtomicFile {
    /// Writes a temporary file in the same folder, flushes it, gives it `mode`, renames it over
    /// `path` and flushes the folder. On any failure the temporary file is removed and the old
    /// file is untouched. Callers hold the store's lock, so one temporary name per file suffices.
    static func write(_ bytes: [UInt8], to path: FilePath, mode: mode_t) throws(SystemError) {
        try write(to: path, mode: mode) { emit throws(SystemError) in try emit(bytes) }
    }

    /// Like `write(_:to:mode:)`, with the contents given in chunks by `contents`, which calls
    /// `emit` for each: a store of 10,000 tasks is written without a 3 MB buffer.
    static func write(
        to path: FilePath, mode: mode_t,
        contents: (_ emit: ([UInt8]) throws(SystemError) -> Void) throws(SystemError) -> Void
    ) throws(SystemError) {
        let folder = path.directory
        let temporary = folder.appending(temporaryName(for: path))
        do throws(SystemError) {
            let file = try FileDescriptor.open(
                temporary.string, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW, mode: mode)
            do throws(SystemError) {
                try file.setMode(mode)
                try contents { chunk throws(SystemError) in try file.writeAll(chunk) }
                try file.sync()
            } catch {
                file.closeIgnoringErrors()
                throw error
            }
            try file.close()
            try FileSystem.rename(temporary, to: path)
        } catch {
            try? FileSystem.removeFile(temporary)
            throw error
        }
        try FileSystem.syncDirectory(folder)
    }

    /// The name `write` uses for its temporary file, for cleaning up after a crash.
    static func temporaryName(for path: FilePath) -> String {
        "." + path.lastComponent + ".tmp"
    }
}
