import TodoCore

#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a program found on `PATH` with its output read through pipes: `curl` for sync, and the
/// user's `--password-command`. Input and output are pumped together with `poll`, so that a
/// program that writes much before it has read all its input cannot deadlock with `todo`.
enum PipedProcess {
    struct Finished: Equatable {
        var ending: Spawn.Ending
        var output: [UInt8]
        var errors: [UInt8]
        /// Whether `takeOutput` wanted no more and the program was stopped.
        var stopped = false

        /// The exit status, or 128 + the signal's number.
        var status: Int32 { ending.status }
    }

    enum Failure: Error, Equatable {
        /// It could not be started: the reason (not installed, not executable) and `errno`'s
        /// code for it (ENOENT when it is not installed).
        case notStarted(reason: String, code: Int32)
        /// It wrote nothing for longer than allowed and was killed.
        case silent(seconds: Int)
        /// It ran past its time limit and was killed, with every process of its group.
        case timedOut(seconds: Double)
    }

    /// Runs `arguments[0]` with `arguments`, writing `input` to its stdin (nil: stdin is left
    /// as `todo`'s, for a program that asks on the terminal), keeping its stdout, and its stderr
    /// when `keepErrors` (else it goes to `todo`'s). A program that writes nothing for
    /// `idleSeconds` is killed. With `takeOutput`, the output is handed to it as it comes
    /// instead of kept (`Finished.output` stays empty), and the program is killed as soon as it
    /// returns false: so much output need never be held at once. With `dropsOutput`, its stdout
    /// is /dev/null: what it prints is of no use. The program gets `todo`'s environment with the
    /// `NAME=value` lines of `variables` on top. With `timeLimit`, it runs in a process group of its
    /// own, which is killed whole once it has run that many seconds, whatever it writes.
    static func run(
        _ arguments: [String], input: [UInt8]?, keepErrors: Bool, idleSeconds: Int?,
        takeOutput: ((ArraySlice<UInt8>) -> Bool)? = nil, dropsOutput: Bool = false,
        variables: [String] = [], timeLimit: Double? = nil
    ) -> Result<Finished, Failure> {
        var pipes = PipeSet()
        defer { pipes.closeAll() }
        do {
            try pipes.open(input: input != nil, output: !dropsOutput, errors: keepErrors)
        } catch {
            return .failure(.notStarted(reason: error.reason, code: error.code))
        }
        let ignoredPipe = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, ignoredPipe) }
        // `todo` waits for the program from here until it has reaped it.
        let processor = ProcessorHold.holding()
        defer { processor.release() }
        let pid: pid_t
        let started = Spawn.start(
            arguments, streams: pipes.childEnds, defaultSignals: Spawn.Signals(SIGPIPE), variables: variables,
            ownGroup: timeLimit != nil, processor: processor)
        switch started {
        case .success(let started): pid = started
        case .failure(let failure): return .failure(.notStarted(reason: failure.reason, code: failure.code))
        }
        pipes.closeChildEnds()
        let deadline = timeLimit.map { SystemClock.monotonicSeconds() + $0 }
        var pump = Pump(input: input ?? [], takeOutput: takeOutput)
        var end = pump.run(&pipes, idleSeconds: idleSeconds, deadline: deadline)
        if end != .closed { kill(timeLimit == nil ? pid : -pid, SIGKILL) }
        // A wait that fails (it cannot, for a child of ours) is taken as a success.
        var ending: Spawn.Ending?
        switch Spawn.wait(pid, until: deadline) {
        case .success(let ended): ending = ended
        case .failure: ending = .exited(0)
        }
        if ending == nil {
            kill(-pid, SIGKILL)
            ending = (try? Spawn.wait(pid).get()) ?? .exited(0)
            end = .timedOut
        }
        switch end {
        case .silent: return .failure(.silent(seconds: idleSeconds ?? 0))
        case .timedOut: return .failure(.timedOut(seconds: timeLimit ?? 0))
        case .closed, .stopped:
            return .success(
                Finished(
                    ending: ending ?? .exited(0), output: pump.output, errors: pump.errors,
                    stopped: end == .stopped))
        }
    }
}

