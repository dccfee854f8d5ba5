import Foundation

/// The `todo` executable built beside the test bundle, run as a user would run it.
public enum BuiltBinary {
    /// The result of one run.
    public struct Run: Sendable {
        public let status: Int32
        public let output: String
        public let errors: String
        /// Whether the process ended by a signal rather than by exiting.
        public let wasSignalled: Bool
    }

    /// The folder the test bundle was built into, where SwiftPM also puts `todo`.
    public static let productsFolder: URL = {
        let candidates =
            [
                URL(fileURLWithPath: CommandLine.arguments.first ?? ".").deletingLastPathComponent(),
                Bundle.main.bundleURL.deletingLastPathComponent(),
                Bundle.main.bundleURL,
            ] + Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        return candidates.first {
            FileManager.default.isExecutableFile(atPath: $0.appendingPathComponent("todo").path)
        }
            ?? candidates[0]
    }()

    public static var path: String { productsFolder.appendingPathComponent("todo").path }

    /// Runs `todo` with exactly `environment` (nothing inherited), in `folder`, feeding `input`
    /// to its stdin. Output goes through files, so a chatty child can never block on a full pipe.
    public static func run(
        _ arguments: [String], environment: [String: String], in folder: TemporaryFolder, input: [UInt8] = [],
        executable: String = BuiltBinary.path
    ) throws -> Run {
        let id = UUID().uuidString
        let outputPath = folder.file(".out-" + id)
        let errorsPath = folder.file(".err-" + id)
        let inputPath = folder.file(".in-" + id)
        _ = FileManager.default.createFile(atPath: outputPath, contents: nil)
        _ = FileManager.default.createFile(atPath: errorsPath, contents: nil)
        _ = FileManager.default.createFile(atPath: inputPath, contents: Data(input))
        defer {
            for path in [outputPath, errorsPath, inputPath] {
                try? FileManager.default.removeItem(atPath: path)
            }
        }
        let child = try ChildProcess.start(
            [Array(executable.utf8)] + arguments.map { Array($0.utf8) }, environment: environment,
            input: inputPath, output: outputPath, errors: errorsPath, directory: folder.path)
        let ending = child.wait()
        let read = { (path: String) in
            String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
        }
        let (status, signalled): (Int32, Bool) =
            switch ending {
            case .exited(let status): (status, false)
            case .signalled(let signal): (signal, true)
            case .hung: (-1, false)
            }
        return Run(
            status: status, output: read(outputPath), errors: read(errorsPath), wasSignalled: signalled)
    }
}

extension BuiltBinary {
    /// The environment a test runs `todo` in: its store `todos.json` in `folder`, its clock at
    /// `now` (`TODO_NOW`), its zone `zone` (`TZ`), and `extra` (`HOME`, …) on top.
    public static func environment(
        storeIn folder: TemporaryFolder, now: String, zone: String, extra: [String: String] = [:]
    ) -> [String: String] {
        ["TODO_STORE": folder.file("todos.json"), "TODO_NOW": now, "TZ": zone].merging(extra) { $1 }
    }

    /// The member `name` of task `id` as `todo show ID --json` prints it: a test's look at the
    /// store through the binary, as a script would look.
    public static func shownMember(
        _ name: String, ofTask id: Int, environment: [String: String], in folder: TemporaryFolder
    ) throws -> Any? {
        let run = try run(["show", String(id), "--json"], environment: environment, in: folder)
        let task = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
        return task?[name]
    }

    /// Runs `todo` in `folder` with `environment(storeIn:now:zone:extra:)` and nothing else.
    public static func run(
        _ arguments: [String], storeIn folder: TemporaryFolder, now: String, zone: String,
        extra: [String: String] = [:], input: String = ""
    ) throws -> Run {
        try run(
            arguments, environment: environment(storeIn: folder, now: now, zone: zone, extra: extra),
            in: folder,
            input: Array(input.utf8))
    }

    /// The objects of a JSON array such as `todo export` prints; nil when `output` is not one.
    public static func jsonObjects(_ output: String) -> [[String: Any]]? {
        (try? JSONSerialization.jsonObject(with: Data(output.utf8))) as? [[String: Any]]
    }
}
