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
            clock: SystemClock.now(),
            standardOutputIsTerminal: isatty(STDOUT_FILENO) == 1,
            standardInputIsTerminal: isatty(STDIN_FILENO) == 1,
            terminalWidth: terminalWidth(), readStandardInput: { try InputFile.readStandardInput() },
            readStandardInputLine: readLine,
            writeStandardOutput: { write(UnsafeRawBufferPointer($0), to: STDOUT_FILENO) })
        state.writeStandardError = { write(UnsafeRawBufferPointer($0), to: STDERR_FILENO) }
        state.reminderServices = .system
        state.syncServices = .system
        state.terminal = .system
        return state
    }

    /// Writes all of `bytes` to a file descriptor; what cannot be written (a closed pipe) is dropped.
    public static func write(_ bytes: [UInt8], to descriptor: Int32) {
        bytes.withUnsafeBytes { write($0, to: descriptor) }
    }

    static func write(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) {
        var written = 0
        while written < bytes.count {
            let result = systemWrite(
                descriptor, bytes.baseAddress.map { $0 + written }, bytes.count - written)
            if result > 0 {
                written += result
            } else if result < 0 && errno == EINTR {
                continue
            } else {
                return
            }
        }
    }

    private static func environment() -> Environment {
        Environment(lookup: { name in getenv(name).map { String(cString: $0) } })
    }

    /// One line from stdin, read a byte at a time so that nothing after it is taken.
    private static func readLine() -> String? {
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            let count = read(STDIN_FILENO, &byte, 1)
            if count < 0 && errno == EINTR { continue }
            guard count == 1 else { return line.isEmpty ? nil : String(decoding: line, as: UTF8.self) }
            if byte == 0x0A { return String(decoding: line, as: UTF8.self) }
            line.append(byte)
        }
    }

    private static func terminalWidth() -> Int? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
