import Foundation
import TestSupport
import Testing

/// Hooks and `todo sync` through a real Radicale: `on-change` hears of each task a sync brings
/// in or changes, with the command `sync`; `on-add` does not stand between two stores (a task
/// the server has cannot be refused here); a dry run runs none.
@Suite(
    .enabled(
        if: SyncPrograms.enabled && (SyncServerKind.radicale.missing == nil || TestEnvironment.inCI),
        SyncServerKind.radicale.skipReason))
struct SyncHookTests {
    @Test func onChangeHearsOfWhatASyncBringsIn() throws {
        let server = try RadicaleServer()
        let url = server.taskList("tasks", of: "alice")
        let a = SyncCLIMachine()
        let b = SyncCLIMachine()
        try a.todo("sync", "--setup", url, "--user", "alice", "--create")
        try b.todo("sync", "--setup", url, "--user", "alice")
        let hooks = b.folder.file("config/todo/hooks")
        try FileManager.default.createDirectory(
            atPath: hooks, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        for (name, body) in [("on-change", "cat >> changes.txt"), ("on-add", "echo no >&2; exit 1")] {
            try Data("#!/bin/sh\n\(body)\n".utf8).write(to: URL(fileURLWithPath: hooks + "/" + name))
            try FileManager.default.setAttributes(
                [.posixPermissions: 0o700], ofItemAtPath: hooks + "/" + name)
        }
        func changes() throws -> [[String: Any]] {
            try String(decoding: b.folder.bytes("changes.txt") ?? [], as: UTF8.self).split(separator: "\n")
                .map {
                    try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
                }
        }

        try a.todo("add", "Buy milk")
        try a.todo("add", "Pay rent")
        try a.todo("sync")
        #expect(try b.todo("sync", "--dry-run").contains("← added"))
        #expect(try changes().isEmpty, "a dry run runs no hook")
        let synced = try b.todo("sync")
        #expect(synced.contains("2 received"), "\(synced)")
        var heard = try changes()
        #expect(heard.map { $0["command"] as? String } == ["sync", "sync"])
        #expect(heard.allSatisfy { $0["before"] is NSNull })
        #expect(
            Set(heard.compactMap { ($0["after"] as? [String: Any])?["title"] as? String }) == [
                "Buy milk", "Pay rent",
            ])

        try a.todo("done", "1")
        try a.todo("sync")
        try b.todo("sync")
        heard = try changes()
        try #require(heard.count == 3)
        #expect(heard[2]["command"] as? String == "sync")
        #expect((heard[2]["before"] as? [String: Any])?["state"] as? String == "pending")
        #expect((heard[2]["after"] as? [String: Any])?["state"] as? String == "completed")
        #expect(try b.todo("sync") == "Already in step with \(url).\n")
        #expect(try changes().count == 3)
    }
}
