#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reading the store's files: the main file whole or its header, archive segments.
extension StoreSnapshot {
    static func readDocument(_ file: FilePath) throws(StoreError) -> (StoreDocument, mode_t?, StoreBytes?) {
        guard let (bytes, mode) = try readFile(file) else { return (StoreDocument(), nil, nil) }
        do {
            return (try StoreCodec.decodeDocument(bytes), mode, bytes)
        } catch {
            throw error.storeError(path: file.string)
        }
    }

    static func readSegment(
        _ segment: ArchiveManifest.Segment, files: StoreFiles, declarations: [FieldDeclaration]
    ) throws(StoreError) -> [TodoTask] {
        let file = files.segment(segment.file)
        guard let (bytes, _) = try readFile(file) else {
            throw .unreadable(path: file.string, reason: "the archive segment is missing")
        }
        return try decodeSegment(bytes, file: file, declarations: declarations)
    }

    /// The tasks of the segment `bytes`, read from `file`.
    static func decodeSegment(_ bytes: StoreBytes, file: FilePath, declarations: [FieldDeclaration] = [])
        throws(StoreError) -> [TodoTask]
    {
        do {
            return try StoreCodec.decodeSegment(bytes, declarations: declarations)
        } catch {
            throw error.storeError(path: file.string)
        }
    }

    /// The bytes and permission bits of a file, or nil when there is none.
    /// - Parameters:
    ///   - mapping: whether a large file may be mapped (every page read at once) rather than
    ///     read. The log is always read: a writer cuts a torn tail off it, under a reader's feet.
    ///   - paging: whether a large file is mapped without reading its pages: a change that needs
    ///     a few tasks of 100,000 touches the pages of the header and of those tasks alone.
    ///   - allowingEmpty: whether 0 bytes are bytes (for the log, which says what they mean);
    ///     for the main file they are an error.
    static func readFile(
        _ file: FilePath, mapping: Bool = true, paging: Bool = false, allowingEmpty: Bool = false
    ) throws(StoreError) -> (StoreBytes, mode_t)? {
        guard let opened = try openRegularFile(file) else { return nil }
        let descriptor = opened.descriptor
        defer { descriptor.closeIgnoringErrors() }
        let size = opened.size
        let bytes: StoreBytes
        if paging, let paged = descriptor.mapWithoutReading(size: size) {
            bytes = paged
        } else {
            do {
                bytes = try descriptor.readAll(size: size, mapping: mapping)
            } catch {
                throw .unreadable(path: file.string, reason: error.reason)
            }
        }
        guard bytes.count > 0 || allowingEmpty else { throw .empty(path: file.string) }
        return (bytes, opened.mode & 0o7777)
    }

    /// A regular file opened for reading, with its size and permission bits. A class rather
    /// than a tuple with `stat` or a struct: an optional of either is copied through its
    /// runtime type, which the runtime builds at every start (the first optional type it builds
    /// costs 28K instructions); an optional reference is copied as a pointer.
    final class OpenedFile {
        let descriptor: FileDescriptor
        let size: Int
        let mode: mode_t

        init(descriptor: FileDescriptor, size: Int, mode: mode_t) {
            self.descriptor = descriptor
            self.size = size
            self.mode = mode
        }
    }

    /// The file opened for reading, and what `fstat` says of it; nil when there is none. Not a
    /// regular file (a folder, a pipe) is an error.
    static func openRegularFile(_ file: FilePath) throws(StoreError) -> OpenedFile? {
        let descriptor: FileDescriptor
        do {
            // Non-blocking, so that a named pipe put where the store should be cannot hang us.
            descriptor = try FileDescriptor.open(file.string, O_RDONLY | O_NONBLOCK)
        } catch {
            if error.isNotFound { return nil }
            throw .unreadable(path: file.string, reason: error.code == EISDIR ? folderReason : error.reason)
        }
        let info: stat
        do {
            info = try descriptor.status()
        } catch {
            descriptor.closeIgnoringErrors()
            throw .unreadable(path: file.string, reason: error.reason)
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            return OpenedFile(descriptor: descriptor, size: Int(info.st_size), mode: info.st_mode)
        case S_IFDIR:
            descriptor.closeIgnoringErrors()
            throw .unreadable(path: file.string, reason: folderReason)
        default:
            descriptor.closeIgnoringErrors()
            throw .unreadable(path: file.string, reason: "it is not a regular file")
        }
    }

    private static let folderReason = "it is a folder, not a file"
}
