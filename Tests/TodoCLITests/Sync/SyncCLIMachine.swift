import Foundation
import TestSupport
import Testing

/// One "machine" for the sync tests: its own store and config folder, running the built `todo`.
final class SyncCLIMachine: @unchecked Sendable {
    let folder = TemporaryFolder()
    var password = "secret"
    var now = "2026-11-23T18:00:00Z"
    var zone = "UTC"

    var environment: [String: String] {
        BuiltBinary.environment(
            storeIn: folder, now: now, zone: zone,
            extra: [
                "XDG_CONFIG_HOME": folder.file("config"), "HOME": folder.path, "LANG": "C.UTF-8",
                "PATH": "/usr/bin:/bin", "TODO_SYNC_PASSWORD": password,
            ])
    }

    /// Runs `todo`, whatever it exits with.
    func run(_ words: [String]) throws -> BuiltBinary.Run {
        try BuiltBinary.run(words, environment: environment, in: folder)
    }

    /// Runs `todo`, whatever it exits with, under python's `getrusage`: the run, and the peak
    /// resident memory of `todo` or of a program it ran (curl), whichever was larger, in bytes.
    func runMeasuringMemory(_ words: [String]) throws -> (run: BuiltBinary.Run, peakBytes: Int) {
        folder.write(
            """
            import resource, subprocess, sys
            status = subprocess.call(sys.argv[2:])
            open(sys.argv[1], 'w').write(str(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss))
            sys.exit(status)
            """, to: "measure.py")
        let run = try BuiltBinary.run(
            [folder.file("measure.py"), folder.file("peak"), BuiltBinary.path] + words,
            environment: environment,
            in: folder, executable: SyncPrograms.python)
        let kilobytes = try #require(Int(String(decoding: folder.bytes("peak") ?? [], as: UTF8.self)))
        return (run, kilobytes * 1024)
    }

    /// Runs `todo`, which must succeed; returns its output.
    @discardableResult
    func todo(_ words: String...) throws -> String {
        let run = try run(words)
        try #require(
            run.status == 0, "todo \(words.joined(separator: " ")): exit \(run.status): \(run.errors)")
        return run.output
    }

    /// Runs `todo`, which must fail with exit code 6 and one `todo:` line; returns that line.
    func failure(_ words: String...) throws -> String {
        let run = try run(words)
        #expect(run.status == 6, "todo \(words.joined(separator: " ")): \(run.output)")
        #expect(
            run.errors.hasPrefix("todo: ") && run.errors.filter { $0 == "\n" }.count == 1, "\(run.errors)")
        return run.errors
    }

    /// The titles of every task, archived ones too, by `todo export`.
    func titles() throws -> Set<String> {
        Set(try tasks().compactMap { $0["title"] as? String })
    }

    func tasks() throws -> [[String: Any]] {
        let output = try todo("export")
        return try #require(BuiltBinary.jsonObjects(output))
    }

    func task(_ title: String) throws -> [String: Any]? {
        try tasks().first { $0["title"] as? String == title }
    }

    /// The store's bytes, to tell that a failed sync wrote nothing.
    var storeBytes: [UInt8]? { folder.bytes("todos.json") }
}
