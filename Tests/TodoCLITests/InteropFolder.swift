import Foundation
import TestSupport
import Testing

/// One test's folder, store and clock, for running the built `todo` beside a real program.
struct InteropFolder {
    let folder = TemporaryFolder()
    var now = "2026-11-23T18:00:00Z"
    let zone = "Europe/Berlin"

    var environment: [String: String] {
        BuiltBinary.environment(
            storeIn: folder, now: now, zone: zone,
            extra: ["HOME": folder.path, "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"])
    }

    /// Runs `todo`, which must succeed.
    @discardableResult
    func todo(_ words: String..., input: String = "", store: String? = nil) throws -> String {
        var environment = environment
        if let store { environment["TODO_STORE"] = folder.file(store) }
        let run = try BuiltBinary.run(words, environment: environment, in: folder, input: Array(input.utf8))
        try #require(run.status == 0, "todo \(words.joined(separator: " ")): \(run.errors)")
        return run.output
    }

    /// Runs an outside program, which must succeed, with `extra` added to the environment.
    @discardableResult
    func run(_ program: String?, _ words: [String], extra: [String: String] = [:], input: String = "") throws
        -> String
    {
        let program = try #require(program, "the program is not installed: .ci/run installs it")
        let run = try BuiltBinary.run(
            words, environment: environment.merging(extra) { $1 }, in: folder, input: Array(input.utf8),
            executable: program)
        try #require(
            run.status == 0, "\(program) \(words.joined(separator: " ")) failed: \(run.errors)\(run.output)")
        return run.output
    }

    func write(_ text: String, to name: String) {
        folder.write(text, to: name)
    }

    func read(_ name: String) -> String {
        String(decoding: folder.bytes(name) ?? [], as: UTF8.self)
    }

    /// The tasks of `todo export` (or of `json`), by uuid.
    func tasks(_ json: String) throws -> [String: [String: Any]] {
        let array = try #require(BuiltBinary.jsonObjects(json))
        var byUUID: [String: [String: Any]] = [:]
        for task in array { byUUID[task["uuid"] as? String ?? ""] = task }
        return byUUID
    }

    /// Tasks with every kind of field, imported from `todo`'s own JSON.
    static let records = """
        [{"uuid":"3f0c1d2e-8a4b-4c5d-9e6f-7a8b9c0d1e2f","title":"Kaufe Zubehör für Zoë; dann Rechnung zahlen, bevor das Büro schließt ✓",
          "description":"Line 1: bring cash, card; and ID\\nLine 2: path C:\\\\temp\\\\notes","deadline":"2026-12-01T15:30:00Z",
          "location":{"name":"Café Nußbaum","address":"Hauptstraße 5, 10115 Berlin"},"tags":["errand","shop"],
          "project":"home.garden","priority":"high","remindBefore":3600,"modifiedAt":"2026-11-23T17:00:00Z",
          "createdAt":"2026-11-23T10:00:00Z"},
         {"uuid":"8d2f6b1a-0c3e-4f5a-b6c7-d8e9f0a1b2c3","title":"Send holiday cards","deadline":"2026-12-24T22:59:59Z",
          "completedAt":"2026-11-23T12:00:00Z","priority":"low","createdAt":"2026-11-20T09:00:00Z"},
         {"uuid":"c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f","title":"Renew passport","location":{"name":"Bürgeramt","address":null},
          "createdAt":"2026-11-22T08:00:00Z"},
         {"uuid":"5214238172864ff3af003d9b086c8b34@vm","title":"Pay the plumber","deadline":"2026-12-02T10:00:00Z",
          "remindBefore":null,"priority":"medium","tags":["house"],"createdAt":"2026-11-21T09:00:00Z"}]
        """
}

/// Whether two values read by `JSONSerialization` are equal (objects whatever their key order).
func jsonEqual(_ left: Any?, _ right: Any?) -> Bool {
    switch (left, right) {
    case (nil, nil): return true
    case (let left as NSObject, let right as NSObject): return left.isEqual(right)
    default: return false
    }
}
