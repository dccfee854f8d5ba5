import Foundation
import TestSupport
import Testing

/// A user's home for the tests of contexts and hooks: a store, a config folder
/// (`XDG_CONFIG_HOME`) with its `todo/hooks`, a fixed clock, and the built `todo` run in it with
/// nothing else inherited.
final class ConfigHome: @unchecked Sendable {
    let folder = TemporaryFolder()
    var now = "2026-03-01T09:30:00Z"
    /// Variables set on top of the home's own (`TODO_CONTEXT`, `TODO_HOOK_TIMEOUT`, …).
    var extra: [String: String] = [:]

    var storePath: String { folder.file("todos.json") }
    /// The config folder of `todo`: `$XDG_CONFIG_HOME/todo`.
    var configFolder: String { folder.file("config/todo") }
    var hooksFolder: String { configFolder + "/hooks" }
    var contextsPath: String { configFolder + "/contexts.json" }

    var environment: [String: String] {
        [
            "TODO_STORE": storePath, "TODO_NOW": now, "TZ": "UTC", "HOME": folder.file("home"),
            "XDG_CONFIG_HOME": folder.file("config"), "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8",
        ].merging(extra) { $1 }
    }

    /// Runs `todo words…`, whatever it exits with.
    func run(_ words: String..., input: String = "", extra more: [String: String] = [:]) throws
        -> BuiltBinary.Run
    {
        try BuiltBinary.run(
            words, environment: environment.merging(more) { $1 }, in: folder, input: Array(input.utf8))
    }

    /// Runs `todo words…`, which must succeed; returns what it printed.
    @discardableResult
    func todo(_ words: String..., sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let run = try BuiltBinary.run(words, environment: environment, in: folder)
        try #require(
            run.status == 0, "todo \(words.joined(separator: " ")): exit \(run.status): \(run.errors)",
            sourceLocation: sourceLocation)
        return run.output
    }

    /// Every task, archived ones too, as `todo export` prints them.
    func tasks() throws -> [[String: Any]] {
        try #require(BuiltBinary.jsonObjects(try todo("export")))
    }

    /// The titles of every task, by id.
    func titles() throws -> [String] {
        try tasks().compactMap { $0["title"] as? String }
    }

    /// The ids `list --json words…` shows, in display order.
    func listedIds(_ words: String..., extra more: [String: String] = [:]) throws -> [Int] {
        let run = try BuiltBinary.run(
            ["list", "--json"] + words, environment: environment.merging(more) { $1 }, in: folder)
        try #require(run.status == 0, "list \(words): \(run.errors)")
        return try #require(BuiltBinary.jsonObjects(run.output)).compactMap { $0["id"] as? Int }
    }

    /// The store's bytes, to tell that a refused change wrote nothing.
    var storeBytes: [UInt8]? { folder.bytes("todos.json") }

    /// Writes the hook `name` (`on-add`, …) as a `/bin/sh` script of `body`, mode 0700, in a
    /// hooks folder of mode 0700.
    func hook(_ name: String, _ body: String) throws {
        try FileManager.default.createDirectory(
            atPath: hooksFolder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        try writeScript(hooksFolder + "/" + name, body)
    }

    /// Writes a `/bin/sh` script of `body` at `path`, mode `mode`.
    func writeScript(_ path: String, _ body: String, mode: Int = 0o700) throws {
        try Data(("#!/bin/sh\n" + body + "\n").utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
    }

    /// What a hook wrote to the file `name` in the home folder, by lines.
    func lines(of name: String) -> [String] {
        String(decoding: folder.bytes(name) ?? [], as: UTF8.self).split(separator: "\n").map(String.init)
    }

    /// The JSON objects, one a line, in the file `name` (what an `on-change` hook kept).
    func objects(in name: String) throws -> [[String: Any]] {
        try lines(of: name).map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
        }
    }

    /// The built `todo`, quoted for a shell script.
    static var todoCommand: String { "'" + BuiltBinary.path + "'" }
}
