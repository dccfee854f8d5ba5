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
        /// Whether `todo` stopped it (killed it) because its output was not wanted further.
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
        guard pipes.open(input: input != nil, errors: keepErrors) else {
            let code = errno
            return .failure(.notStarted(reason: String(cString: strerror(code)), code: code))
        }
        let ignoredPipe = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, ignoredPipe) }
        var descriptors: [(from: Int32, to: Int32)] = []
        if pipes.input[0] >= 0 { descriptors.append((pipes.input[0], 0)) }
        descriptors.append((pipes.output[1], 1))
        if pipes.errors[1] >= 0 { descriptors.append((pipes.errors[1], 2)) }
        let pid: pid_t
        switch Spawn.start(arguments, descriptors: descriptors, defaultSignals: [SIGPIPE]) {
        case .success(let started): pid = started
        case .failure(let failure): return .failure(.notStarted(reason: failure.reason, code: failure.code))
        }
        pipes.closeChildEnds()
        var pump = Pump(pipes: pipes, input: input ?? [], takeOutput: takeOutput)
        let end = pump.run(idleSeconds: idleSeconds)
        if end != .closed { kill(pid, SIGKILL) }
        // A wait that fails (it cannot, for a child of ours) is taken as a success.
        let ending = (try? Spawn.wait(pid).get()) ?? .exited(0)
        guard end != .silent else { return .failure(.silent(seconds: idleSeconds ?? 0)) }
        return .success(
            Finished(ending: ending, output: pump.output, errors: pump.errors, stopped: end == .stopped))
    }
}

/// The pipes to one child: each `[read end, write end]`, -1 where there is none.
private struct PipeSet {
    var input: [Int32] = [-1, -1]
    var output: [Int32] = [-1, -1]
    var errors: [Int32] = [-1, -1]

    mutating func open(input wantsInput: Bool, errors wantsErrors: Bool) -> Bool {
        guard pipe(&output) == 0 else { return false }
        if wantsInput { guard pipe(&input) == 0 else { return false } }
        if wantsErrors { guard pipe(&errors) == 0 else { return false } }
        for descriptor in input + output + errors where descriptor >= 0 {
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        if input[1] >= 0 { _ = fcntl(input[1], F_SETFL, fcntl(input[1], F_GETFL) | O_NONBLOCK) }
        return true
    }

    mutating func closeChildEnds() {
        Self.close(&input[0])
        Self.close(&output[1])
        Self.close(&errors[1])
    }

    mutating func closeAll() {
        for index in 0..<2 {
            Self.close(&input[index])
            Self.close(&output[index])
            Self.close(&errors[index])
        }
    }

    static func close(_ descriptor: inout Int32) {
        guard descriptor >= 0 else { return }
        _ = systemClose(descriptor)
        descriptor = -1
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

    var pipes: PipeSet
    let input: [UInt8]
    let takeOutput: ((ArraySlice<UInt8>) -> Bool)?
    var written = 0
    var output: [UInt8] = []
    var errors: [UInt8] = []
    var stopped = false

    init(pipes: PipeSet, input: [UInt8], takeOutput: ((ArraySlice<UInt8>) -> Bool)?) {
        self.pipes = pipes
        self.input = input
        self.takeOutput = takeOutput
        if input.isEmpty { PipeSet.close(&self.pipes.input[1]) }
    }

    mutating func run(idleSeconds: Int?) -> End {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while pipes.output[0] >= 0 || pipes.errors[0] >= 0 {
            if stopped { return .stopped }
            var descriptors: [pollfd] = []
            if pipes.input[1] >= 0 {
                descriptors.append(pollfd(fd: pipes.input[1], events: Int16(POLLOUT), revents: 0))
            }
            for descriptor in [pipes.output[0], pipes.errors[0]] where descriptor >= 0 {
                descriptors.append(pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0))
            }
            let timeout = idleSeconds.map { Int32(clamping: $0 * 1000) } ?? -1
            let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { return .silent }
            for descriptor in descriptors where descriptor.revents != 0 {
                if descriptor.fd == pipes.input[1] {
                    writeInput()
                } else {
                    read(descriptor.fd, into: &buffer)
                }
            }
        }
        return stopped ? .stopped : .closed
    }

    private mutating func writeInput() {
        let count = input.withUnsafeBytes { bytes in
            systemWrite(pipes.input[1], bytes.baseAddress.map { $0 + written }, input.count - written)
        }
        if count > 0 { written += count }
        if written == input.count || (count < 0 && errno != EAGAIN && errno != EINTR) {
            PipeSet.close(&pipes.input[1])
        }
    }

    private mutating func read(_ descriptor: Int32, into buffer: inout [UInt8]) {
        let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
        if count > 0 {
            if descriptor == pipes.output[0] {
                if let takeOutput {
                    stopped = stopped || !takeOutput(buffer[0..<count])
                } else {
                    output += buffer[0..<count]
                }
            } else {
                errors += buffer[0..<min(count, max(0, 65_536 - errors.count))]
            }
        } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
            if descriptor == pipes.output[0] {
                PipeSet.close(&pipes.output[0])
            } else {
                PipeSet.close(&pipes.errors[0])
            }
        }
    }
}

private func systemClose(_ descriptor: Int32) -> Int32 { close(descriptor) }
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
