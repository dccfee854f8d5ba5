#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A vdir: a folder holding one `.ics` file per task, as todoman and vdirsyncer keep a
/// calendar (https://vdirsyncer.pimutils.org/en/stable/vdir.html).
public struct Vdir: Sendable {
    /// The folder.
    public let path: String

    /// The vdir in the folder at `path`.
    public init(path: String) {
        self.path = path
    }

    /// A file of the vdir that cannot be used.
    public enum Failure: Error, Equatable {
        case unreadable(SystemError)
        case invalid(file: String, FormatError)
    }

    /// Whether `path` is a folder (following a symbolic link to one).
    public static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// The `.ics` files of the folder, by name, with their bytes; names starting with `.`
    /// (temporary files of the programs that write the folder) are left out.
    public func files() throws(Failure) -> [(name: String, bytes: [UInt8])] {
        let folder = FilePath(path)
        do throws(SystemError) {
            let names = try FileSystem.contentsOfDirectory(folder).filter {
                !$0.hasPrefix(".") && $0.lowercased().hasSuffix(".ics")
            }
            return try names.sorted().map { name throws(SystemError) in
                (name, try InputFile.read(folder.appending(name).string))
            }
        } catch {
            throw .unreadable(error)
        }
    }

    /// The tasks of every file; a problem in any file refuses the whole folder.
    public func read(context: FormatContext) throws(Failure) -> ImportBatch {
        try read(try files(), context: context)
    }

    /// The tasks of `files`, the folder's as `files()` read them; a problem in any file refuses
    /// them all.
    public func read(_ files: [(name: String, bytes: [UInt8])], context: FormatContext) throws(Failure)
        -> ImportBatch
    {
        try read(files, with: ICalendarReader(context: context))
    }

    /// The tasks of `files`, read by `reader` (one reader for all: a zone is loaded once).
    func read(_ files: [(name: String, bytes: [UInt8])], with reader: ICalendarReader) throws(Failure)
        -> ImportBatch
    {
        var reader = reader
        var batch = ImportBatch()
        for file in files {
            do throws(FormatError) {
                batch.append(try reader.read(file.bytes, file: file.name))
            } catch {
                throw .invalid(file: FilePath(path).appending(file.name).string, error)
            }
        }
        return batch
    }
}

extension Vdir {
    /// Whether anything is at `path`.
    public static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }
}
