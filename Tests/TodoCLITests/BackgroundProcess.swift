import Foundation
import TestSupport

/// A program started and left running (`todo remind --watch`, one of many `todo` at once, a
/// D-Bus daemon): its output goes to files, read whenever asked; it is killed when released,
/// if it still runs.
final class BackgroundProcess {
    let child: ChildProcess
    private var ended: ChildProcess.Ending?
    private let outputPath: String
    private let errorsPath: String

    init(
        _ arguments: [String], environment: [String: String], in folder: TemporaryFolder,
        executable: String = BuiltBinary.path
    ) throws {
        let id = UUID().uuidString
        outputPath = folder.file(".bg-out-" + id)
        errorsPath = folder.file(".bg-err-" + id)
        child = try ChildProcess.start(
            [Array(executable.utf8)] + arguments.map { Array($0.utf8) }, environment: environment,
            output: outputPath, errors: errorsPath, directory: folder.path)
    }

    deinit {
        if isRunning {
            child.kill(SIGKILL)
            _ = child.wait()
        }
        try? FileManager.default.removeItem(atPath: outputPath)
        try? FileManager.default.removeItem(atPath: errorsPath)
    }

    var processIdentifier: pid_t { child.pid }

    /// Whether it still runs; once it has ended, how is kept for `exitStatus`.
    var isRunning: Bool {
        if ended == nil { ended = child.ending() }
        return ended == nil
    }

    var output: String { Self.read(outputPath) }
    var errors: String { Self.read(errorsPath) }

    /// Waits until `condition` holds, looking every 10 ms, for at most `seconds`.
    @discardableResult
    func wait(upTo seconds: Double, until condition: () -> Bool) -> Bool {
        let end = Date().addingTimeInterval(seconds)
        while !condition() {
            if Date() > end { return false }
            usleep(10_000)
        }
        return true
    }

    /// The exit status once it has ended, within `seconds`; nil if it still runs then.
    func exitStatus(within seconds: Double) -> Int32? {
        guard wait(upTo: seconds, until: { !isRunning }) else { return nil }
        switch ended {
        case .exited(let status): return status
        case .signalled(let signal): return -signal
        case .hung, nil: return nil
        }
    }

    func send(_ signal: Int32) {
        child.kill(signal)
    }

    /// User and system CPU time so far, in clock ticks (Linux: /proc/PID/stat).
    var cpuTicks: Int? {
        guard
            let stat = try? String(
                contentsOfFile: "/proc/\(child.pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 13, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
        return user + system
    }

    private static func read(_ path: String) -> String {
        String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
    }
}
