/// The terminal `todo ui` runs on, as the few calls the ui makes: `.system` is the real one
/// (termios, `poll` and signals), and tests give a fake that records what was drawn.
///
/// Nothing here runs until `todo ui` asks: other commands only carry the value along.
public struct Terminal {
    /// Whether stdin and stdout are both terminals.
    var isInteractive: () -> Bool
    /// The terminal's size now.
    var size: () -> TerminalSize
    /// Catches the signals the ui answers, saves the terminal's mode and turns raw mode on.
    var start: () throws(TerminalError) -> Void
    /// Gives the terminal back in the mode `start` found, and the signals their old handling.
    var stop: () -> Void
    /// Waits up to `milliseconds` (−1: as long as it takes) for keys typed or a signal; an
    /// empty answer means the time ran out.
    var read: (_ milliseconds: Int32) -> TerminalInput
    /// Writes all of the bytes.
    var write: ([UInt8]) -> Void
    /// Stops the process as Ctrl-Z does, and returns once it is continued (`fg`). Called after
    /// `stop`, so the shell gets the terminal as it was.
    var suspend: () -> Void
    /// Ends the process by `signal`, as if the ui had not caught it. Called after `stop`.
    var endBySignal: (TerminalSignal) -> Void

    init(
        isInteractive: @escaping () -> Bool, size: @escaping () -> TerminalSize,
        start: @escaping () throws(TerminalError) -> Void, stop: @escaping () -> Void,
        read: @escaping (Int32) -> TerminalInput, write: @escaping ([UInt8]) -> Void,
        suspend: @escaping () -> Void, endBySignal: @escaping (TerminalSignal) -> Void
    ) {
        self.isInteractive = isInteractive
        self.size = size
        self.start = start
        self.stop = stop
        self.read = read
        self.write = write
        self.suspend = suspend
        self.endBySignal = endBySignal
    }

    /// No terminal: what in-process runs of other commands carry.
    public static var none: Terminal {
        Terminal(
            isInteractive: { false }, size: { TerminalSize(columns: 80, rows: 24) }, start: {},
            stop: {}, read: { _ in TerminalInput(signals: [.hangUp]) }, write: { _ in },
            suspend: {}, endBySignal: { _ in })
    }
}

/// Columns and rows.
struct TerminalSize: Equatable {
    var columns: Int
    var rows: Int
}

/// What one wait on the terminal brought: bytes typed, signals, or neither (the time ran out).
struct TerminalInput: Equatable {
    var bytes: [UInt8] = []
    var signals: [TerminalSignal] = []

    var isEmpty: Bool { bytes.isEmpty && signals.isEmpty }
}

/// The signals the ui answers.
enum TerminalSignal: Equatable, CaseIterable {
    /// SIGINT from another process (Ctrl-C typed in raw mode arrives as a key).
    case interrupt
    /// SIGTERM.
    case terminate
    /// SIGHUP: the terminal went away.
    case hangUp
    /// SIGTSTP from another process (Ctrl-Z typed in raw mode arrives as a key).
    case suspend
    /// SIGCONT: continued after a stop.
    case resume
    /// SIGWINCH: the window changed size.
    case resize
}
