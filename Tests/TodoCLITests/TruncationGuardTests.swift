import Foundation
import TestSupport
import Testing

/// The binary turns SIGBUS (what reading a mapped store raises when another program cuts the
/// file short) into one `todo:` line and exit code 5, instead of a crash.
@Suite struct TruncationGuardTests {
    @Test(
        .enabled(
            if: FileManager.default.fileExists(atPath: "/proc/self/wchan"),
            "needs /proc to see the process wait"))
    func sigbusBecomesAStoreError() throws {
        let folder = TemporaryFolder()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: BuiltBinary.path)
        process.arguments = ["import", "-"]
        process.environment = [
            "TODO_STORE": folder.file("todos.json"), "TODO_NOW": "2026-03-01T09:30:00Z", "TZ": "UTC",
        ]
        let input = Pipe()
        let errors = folder.file("errors")
        _ = FileManager.default.createFile(atPath: errors, contents: nil)
        process.standardInput = input
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errors))
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        // Wait until todo sleeps reading the pipe on its standard input: it installs its handler
        // before it reads anything.
        var sleeping = false
        for _ in 0..<1000 where !sleeping {
            let wchan =
                (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/wchan", encoding: .utf8))
                ?? ""
            sleeping = wchan.contains("pipe_read")
            if !sleeping { usleep(2000) }
        }
        #expect(sleeping)
        kill(process.processIdentifier, SIGBUS)
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 5)
        let message = String(decoding: FileManager.default.contents(atPath: errors) ?? Data(), as: UTF8.self)
        #expect(
            message
                == "todo: a store file was cut short by another program while todo read it; nothing was changed\n"
        )
        #expect(!FileManager.default.fileExists(atPath: folder.file("todos.json")))
    }
}
