import Testing
import TodoCore

@testable import TodoCLI

/// A terminal for in-process runs of `todo ui`: what is typed and signalled is given as steps,
/// what is drawn is played on a `VirtualScreen`, and the screen after each step is kept.
final class FakeTerminal: @unchecked Sendable {
    enum Step: @unchecked Sendable {
        /// Bytes typed, escape sequences and all. An Esc alone is followed by a wait, as a
        /// terminal's Esc key is known only when nothing follows it.
        case keys(String)
        case signal(TerminalSignal)
        /// The window takes a new size, and SIGWINCH comes.
        case resize(columns: Int, rows: Int)
        /// The wait for keys runs out.
        case wait
        /// Something happens elsewhere, then the wait runs out.
        case meanwhile(() -> Void)
    }

    private(set) var size: TerminalSize
    private var steps: [Step]
    private(set) var screen: VirtualScreen
    /// The screen as it stood when each step was taken; the last is the screen after the last step.
    private(set) var screens: [VirtualScreen] = []
    /// The bytes written in answer to each step (the first: before any).
    private(set) var writes: [[UInt8]] = [[]]
    /// The terminal calls made, in order: `start`, `stop`, `suspend`, `end …`.
    private(set) var calls: [String] = []
    /// The time-outs the ui asked to wait with.
    private(set) var timeouts: [Int32] = []

    init(columns: Int = 80, rows: Int = 24, _ steps: [Step]) {
        size = TerminalSize(columns: columns, rows: rows)
        self.steps = steps
        screen = VirtualScreen(columns: columns, rows: rows)
    }

    /// The screen after step `index` (0 is the first step).
    func after(_ index: Int) -> VirtualScreen {
        guard screens.indices.contains(index + 1) else {
            Issue.record("no screen after step \(index): \(screens.count - 1) steps were taken")
            return VirtualScreen(columns: size.columns, rows: size.rows)
        }
        return screens[index + 1]
    }

    var terminal: Terminal {
        Terminal(
            isInteractive: { true }, size: { self.size },
            start: { self.calls.append("start") }, stop: { self.calls.append("stop") },
            read: { self.next(timeout: $0) },
            write: { bytes in
                self.screen.play(bytes)
                self.writes[self.writes.count - 1] += bytes
            },
            suspend: { self.calls.append("suspend") },
            endBySignal: { self.calls.append("end \($0)") })
    }

    private func next(timeout: Int32) -> TerminalInput {
        screens.append(screen)
        writes.append([])
        timeouts.append(timeout)
        guard !steps.isEmpty else { return TerminalInput(signals: [.hangUp]) }
        switch steps.removeFirst() {
        case .keys(let text):
            if text.hasSuffix("\u{1B}") { steps.insert(.wait, at: 0) }
            return TerminalInput(bytes: Array(text.utf8))
        case .signal(let signal):
            return TerminalInput(signals: [signal])
        case .resize(let columns, let rows):
            size = TerminalSize(columns: columns, rows: rows)
            screen.resize(columns: columns, rows: rows)
            return TerminalInput(signals: [.resize])
        case .wait:
            return TerminalInput()
        case .meanwhile(let happen):
            happen()
            return TerminalInput()
        }
    }
}

extension Sandbox {
    /// Runs `todo ui` on `terminal`, with the sandbox's store, clock and zone; `clock` (when
    /// given) is the time as it passes, instead of the fixed `TODO_NOW`.
    @discardableResult
    func runUI(
        _ terminal: FakeTerminal, clock: (@Sendable () -> Instant)? = nil, colors: Bool = false
    ) -> ProgramResult {
        var variables = ["TODO_STORE": storePath, "TZ": zone, "HOME": folder.path]
        if clock == nil { variables["TODO_NOW"] = now }
        if !colors { variables["NO_COLOR"] = "1" }
        let moving = clock.map { read in
            Clock(seconds: { Double(read().secondsSince1970) }, monotonic: { 0 })
        }
        var state = ProcessState(
            arguments: ["ui"], environment: Environment(variables),
            clock: moving ?? .fixed(Instant(secondsSince1970: 0)), standardOutputIsTerminal: true,
            terminalWidth: 80,
            makeUUID: RandomUUID.make)
        state.terminal = terminal.terminal
        return TodoProgram.run(state)
    }
}
