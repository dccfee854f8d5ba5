#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whole files read for `import`: a named file, or standard input.
public enum InputFile {
    /// The bytes of the file at `path`; a folder is an error.
    public static func read(_ path: String) throws(SystemError) -> [UInt8] {
        let file = try FileDescriptor.open(path, O_RDONLY)
        defer { file.closeIgnoringErrors() }
        let info = try file.status()
        guard info.st_mode & S_IFMT != S_IFDIR else { throw SystemError("read", path: path, code: EISDIR) }
        return try file.readToEnd(sizeHint: Int(info.st_size))
    }

    /// Everything on standard input, up to its end.
    public static func readStandardInput() throws(SystemError) -> [UInt8] {
        try FileDescriptor.standardInput.readToEnd()
    }
}
