import Foundation
import TestSupport
import Testing

/// A program from outside the project that a test drives (systemd-analyze, crontab, dbus, and
/// the interop tests' Debian `taskwarrior`, `todotxt-cli`, `python3-icalendar` and `todoman`,
/// which `.ci/run` installs): found in the usual places, run with a given environment. Outside
/// CI a test whose programs are missing is skipped with the package to install; with `CI` set
/// (`TestEnvironment.inCI`) it runs and fails instead.
enum OutsideProgram {
    static let task = executable("/usr/bin/task")
    static let todoTxt = executable("/usr/bin/todo-txt") ?? executable("/usr/bin/todo.sh")
    static let todoman = executable("/usr/bin/todoman")
    /// Debian's Python, when its `icalendar` module is there (a `python3` earlier on PATH may
    /// lack Debian's modules).
    static let python: String? = {
        guard let python = executable("/usr/bin/python3") else { return nil }
        let run = try? BuiltBinary.run(
            ["-c", "import icalendar"], environment: [:], in: TemporaryFolder(), executable: python)
        return run?.status == 0 ? python : nil
    }()

    private static func executable(_ path: String) -> String? {
        FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }

    static func path(_ name: String) -> String? {
        ["/usr/bin/", "/bin/", "/usr/sbin/", "/usr/local/bin/"].map { $0 + name }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    /// Whether Debian's python3 has the module (python3-dbusmock).
    static func hasPythonModule(_ module: String) -> Bool {
        guard let python = path("python3") else { return false }
        let child = try? ChildProcess.start(
            [Array(python.utf8), Array("-c".utf8), Array(("import " + module).utf8)], environment: [:],
            output: "/dev/null", errors: nil)
        return child?.wait() == .exited(0)
    }

    /// Runs `name` with `arguments`; the test fails when it is missing.
    static func run(
        _ name: String, _ arguments: [String], environment: [String: String] = [:], input: String = "",
        in folder: TemporaryFolder
    ) throws -> BuiltBinary.Run {
        let executable = try #require(path(name), "\(name) is required: see .ci/run")
        return try BuiltBinary.run(
            arguments, environment: environment, in: folder, input: Array(input.utf8), executable: executable)
    }
}
