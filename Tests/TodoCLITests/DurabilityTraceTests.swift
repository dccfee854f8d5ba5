import Foundation
import TestSupport
import Testing

/// Watches the real system calls of `todo add` under `strace`: the change is written to a
/// temporary file in the store's folder, flushed, renamed over the store, and the folder flushed.
@Suite struct DurabilityTraceTests {
    static let strace = ["/usr/bin/strace", "/bin/strace"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    @Test(
        .enabled(
            if: strace != nil || TestEnvironment.inCI,
            "strace is not installed (apt-get install strace); skipped outside CI")
    )
    func writesTemporaryFileFlushesRenamesAndFlushesTheFolder() throws {
        let strace = try #require(Self.strace, "strace is required in CI: install it as the README says")
        let folder = TemporaryFolder()
        let environment = [
            "TODO_STORE": folder.file("todos.json"), "TODO_NOW": "2026-03-01T09:30:00Z", "TZ": "UTC",
        ]
        _ = try BuiltBinary.run(["add", "first"], environment: environment, in: folder)
        let run = try BuiltBinary.run(
            [
                "-qq", "-e", "trace=openat,open,write,fsync,fdatasync,rename,renameat,renameat2,close", "-o",
                folder.file("trace"),
                BuiltBinary.path, "add", "second",
            ],
            environment: environment, in: folder, executable: strace)
        let trace = String(decoding: folder.bytes("trace") ?? [], as: UTF8.self)
        try #require(run.status == 0 || !trace.isEmpty, "strace could not trace here: \(run.errors)")
        #expect(run.status == 0)
        let calls = trace.split(separator: "\n").map(String.init)

        let temporary = folder.file(".todos.json.tmp")
        let openTemporary = try #require(
            calls.firstIndex { $0.contains("\"\(temporary)\"") && $0.contains("O_CREAT") })
        let temporaryFile = try #require(
            calls[openTemporary].split(separator: "=").last?.trimmingCharacters(in: .whitespaces))
        let write = try #require(
            calls[openTemporary...].firstIndex { $0.hasPrefix("write(\(temporaryFile),") })
        let sync = try #require(calls[write...].firstIndex { $0.hasPrefix("fsync(\(temporaryFile))") })
        let rename = try #require(
            calls[sync...].firstIndex {
                $0.contains("rename") && $0.contains(temporary) && $0.contains("todos.json\"")
            })
        let openFolder = try #require(
            calls[rename...].firstIndex { $0.contains("\"\(folder.path)\"") && $0.contains("O_DIRECTORY") })
        let folderFile = try #require(
            calls[openFolder].split(separator: "=").last?.trimmingCharacters(in: .whitespaces))
        #expect(calls[openFolder...].contains { $0.hasPrefix("fsync(\(folderFile))") })
        #expect(
            !calls[openTemporary..<rename].contains {
                $0.contains("\"\(folder.file("todos.json"))\"") && $0.contains("O_WRONLY")
            },
            "the store itself must never be opened for writing")
    }
}
