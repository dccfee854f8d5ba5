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
        let folder = path.directory
        let temporary = folder.appending("." + path.lastComponent + ".tmp")
        do throws(SystemError) {
            let file = try FileDescriptor.open(
                temporary.string, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW, mode: mode)
            do throws(SystemError) {
                try file.setMode(mode)
                try file.writeAll(bytes)
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

    /// The name `write(_:to:mode:)` uses for its temporary file, for cleaning up after a crash.
    static func temporaryName(for path: FilePath) -> String {
        "." + path.lastComponent + ".tmp"
    }
}
