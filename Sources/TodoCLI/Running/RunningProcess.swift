import TodoCore

#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real process, read once by `main.swift`: its arguments, environment, clock and terminal.
public enum RunningProcess {
    public static func state() -> ProcessState {
        var state = ProcessState(
            arguments: Array(CommandLine.arguments.dropFirst()), environment: environment(),
            clock: .system,
            standardOutputIsTerminal: isatty(STDOUT_FILENO) == 1,
            standardInputIsTerminal: isatty(STDIN_FILENO) == 1,
            terminalWidth: terminalWidth(), readStandardInput: { try InputFile.readStandardInput() },
            readStandardInputLine: readLine,
            writeStandardOutput: { try? FileDescriptor.standardOutput.writeAll(UnsafeRawBufferPointer($0)) })
        state.writeStandardError = { try? FileDescriptor.standardError.writeAll(UnsafeRawBufferPointer($0)) }
        state.reminderServices = .system
        state.syncServices = .system
        state.terminal = .system
        return state
    }

    /// Writes all of `bytes` to `file` (`.standardOutput`, `.standardError`); what cannot be
    /// written (a closed pipe) is dropped.
    public static func write(_ bytes: [UInt8], to file: FileDescriptor) {
        try? file.writeAll(bytes)
    }

    private static func environment() -> Environment {
        Environment(lookup: { name in getenv(name).map { String(cString: $0) } })
    }

    /// One line from stdin, read a byte at a time so that nothing after it is taken.
    private static func readLine() -> String? {
        var line: [UInt8] = []
        var byte: [UInt8] = [0]
        while (try? FileDescriptor.standardInput.read(into: &byte)) == 1 {
            if byte[0] == 0x0A { return String(decoding: line, as: UTF8.self) }
            line.append(byte[0])
        }
        return line.isEmpty ? nil : String(decoding: line, as: UTF8.self)
    }

    private static func terminalWidth() -> Int? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}
