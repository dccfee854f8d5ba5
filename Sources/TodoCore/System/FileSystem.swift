#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The folder-level calls the store makes, each a thin typed wrapper over one system call.
enum FileSystem {
    enum Kind: Equatable {
        case missing
        case regularFile(size: Int, mode: mode_t)
        case directory
        case symbolicLink
        case other
    }

    /// What is at `path`, without following a symbolic link there.
    static func kind(of path: FilePath) throws(SystemError) -> Kind {
        var info = stat()
        guard lstat(path.string, &info) == 0 else {
            if errno == ENOENT || errno == ENOTDIR { return .missing }
            throw SystemError("stat", path: path.string)
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regularFile(size: Int(info.st_size), mode: info.st_mode & 0o7777)
        case S_IFDIR: return .directory
        case S_IFLNK: return .symbolicLink
        default: return .other
        }
    }

    /// The path with every symbolic link resolved; the target must exist.
    static func resolvingSymbolicLinks(_ path: FilePath) throws(SystemError) -> FilePath {
        guard let resolved = realpath(path.string, nil) else {
            throw SystemError("resolve", path: path.string)
        }
        defer { free(resolved) }
        return FilePath(String(cString: resolved))
    }

    /// Creates the folder and any missing parents with `mode`; existing folders are left as they are.
    static func createDirectories(_ path: FilePath, mode: mode_t = 0o700) throws(SystemError) {
        if case .directory = try kind(of: path) { return }
        let parent = path.directory
        if parent != path && parent.string != "." { try createDirectories(parent, mode: mode) }
        guard mkdir(path.string, mode) == 0 || errno == EEXIST else {
            throw SystemError("mkdir", path: path.string)
        }
    }

    /// Flushes a folder's entries (a rename into it, say) to disk.
    static func syncDirectory(_ path: FilePath) throws(SystemError) {
        let folder = try FileDescriptor.open(path.string, O_RDONLY | O_DIRECTORY)
        defer { folder.closeIgnoringErrors() }
        try folder.sync()
    }

    static func rename(_ source: FilePath, to destination: FilePath) throws(SystemError) {
        guard systemRename(source.string, destination.string) == 0 else {
            throw SystemError("rename", path: destination.string)
        }
    }

    static func removeFile(_ path: FilePath) throws(SystemError) {
        guard unlink(path.string) == 0 || errno == ENOENT else {
            throw SystemError("remove", path: path.string)
        }
    }

    /// The names in a folder, `.` and `..` left out; a missing folder has none.
    static func contentsOfDirectory(_ path: FilePath) throws(SystemError) -> [String] {
        guard let stream = opendir(path.string) else {
            if errno == ENOENT { return [] }
            throw SystemError("list", path: path.string)
        }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }
}

private func systemRename(_ source: String, _ destination: String) -> Int32 {
    rename(source, destination)
}
