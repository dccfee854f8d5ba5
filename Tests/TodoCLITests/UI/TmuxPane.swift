import Foundation
import TestSupport
import Testing

/// A real terminal for end-to-end tests of `todo ui`: a tmux server of its own (its own socket
/// in a temporary folder) with one pane of a given size running a shell script; keys go in
/// with `send-keys`, the screen comes out with `capture-pane`.
final class TmuxPane: @unchecked Sendable {
    static let tmux = ["/usr/bin/tmux", "/bin/tmux", "/usr/local/bin/tmux"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }
    static let skipMessage = "tmux is not installed (apt-get install tmux); skipped outside CI"

    let folder: TemporaryFolder
    private let socket: String

    /// Starts the pane running `script` (sh) in `folder`, `columns` × `rows`.
    init(folder: TemporaryFolder, columns: Int, rows: Int, script: String) throws {
        self.folder = folder
        socket = folder.file("tmux.sock")
        folder.write(script, to: "pane.sh")
        try tmux([
            "new-session", "-d", "-x", String(columns), "-y", String(rows), "-c", folder.path,
            "/bin/sh " + folder.file("pane.sh"),
        ])
    }

    /// A pane running `todo ui` with `environment`, which says `todo ui exited with STATUS` when
    /// the ui ends and then waits.
    static func todoUI(
        in folder: TemporaryFolder, environment: [String: String], columns: Int, rows: Int
    ) throws -> TmuxPane {
        let exports = environment.map { "\($0.key)='\($0.value)'" }.sorted().joined(separator: " ")
        let script = """
            export \(exports)
            '\(BuiltBinary.path)' ui
            echo "todo ui exited with $?"
            exec cat > /dev/null
            """
        return try TmuxPane(folder: folder, columns: columns, rows: rows, script: script)
    }

    deinit {
        _ = try? tmux(["kill-server"])
    }

    /// Sends keys by tmux's names (`Enter`, `C-c`, `Escape`, `Tab`, `j`).
    func press(_ keys: String...) throws {
        try tmux(["send-keys", "-t", "0"] + keys)
    }

    /// Types text as it is.
    func type(_ text: String) throws {
        try tmux(["send-keys", "-t", "0", "-l", text])
    }

    func resize(columns: Int, rows: Int) throws {
        try tmux(["resize-window", "-t", "0", "-x", String(columns), "-y", String(rows)])
    }

    /// The screen's rows, without their trailing spaces.
    func screen() throws -> [String] {
        try tmux(["capture-pane", "-p", "-t", "0"]).components(separatedBy: "\n")
    }

    /// Reads the screen every 20 ms until `done` holds, for up to `seconds`; the last screen read.
    @discardableResult
    func wait(
        for what: String, seconds: Double = 10, sourceLocation: SourceLocation = #_sourceLocation,
        until done: ([String]) -> Bool
    ) throws -> [String] {
        let deadline = Date().addingTimeInterval(seconds)
        var lines = try screen()
        while !done(lines) {
            guard Date() < deadline else {
                let shown = lines.joined(separator: "\n")
                Issue.record(
                    Comment(rawValue: "timed out waiting for \(what); the screen:\n\(shown)"),
                    sourceLocation: sourceLocation)
                return lines
            }
            usleep(20_000)
            lines = try screen()
        }
        return lines
    }

    /// Waits until some row of the screen contains `text`.
    @discardableResult
    func wait(for text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
        try wait(for: "'\(text)'", sourceLocation: sourceLocation) { $0.contains { $0.contains(text) } }
    }

    /// Runs tmux with this pane's socket and waits for it; what it printed. Spawned and waited
    /// for directly: the server `new-session` starts keeps what it inherits, so a pipe would
    /// never reach its end.
    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        let tmux = try #require(Self.tmux, "tmux is required in CI: install it as .ci/run does")
        let outputPath = folder.file(".tmux-output")
        let words = [tmux, "-u", "-f", "/dev/null", "-S", socket] + arguments
        let environment = [
            "PATH": "/usr/bin:/bin", "HOME": folder.path, "SHELL": "/bin/sh", "LANG": "C.UTF-8",
            "TERM": "xterm-256color",
        ]
        // ChildProcess starts tmux with no signal blocked and every one at its default: the
        // test's thread blocks signals, and tmux and everything in its panes would inherit that.
        let child = try ChildProcess.start(
            words.map { Array($0.utf8) }, environment: environment, output: outputPath, errors: nil)
        _ = child.wait()
        return String(decoding: folder.bytes(".tmux-output") ?? [], as: UTF8.self)
    }
}