/// One pipe to a child; an end is nil where there is none, or once it is closed.
private struct PipeEnds {
    var readEnd: FileDescriptor?
    var writeEnd: FileDescriptor?

    init() {}

    init(_ pipe: (readEnd: FileDescriptor, writeEnd: FileDescriptor)) {
        readEnd = pipe.readEnd
        writeEnd = pipe.writeEnd
    }

    mutating func closeReadEnd() {
        readEnd?.closeIgnoringErrors()
        readEnd = nil
    }

    mutating func closeWriteEnd() {
        writeEnd?.closeIgnoringErrors()
        writeEnd = nil
    }
}

/// The pipes to one child: its stdin (when given input), stdout (or /dev/null), and stderr
/// (when kept).
private struct PipeSet {
    var input = PipeEnds()
    var output = PipeEnds()
    var errors = PipeEnds()

    mutating func open(input wantsInput: Bool, output wantsOutput: Bool, errors wantsErrors: Bool)
        throws(SystemError)
    {
        if wantsOutput {
            output = PipeEnds(try FileDescriptor.pipe())
        } else {
            output.writeEnd = try FileDescriptor.open("/dev/null", O_WRONLY)
        }
        if wantsInput {
            input = PipeEnds(try FileDescriptor.pipe())
            try input.writeEnd?.setNonBlocking()
        }
        if wantsErrors { errors = PipeEnds(try FileDescriptor.pipe()) }
    }

    /// The ends the child gets as its stdin, stdout and stderr.
    var childEnds: Spawn.Streams {
        Spawn.Streams(
            input: input.readEnd.map { $0.rawValue }, output: output.writeEnd.map { $0.rawValue },
            errors: errors.writeEnd.map { $0.rawValue })
    }

    mutating func closeChildEnds() {
        input.closeReadEnd()
        output.closeWriteEnd()
        errors.closeWriteEnd()
    }

    mutating func closeAll() {
        closeChildEnds()
        input.closeWriteEnd()
        output.closeReadEnd()
        errors.closeReadEnd()
    }
}

/// Writes the input and reads both outputs until the child has closed them.
private struct Pump {
    enum End {
        /// The child closed its outputs.
        case closed
        /// It wrote nothing for the time allowed.
        case silent
        /// `takeOutput` wanted no more.
        case stopped
        /// The time limit passed.
        case timedOut
    }

    let input: [UInt8]
    let takeOutput: ((ArraySlice<UInt8>) -> Bool)?
    var written = 0
    var output: [UInt8] = []
    var errors: [UInt8] = []
    var stopped = false
    /// The most of stderr kept.
    static let errorsLimit = 65_536
    /// The most read at once, once a program has printed more than a little.
    static let bufferSize = 65_536

    init(input: [UInt8], takeOutput: ((ArraySlice<UInt8>) -> Bool)?) {
        self.input = input
        self.takeOutput = takeOutput
    }

