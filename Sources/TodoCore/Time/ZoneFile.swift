#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The little file reading time zones need: a whole small regular file, and a symlink's target.
enum ZoneFile {
    /// TZif files are a few kilobytes; anything much larger is not one.
    static let sizeLimit = 1 << 20

    enum Failure: Error, Equatable {
        case missing
        case unreadable(String)
    }

    /// The bytes of the regular file at `path`. Never blocks on a FIFO or device, and never
    /// reads more than `sizeLimit` bytes.
    static func contents(of path: String) throws(Failure) -> [UInt8] {
        let file: FileDescriptor
        do {
            file = try FileDescriptor.open(path, O_RDONLY | O_NONBLOCK)
        } catch {
            throw error.isNotFound || error.code == ENOTDIR ? .missing : .unreadable(error.reason)
        }
        defer { file.closeIgnoringErrors() }
        let status: stat
        do { status = try file.status() } catch { throw .unreadable(error.reason) }
        guard (status.st_mode & S_IFMT) == S_IFREG else { throw .unreadable("not a regular file") }
        guard status.st_size <= sizeLimit else { throw .unreadable("larger than \(sizeLimit) bytes") }
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size) + 1)
        var filled = 0
        while filled < bytes.count {
            let count: Int
            do { count = try file.read(into: &bytes, at: filled) } catch { throw .unreadable(error.reason) }
            if count == 0 { break }
            filled += count
        }
        guard filled < bytes.count else { throw .unreadable("larger than it said") }
        bytes.removeSubrange(filled...)
        return bytes
    }

    /// Where the symbolic link at `path` points, or nil when it is not a symbolic link.
    static func symbolicLinkTarget(of path: String) -> String? {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let length = buffer.withUnsafeMutableBufferPointer { pointer in
            pointer.baseAddress.map { base in
                base.withMemoryRebound(to: CChar.self, capacity: pointer.count) {
                    readlink(path, $0, pointer.count)
                }
            } ?? -1
        }
        guard length > 0, length < buffer.count else { return nil }
        return String(decoding: buffer[0..<length], as: UTF8.self)
    }
}
