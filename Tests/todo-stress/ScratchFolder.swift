import Foundation

/// A fresh folder under the system's temporary folder, removed (mounts and all) at the end.
final class ScratchFolder: @unchecked Sendable {
    let path: String
    private let lock = NSLock()
    private var count = 0

    init() throws {
        var template = Array((NSTemporaryDirectory() + "todo-stress-XXXXXX").utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ $0.baseAddress.flatMap { mkdtemp($0) } })
        else {
            throw TodoRunner.Failure(description: "cannot make a temporary folder")
        }
        path = String(cString: made)
    }

    /// A new, empty folder inside this one.
    func makeFolder(_ name: String) throws -> String {
        let number = lock.withLock {
            count += 1
            return count
        }
        let folder = path + "/\(name)-\(number)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    func remove() {
        chmod(path, 0o700)
        try? FileManager.default.removeItem(atPath: path)
    }
}