    mutating func run(_ pipes: inout PipeSet, idleSeconds: Int?, deadline: Double?) -> End {
        if input.isEmpty { pipes.input.closeWriteEnd() }
        // What fits in the pipe is written at once, while the program is still starting.
        writeInput(&pipes.input)
        // Small at first: most programs print little or nothing (a hook), and a large block
        // costs a process with many small ones freed (a store read) a sweep of the heap.
        var buffer = [UInt8](repeating: 0, count: 512)
        while pipes.output.readEnd != nil || pipes.errors.readEnd != nil {
            if stopped { return .stopped }
            let left = deadline.map { $0 - SystemClock.monotonicSeconds() }
            if let left, left <= 0 { return .timedOut }
            let idle = idleSeconds.map { Int32(clamping: $0 * 1000) } ?? -1
            let limit = left.map { Int32(min(($0 * 1000).rounded(.up), Double(Int32.max))) } ?? -1
            let timeout = idle < 0 ? limit : (limit < 0 ? idle : min(idle, limit))
            let (ready, events) = Self.wait(on: pipes, timeout: timeout)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else {
                // The time limit, not the silence, ended the wait: the loop's first check says so.
                if let deadline, SystemClock.monotonicSeconds() >= deadline { continue }
                return .silent
            }
            if events.input != 0 { writeInput(&pipes.input) }
            if events.output != 0 { readOutput(&pipes.output, buffer: &buffer) }
            if events.errors != 0 {
                Self.read(&pipes.errors, into: &errors, limit: Self.errorsLimit, buffer: &buffer)
            }
        }
        return stopped ? .stopped : .closed
    }

    /// Waits until one of the ends is ready or `timeout` (milliseconds; -1: no limit) has passed:
    /// `poll`'s answer and each end's events. Three entries, nil ends ignored: no array, whose
    /// type would be one more for the runtime to make.
    private static func wait(on pipes: PipeSet, timeout: Int32) -> (
        ready: Int32, events: (input: Int16, output: Int16, errors: Int16)
    ) {
        var watched = (
            pollfd(fd: pipes.input.writeEnd.map { $0.rawValue } ?? -1, events: Int16(POLLOUT), revents: 0),
            pollfd(fd: pipes.output.readEnd.map { $0.rawValue } ?? -1, events: Int16(POLLIN), revents: 0),
            pollfd(fd: pipes.errors.readEnd.map { $0.rawValue } ?? -1, events: Int16(POLLIN), revents: 0)
        )
        let ready = withUnsafeMutablePointer(to: &watched) {
            $0.withMemoryRebound(to: pollfd.self, capacity: 3) { poll($0, 3, timeout) }
        }
        return (ready, (watched.0.revents, watched.1.revents, watched.2.revents))
    }

    /// A buffer that a read filled becomes one of `bufferSize`.
    private static func grow(_ buffer: inout [UInt8], afterReading count: Int) {
        guard count == buffer.count && count < bufferSize else { return }
        buffer = [UInt8](repeating: 0, count: bufferSize)
    }

    /// Keeps the output, or hands it to `takeOutput`.
    private mutating func readOutput(_ pipe: inout PipeEnds, buffer: inout [UInt8]) {
        guard let takeOutput else { return Self.read(&pipe, into: &output, limit: .max, buffer: &buffer) }
        guard let end = pipe.readEnd else { return }
        do {
            let count = try end.read(into: &buffer)
            guard count > 0 else { return pipe.closeReadEnd() }
            stopped = stopped || !takeOutput(buffer[0..<count])
            Self.grow(&buffer, afterReading: count)
        } catch {
            if !error.isWouldBlock { pipe.closeReadEnd() }
        }
    }

    private mutating func writeInput(_ pipe: inout PipeEnds) {
        guard let end = pipe.writeEnd else { return }
        do {
            written += try end.write(input, from: written)
        } catch {
            guard error.isWouldBlock else { return pipe.closeWriteEnd() }
        }
        if written == input.count { pipe.closeWriteEnd() }
    }

    /// Keeps what the pipe has (up to `limit` bytes in all); closes it once the child has.
    private static func read(
        _ pipe: inout PipeEnds, into kept: inout [UInt8], limit: Int, buffer: inout [UInt8]
    ) {
        guard let end = pipe.readEnd else { return }
        do {
            let count = try end.read(into: &buffer)
            guard count > 0 else { return pipe.closeReadEnd() }
            kept += buffer[0..<min(count, max(0, limit - kept.count))]
            grow(&buffer, afterReading: count)
        } catch {
            if !error.isWouldBlock { pipe.closeReadEnd() }
        }
    }
}
