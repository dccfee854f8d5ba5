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
    }

    /// Runs `arguments[0]` with `arguments`, writing `input` to its stdin (nil: stdin is left
    /// as `todo`'s, for a program that asks on the terminal), keeping its stdout, and its stderr
    /// when `keepErrors` (else it goes to `todo`'s). A program that writes nothing for
    /// `idleSeconds` is killed. With `takeOutput`, the output is handed to it as it comes
    /// instead of kept (`Finished.output` stays empty), and the program is killed as soon as it
    /// returns false: so much output need never be held at once.
    static func run(
        _ arguments: [String], input: [UInt8]?, keepErrors: Bool, idleSeconds: Int?,
        takeOutput: ((ArraySlice<UInt8>) -> Bool)? = nil
    ) -> Result<Finished, Failure> {
        var pipes = PipeSet()
        defer { pipes.closeAll() }
        do {
            try pipes.open(input: input != nil, errors: keepErrors)
        } catch {
            return .failure(.notStarted(reason: error.reason, code: error.code))
        }
        let ignoredPipe = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, ignoredPipe) }
        let pid: pid_t
        switch Spawn.start(arguments, descriptors: pipes.childEnds, defaultSignals: [SIGPIPE]) {
        case .success(let started): pid = started
        case .failure(let failure): return .failure(.notStarted(reason: failure.reason, code: failure.code))
        }
        pipes.closeChildEnds()
        var pump = Pump(input: input ?? [], takeOutput: takeOutput)
        let end = pump.run(&pipes, idleSeconds: idleSeconds)
        if end != .closed { kill(pid, SIGKILL) }
        // A wait that fails (it cannot, for a child of ours) is taken as a success.
        let ending = (try? Spawn.wait(pid).get()) ?? .exited(0)
        guard end != .silent else { return .failure(.silent(seconds: idleSeconds ?? 0)) }
        return .success(
            Finished(ending: ending, output: pump.output, errors: pump.errors, stopped: end == .stopped))
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

/// The pipes to one child: its stdin (when given input), stdout, and stderr (when kept).
private struct PipeSet {
    var input = PipeEnds()
    var output = PipeEnds()
    var errors = PipeEnds()

    mutating func open(input wantsInput: Bool, errors wantsErrors: Bool) throws(SystemError) {
        output = PipeEnds(try FileDescriptor.pipe())
        if wantsInput {
            input = PipeEnds(try FileDescriptor.pipe())
            try input.writeEnd?.setNonBlocking()
        }
        if wantsErrors { errors = PipeEnds(try FileDescriptor.pipe()) }
    }

    /// The child's numbers for the ends it gets: stdin, stdout, stderr.
    var childEnds: [(from: Int32, to: Int32)] {
        [(input.readEnd, 0), (output.writeEnd, 1), (errors.writeEnd, 2)].compactMap { end, number in
            end.map { ($0.rawValue, number) }
        }
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
    }

    let input: [UInt8]
    let takeOutput: ((ArraySlice<UInt8>) -> Bool)?
    var written = 0
    var output: [UInt8] = []
    var errors: [UInt8] = []
    var stopped = false
    /// The most of stderr kept.
    static let errorsLimit = 65_536

    init(input: [UInt8], takeOutput: ((ArraySlice<UInt8>) -> Bool)?) {
        self.input = input
        self.takeOutput = takeOutput
    }

    mutating func run(_ pipes: inout PipeSet, idleSeconds: Int?) -> End {
        if input.isEmpty { pipes.input.closeWriteEnd() }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while pipes.output.readEnd != nil || pipes.errors.readEnd != nil {
            if stopped { return .stopped }
            var descriptors: [pollfd] = []
            if let end = pipes.input.writeEnd {
                descriptors.append(pollfd(fd: end.rawValue, events: Int16(POLLOUT), revents: 0))
            }
            for end in [pipes.output.readEnd, pipes.errors.readEnd].compactMap({ $0 }) {
                descriptors.append(pollfd(fd: end.rawValue, events: Int16(POLLIN), revents: 0))
            }
            let timeout = idleSeconds.map { Int32(clamping: $0 * 1000) } ?? -1
            let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { return .silent }
            for descriptor in descriptors where descriptor.revents != 0 {
                if descriptor.fd == pipes.input.writeEnd?.rawValue {
                    writeInput(&pipes.input)
                } else if descriptor.fd == pipes.output.readEnd?.rawValue {
                    readOutput(&pipes.output, buffer: &buffer)
                } else {
                    Self.read(&pipes.errors, into: &errors, limit: Self.errorsLimit, buffer: &buffer)
                }
            }
        }
        return stopped ? .stopped : .closed
    }

    /// Keeps the output, or hands it to `takeOutput`.
    private mutating func readOutput(_ pipe: inout PipeEnds, buffer: inout [UInt8]) {
        guard let takeOutput else { return Self.read(&pipe, into: &output, limit: .max, buffer: &buffer) }
        guard let end = pipe.readEnd else { return }
        do {
            let count = try end.read(into: &buffer)
            guard count > 0 else { return pipe.closeReadEnd() }
            stopped = stopped || !takeOutput(buffer[0..<count])
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
        } catch {
            if !error.isWouldBlock { pipe.closeReadEnd() }
        }
    }
}
