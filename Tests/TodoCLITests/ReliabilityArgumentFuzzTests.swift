import Foundation
import TestSupport
import Testing

/// Thousands of random command lines: every one ends with exit 0, 2, 3 or 4, an error is one
/// `todo: ` line (or one JSON error object), and nothing raw reaches the terminal.
@Suite struct ReliabilityArgumentFuzzTests {
    /// A store with a few tasks, one of them archived, for the commands to work on.
    func makeSandbox() -> Sandbox {
        let sandbox = Sandbox()
        for title in ["Buy milk", "Pay rent", "Call mum", "Walk \u{1B}[31mthe dog"] {
            sandbox.run("add", title)
        }
        sandbox.run("done", "1")
        sandbox.now = "2026-03-03T09:30:00Z"
        return sandbox
    }

    /// In-process, for volume: 3,000 vectors through `TodoProgram.run`, stdin random bytes.
    @Test(arguments: [UInt64(2026), 7])
    func randomCommandLinesInProcess(seed: UInt64) {
        let sandbox = makeSandbox()
        var fuzz = ArgumentFuzz(seed: seed, otherStore: sandbox.folder.file("other.json"), longest: 5000)
        var failures = 0
        for index in 0..<1500 where failures < 10 {
            let arguments = fuzz.arguments()
            let input = String(
                decoding: (0..<Int.random(in: 0...40, using: &fuzz.random)).map { _ in
                    UInt8.random(in: 0...255, using: &fuzz.random)
                }, as: UTF8.self)
            let result = sandbox.run(arguments, input: input)
            guard
                let problem = ArgumentFuzz.problem(
                    status: result.status, output: result.standardOutput, errors: result.standardError,
                    arguments: arguments)
            else { continue }
            failures += 1
            Issue.record(
                "seed \(seed), vector \(index): todo \(arguments.map { ScreenText.quoted($0) }.joined(separator: " ")): \(problem)"
            )
        }
    }

    /// Through the real binary, to catch signals: 300 vectors, a quarter of the words random
    /// bytes (invalid UTF-8 included).
    @Test func randomByteCommandLinesThroughTheBinary() throws {
        let sandbox = makeSandbox()
        let runner = TodoRunner(
            binary: BuiltBinary.path, store: sandbox.storePath, scratch: sandbox.folder.file("io"))
        runner.now = sandbox.now
        var fuzz = ArgumentFuzz(seed: 314, otherStore: sandbox.folder.file("other.json"), longest: 5000)
        var failures = 0
        for index in 0..<300 where failures < 10 {
            let arguments = fuzz.argumentBytes()
            let run = try runner.run(bytes: arguments, timeout: .seconds(30))
            let words = arguments.map { String(decoding: $0, as: UTF8.self) }
            guard
                let problem = ArgumentFuzz.problem(
                    status: run.status, output: run.output, errors: run.errors, arguments: words)
            else { continue }
            failures += 1
            Issue.record("vector \(index): todo \(run.commandLine) ended with \(run.ending): \(problem)")
        }
    }

    /// `export` in iCalendar or todo.txt is a file: its CR LF line ends, tabs and direction
    /// marks are the format's, but a control a terminal obeys is still a problem.
    @Test func anExportedFileMayEndLinesInCRLFAndKeepDirectionMarksButNoEscape() {
        let ics = Array("BEGIN:VTODO\r\nSUMMARY:\u{200F}שלום\tx\r\nEND:VTODO\r\n".utf8)
        let arguments = ["--file", "x.json", "export", "--format", "ics"]
        #expect(ArgumentFuzz.problem(status: 0, output: ics, errors: [], arguments: arguments) == nil)
        let escaped = Array("SUMMARY:\u{1B}[2J\r\n".utf8)
        #expect(ArgumentFuzz.problem(status: 0, output: escaped, errors: [], arguments: arguments) != nil)
        // The same bytes from a command that is not an export of a file format are a problem.
        #expect(ArgumentFuzz.problem(status: 0, output: ics, errors: [], arguments: ["list", "ics"]) != nil)
        #expect(
            ArgumentFuzz.problem(status: 0, output: ics, errors: [], arguments: ["export", "--json"]) != nil)
    }
}
