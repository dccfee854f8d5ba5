import Foundation

/// A fresh folder under the system's temporary folder, removed when the value is released.
public final class TemporaryFolder: @unchecked Sendable {
    public let path: String

    public init() {
        var template = Array((NSTemporaryDirectory() + "todo-tests-XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.flatMap { mkdtemp($0) }
        }
        path = made.map { String(cString: $0) } ?? NSTemporaryDirectory() + "todo-tests-" + UUID().uuidString
        if made == nil {
            try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }
    }

    deinit {
        _ = try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: path)
        try? FileManager.default.removeItem(atPath: path)
    }

    public func file(_ name: String) -> String { path + "/" + name }

    public func bytes(_ name: String) -> [UInt8]? {
        FileManager.default.contents(atPath: file(name)).map { [UInt8]($0) }
    }

    public func write(_ text: String, to name: String) {
        _ = FileManager.default.createFile(atPath: file(name), contents: Data(text.utf8))
    }

    public func names(in folder: String = "") -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? path : file(folder))) ?? [])
            .sorted()
    }

    public func mode(_ name: String) -> Int? {
        var info = stat()
        guard lstat(file(name), &info) == 0 else { return nil }
        return Int(info.st_mode & 0o7777)
    }

    public func inode(_ name: String) -> UInt64? {
        var info = stat()
        guard stat(file(name), &info) == 0 else { return nil }
        return UInt64(info.st_ino)
    }
}
