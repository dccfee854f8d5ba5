import Foundation

/// The bench's temporary folder: every store, peer data folder and helper program lives under
/// it, and it is removed at the end unless `--keep` asks otherwise.
struct Scratch: Sendable {
    let root: String

    /// Creates a fresh folder under `$TMPDIR` (or /tmp).
    static func create() throws -> Scratch {
        let base = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((base + "/todo-bench.XXXXXX").utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ $0.baseAddress.flatMap { mkdtemp($0) } })
        else {
            throw SpawnError(description: "cannot create a temporary folder in \(base)")
        }
        return Scratch(root: String(cString: made))
    }

    func path(_ name: String) -> String { root + "/" + name }

    /// A new folder under the root.
    func folder(_ name: String) throws -> Scratch {
        let sub = Scratch(root: path(name))
        try FileManager.default.createDirectory(atPath: sub.root, withIntermediateDirectories: true)
        return sub
    }

    func write(_ bytes: [UInt8], to name: String) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: path(name)))
    }

    func write(_ text: String, to name: String) throws {
        try write(Array(text.utf8), to: name)
    }

    /// Copies an executable into the folder `bin` under the root, as `install` or `cp` would
    /// (its bytes written with `write`), and returns the copy's path. Programs are timed as a
    /// user runs them, installed: on Linux 6.x with ext4, a binary fresh from the linker (which
    /// writes it through a memory mapping) lies in the page cache in small pieces and starts
    /// up to 0.25 ms slower than a copy of it. `todo` and the do-nothing program are copied
    /// alike, so the start-up ratio compares like with like.
    func install(_ executable: String, as name: String) throws -> String {
        let bin = try folder("bin")
        let installed = bin.path(name)
        try Data(contentsOf: URL(fileURLWithPath: executable)).write(to: URL(fileURLWithPath: installed))
        guard chmod(installed, 0o755) == 0 else {
            throw SpawnError(description: "cannot make \(installed) executable")
        }
        return installed
    }

    /// A file's text, or "" when it cannot be read (the callers only show it in messages).
    func readText(_ file: String) -> String {
        FileManager.default.contents(atPath: file).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: root)
    }
}

/// Where a program is: `name` itself when it holds a `/`, else the first match in `PATH`.
func findExecutable(_ name: String) -> String? {
    if name.contains("/") { return FileManager.default.isExecutableFile(atPath: name) ? name : nil }
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(name)" }.first {
        FileManager.default.isExecutableFile(atPath: $0)
    }
}
