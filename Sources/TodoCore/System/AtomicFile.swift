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
        try prepare(to: path, mode: mode, contents: contents).commit()
    }

    /// A file written and flushed under its temporary name, not yet in place: `commit()` puts
    /// it there, `discard()` removes it.
    struct Prepared {
        let temporary: FilePath
        let path: FilePath

        /// Renames the file into place, then flushes the folder (unless told not to, for a file
        /// another file's rename will flush with it).
        func commit(syncingFolder: Bool = true) throws(SystemError) {
            do throws(SystemError) {
                try FileSystem.rename(temporary, to: path)
            } catch {
                discard()
                throw error
            }
            if syncingFolder { try FileSystem.syncDirectory(path.directory) }
        }

        func discard() {
            try? FileSystem.removeFile(temporary)
        }
    }

    /// Writes the temporary file for `path`, flushes it and gives it `mode`, without renaming it;
    /// on any failure it is removed.
    static func prepare(
        to path: FilePath, mode: mode_t,
        contents: (_ emit: ([UInt8]) throws(SystemError) -> Void) throws(SystemError) -> Void
    ) throws(SystemError) -> Prepared {
        let temporary = path.directory.appending(temporaryName(for: path))
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
        } catch {
            try? FileSystem.removeFile(temporary)
            throw error
        }
        return Prepared(temporary: temporary, path: path)
    }

    /// The name `write` uses for its temporary file, for cleaning up after a crash.
    static func temporaryName(for path: FilePath) -> String {
        "." + path.lastComponent + ".tmp"
    }
}
