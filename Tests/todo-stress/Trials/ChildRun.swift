import TestSupport

/// The outcome of one finished run: how it ended and what it wrote.
struct ChildRun {
    let arguments: [[UInt8]]
    let ending: ChildProcess.Ending
    let output: [UInt8]
    let errors: [UInt8]

    var status: Int32? {
        if case .exited(let status) = ending { return status }
        return nil
    }

    var outputText: String { String(decoding: output, as: UTF8.self) }
    var errorText: String { String(decoding: errors, as: UTF8.self) }

    /// The command line, printable, for reports.
    var commandLine: String {
        arguments.dropFirst().map { "'" + ScreenText.visible(String(decoding: $0, as: UTF8.self)) + "'" }
            .joined(separator: " ")
    }
}
