import TodoCore

#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Terminal {
    /// The process's own terminal, on stdin and stdout. Making the value does nothing: the
    /// closures refer to functions that run only when the ui calls them.
    public static var system: Terminal {
        Terminal(
            isInteractive: { isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 },
            size: SystemTerminal.size, start: SystemTerminal.start, stop: SystemTerminal.stop,
            read: SystemTerminal.read, write: SystemTerminal.write, suspend: SystemTerminal.suspend,
            endBySignal: SystemTerminal.end)
    }
}

/// termios, `poll` and signals on stdin and stdout.
private enum SystemTerminal {
    /// The mode `start` found, to give back.
    nonisolated(unsafe) static var saved: termios?

    static func size() -> TerminalSize {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
            return TerminalSize(columns: 80, rows: 24)
        }
        return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
    }

    static func start() throws(TerminalError) {
        // Signals first: a SIGTERM that came between raw mode and its handler would leave the
        // terminal raw.
        do {
            try SignalPipe.catchSignals(
                TerminalSignal.allCases.map(\.number),
                keepingIgnored: Set(TerminalSignal.allCases.filter(\.canBeIgnored).map(\.number)))
        } catch {
            throw TerminalError(operation: "pipe")
        }
        // Started again after a continue: raw mode again, from the mode found the first time.
        if saved == nil {
            var mode = termios()
            guard tcgetattr(STDIN_FILENO, &mode) == 0 else { throw TerminalError(operation: "tcgetattr") }
            saved = mode
        }
        guard var raw = saved else { throw TerminalError(operation: "tcgetattr") }
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
        guard tcsetattr(STDIN_FILENO, TCSADRAIN, &raw) == 0 else {
            saved = nil
            SignalPipe.restoreSignals()
            throw TerminalError(operation: "tcsetattr")
        }
    }

    static func stop() {
        if var mode = saved {
            _ = tcsetattr(STDIN_FILENO, TCSADRAIN, &mode)
            saved = nil
        }
        SignalPipe.restoreSignals()
    }

    static func read(_ milliseconds: Int32) -> TerminalInput {
        var descriptors = [
            pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
            pollfd(fd: SignalPipe.readEnd?.rawValue ?? -1, events: Int16(POLLIN), revents: 0),
        ]
        let ready = poll(&descriptors, 2, milliseconds)
        var input = TerminalInput()
        if ready < 0 || descriptors[1].revents != 0 {
            input.signals = SignalPipe.drain().compactMap(TerminalSignal.init(number:))
        }
        guard ready > 0, descriptors[0].revents != 0 else { return input }
        var bytes = [UInt8](repeating: 0, count: 4096)
        let count: Int
        do {
            count = try FileDescriptor.standardInput.read(into: &bytes)
        } catch {
            if !error.isWouldBlock { input.signals.append(.hangUp) }
            return input
        }
        if count > 0 {
            input.bytes = Array(bytes.prefix(count))
        } else {
            // The terminal is gone: nothing more will be typed.
            input.signals.append(.hangUp)
        }
        return input
    }

    static func write(_ bytes: [UInt8]) {
        try? FileDescriptor.standardOutput.writeAll(bytes)
    }

    static func suspend() {
        // To the whole process group, as the terminal sends Ctrl-Z: a shell without job
        // control stops with it, as it would have.
        _ = kill(0, SIGTSTP)
    }

    static func end(_ signal: TerminalSignal) {
        let number = signal.number
        _ = setHandler(number, SIG_DFL)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, number)
        sigprocmask(SIG_UNBLOCK, &set, nil)
        _ = raise(number)
        _exit(128 + number)
    }
}

extension TerminalSignal {
    /// The system's number for the signal.
    fileprivate var number: Int32 {
        switch self {
        case .interrupt: SIGINT
        case .terminate: SIGTERM
        case .hangUp: SIGHUP
        case .suspend: SIGTSTP
        case .resume: SIGCONT
        case .resize: SIGWINCH
        }
    }

    fileprivate init?(number: Int32) {
        guard let signal = Self.allCases.first(where: { $0.number == number }) else { return nil }
        self = signal
    }

    /// Whether an ignored signal stays ignored: the ui must still hear resizes and continues.
    fileprivate var canBeIgnored: Bool { self != .resize && self != .resume }
}
