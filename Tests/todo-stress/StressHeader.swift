import Foundation

/// The first lines of the report: what ran, on what, and the command that reproduces it.
enum StressHeader {
    static func lines(options: StressOptions, arguments: [String], scratch: ScratchFolder) -> [(
        String, String
    )] {
        var system = utsname()
        uname(&system)
        let kernel = withUnsafeBytes(of: system.release) {
            String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
        }
        let runner = TodoRunner(
            binary: options.binary, store: "/nonexistent/todos.json", scratch: scratch.path + "/version")
        let version =
            (try? runner.run(["--version"]).outputText.trimmingCharacters(in: .whitespacesAndNewlines))
            ?? "todo"
        let user = geteuid() == 0 ? "root" : "uid \(geteuid())"
        return [
            ("run", "todo-stress: fault, load and bad-input trials of \(version)"),
            (
                "command",
                (["swift build -c release && swift run -c release todo-stress"] + arguments).joined(
                    separator: " ")
            ),
            ("binary", options.binary),
            (
                "machine",
                "\(ProcessInfo.processInfo.activeProcessorCount) cores, Linux \(kernel), running as \(user); seed \(options.seed)"
            ),
        ]
    }
}
