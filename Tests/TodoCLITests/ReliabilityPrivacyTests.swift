import Foundation
import TestSupport
import Testing

/// The store is private from the start, whatever the umask, and a mode the user chose is kept.
@Suite struct ReliabilityPrivacyTests {
    let folder = TemporaryFolder()

    /// Folders 0700 and files 0600 (store, lock, archive, segments) under a permissive umask.
    @Test(arguments: ["022", "000"])
    func newFilesArePrivateUnderAPermissiveUmask(umask: String) throws {
        let runner = TodoRunner(
            binary: BuiltBinary.path, store: folder.file("a/b/todos.json"), scratch: folder.file("io"))
        runner.wrapper = .umask(umask)
        #expect(try runner.run(["add", "secret"]).status == 0)
        #expect(try runner.run(["done", "1"]).status == 0)
        runner.now = "2026-03-03T09:30:00Z"
        #expect(try runner.run(["add", "another secret"]).status == 0)
        #expect(folder.mode("a") == 0o700)
        #expect(folder.mode("a/b") == 0o700)
        #expect(folder.mode("a/b/todos.json") == 0o600)
        #expect(folder.mode("a/b/todos.json.lock") == 0o600)
        #expect(folder.mode("a/b/todos.json.archive") == 0o700)
        #expect(folder.mode("a/b/todos.json.archive/segment-000001.json") == 0o600)
    }

    @Test func aModeTheUserChoseIsKept() throws {
        let runner = TodoRunner(
            binary: BuiltBinary.path, store: folder.file("todos.json"), scratch: folder.file("io"))
        runner.wrapper = .umask("022")
        #expect(try runner.run(["add", "shared"]).status == 0)
        chmod(folder.file("todos.json"), 0o640)
        #expect(try runner.run(["add", "still shared"]).status == 0)
        #expect(try runner.run(["done", "1"]).status == 0)
        #expect(folder.mode("todos.json") == 0o640)
        let doctor = try runner.run(["doctor"])
        #expect(doctor.status == 0 && doctor.outputText.contains("chmod 600 '\(folder.file("todos.json"))'"))
    }
}
