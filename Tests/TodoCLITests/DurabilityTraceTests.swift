import Foundation
import TestSupport
import Testing

/// Watches the real system calls of `todo add` under `strace`. A change to a store is one line
/// appended to its log: opened to append, written in one call, flushed; the main file is not
/// opened for writing. A change that writes the store whole (the first one, here) writes a
/// temporary file in the store's folder, flushes it, renames it over the store, and flushes
/// the folder; then the same for the new log.
@Suite struct DurabilityTraceTests {
    static let strace = ["/usr/bin/strace", "/bin/strace"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    let folder = TemporaryFolder()
    var environment: [String: String] {
        ["TODO_STORE": folder.file("todos.json"), "TODO_NOW": "2026-03-01T09:30:00Z", "TZ": "UTC"]
    }

    /// The calls `todo words` makes, one a line.
    func trace(_ words: String...) throws -> [String] {
        let strace = try #require(Self.strace, "strace is required in CI: install it as the README says")
        let calls = "trace=openat,open,write,fsync,fdatasync,rename,renameat,renameat2,close,ftruncate"
        let run = try BuiltBinary.run(
            ["-qq", "-e", calls, "-o", folder.file("trace"), BuiltBinary.path] + words,
            environment: environment, in: folder, executable: strace)
        let trace = String(decoding: folder.bytes("trace") ?? [], as: UTF8.self)
        try #require(run.status == 0 || !trace.isEmpty, "strace could not trace here: \(run.errors)")
        #expect(run.status == 0)
        try? FileManager.default.removeItem(atPath: folder.file("trace"))
        return trace.split(separator: "\n").map(String.init)
    }

    /// The descriptor an `open` call returned.
    func descriptor(_ call: String) -> String? {
        call.split(separator: "=").last?.trimmingCharacters(in: .whitespaces)
    }

    @Test(
        .enabled(
            if: strace != nil || TestEnvironment.inCI,
            "strace is not installed (apt-get install strace); skipped outside CI")
    )
    func writingTheStoreWholeWritesTemporaryFilesFlushesRenamesAndFlushesTheFolder() throws {
        let calls = try trace("add", "first")
        var searchFrom = calls.startIndex
        for name in ["todos.json", "todos.json.log"] {
            let temporary = folder.file("." + name + ".tmp")
            let open = try #require(
                calls[searchFrom...].firstIndex { $0.contains("\"\(temporary)\"") && $0.contains("O_CREAT") },
                "\(name) is written to a temporary file")
            let file = try #require(descriptor(calls[open]))
            let write = try #require(calls[open...].firstIndex { $0.hasPrefix("write(\(file),") })
            let sync = try #require(calls[write...].firstIndex { $0.hasPrefix("fsync(\(file))") })
            let rename = try #require(
                calls[sync...].firstIndex {
                    $0.contains("rename") && $0.contains(temporary) && $0.contains(name + "\"")
                })
            let openFolder = try #require(
                calls[rename...].firstIndex {
                    $0.contains("\"\(folder.path)\"") && $0.contains("O_DIRECTORY")
                })
            let folderFile = try #require(descriptor(calls[openFolder]))
            #expect(calls[openFolder...].contains { $0.hasPrefix("fsync(\(folderFile))") })
            searchFrom = rename
        }
        #expect(
            !calls.contains { $0.contains("\"\(folder.file("todos.json"))\"") && $0.contains("O_WRONLY") },
            "the store itself is never opened for writing")
    }

    @Test(
        .enabled(
            if: strace != nil || TestEnvironment.inCI,
            "strace is not installed (apt-get install strace); skipped outside CI")
    )
    func aChangeIsOneWriteToTheLogThenFsync() throws {
        _ = try BuiltBinary.run(["add", "first"], environment: environment, in: folder)
        let calls = try trace("add", "second")
        let log = folder.file("todos.json.log")
        let opens = calls.indices.filter {
            calls[$0].contains("\"\(log)\"") && calls[$0].contains("O_WRONLY")
        }
        try #require(opens.count == 1, "the log is opened for writing once: \(opens.map { calls[$0] })")
        let open = calls[opens[0]]
        #expect(open.contains("O_APPEND") && !open.contains("O_CREAT") && !open.contains("O_TRUNC"))
        let file = try #require(descriptor(open))
        let close = try #require(calls[opens[0]...].firstIndex { $0.hasPrefix("close(\(file))") })
        let held = calls[opens[0]..<close]
        #expect(held.filter { $0.hasPrefix("write(\(file),") }.count == 1, "the change is one write")
        let write = try #require(held.firstIndex { $0.hasPrefix("write(\(file),") })
        #expect(held[write...].contains { $0.hasPrefix("fsync(\(file))") }, "then flushed")
        #expect(!calls.contains { $0.hasPrefix("ftruncate(") }, "a log without a torn tail is not cut")
        #expect(!calls.contains { $0.contains("rename") }, "nothing is replaced")
        #expect(
            !calls.contains { $0.contains("\"\(folder.file("todos.json"))\"") && $0.contains("O_WRONLY") },
            "the store itself is never opened for writing")
    }
}
