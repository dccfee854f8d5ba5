#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Files `todo` writes besides the store (the unit files of `remind --install`): replaced
/// whole and atomically, their folders made as needed.
public enum OutputFile {
    /// Writes `bytes` to `path` through a temporary file renamed over it, making missing
    /// folders (mode 0700) first.
    public static func replace(_ path: String, with bytes: [UInt8], mode: UInt32 = 0o644) throws(SystemError)
    {
        let file = FilePath(path)
        try FileSystem.createDirectories(file.directory)
        try AtomicFile.write(bytes, to: file, mode: mode_t(mode))
    }
}
