import Foundation
import TestSupport

/// The outside programs the consumer test needs, found on `PATH`, and an environment for them
/// that shares nothing with the user's: `HOME` is a fresh folder, so SwiftPM's caches and
/// settings and git's settings start empty and go away with it.
struct BuildTools {
    let git: String
    let swift: String
    let environment: [String: String]

    static let searchPath = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"

    /// The first executable of that name on `PATH`.
    static func find(_ name: String) -> String? {
        searchPath.split(separator: ":").map { "\($0)/\(name)" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    init?(home: String) {
        guard let git = Self.find("git"), let swift = Self.find("swift") else { return nil }
        self.git = git
        self.swift = swift
        var environment = ["PATH": Self.searchPath, "HOME": home]
        environment["TMPDIR"] = ProcessInfo.processInfo.environment["TMPDIR"]
        self.environment = environment
    }

    /// Runs a program, and throws with what it said when it fails.
    @discardableResult
    func run(_ executable: String, _ arguments: [String], in folder: TemporaryFolder) throws
        -> BuiltBinary.Run
    {
        let run = try BuiltBinary.run(arguments, environment: environment, in: folder, executable: executable)
        guard run.status == 0 else {
            throw Failure(command: ([executable] + arguments).joined(separator: " "), run: run)
        }
        return run
    }

    struct Failure: Error, CustomStringConvertible {
        let command: String
        let run: BuiltBinary.Run

        var description: String { "\(command) exited with \(run.status):\n\(run.output)\(run.errors)" }
    }
}
