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
        /// The exit status, or 128 + the signal's number.
        var status: Int32
        var output: [UInt8]
        var errors: [UInt8]
    }

    enum Failure: Error, Equatable {
        /// It could not be started: the reason (not installed, not executable).
        case notStarted(String)
        /// It wrote nothing for longer than allowed and was killed.
        case silent(seconds: Int)
    }

    /// Runs `arguments[0]` with `arguments`, writing `input` to its stdin (nil: stdin is left
    /// as `todo`'s, for a program that asks on the terminal), keeping its stdout, and its stderr
    /// when `keepErrors` (else it goes to `todo`'s). A program that writes nothing for
    /// `idleSeconds` is killed.
    static func run(_ arguments: [String], input: [UInt8]?, keepErrors: Bool, idleSeconds: Int?)
        -> Result<Finished, Failure>
    {
        var pipes = PipeSet()
        defer { pipes.closeAll() }
        guard pipes.open(input: input != nil, errors: keepErrors) else {
            return .failure(.notStarted(String(cString: strerror(errno))))
        }
        let ignoredPipe = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, ignoredPipe) }
        let pid: pid_t
        switch spawn(arguments, pipes) {
        case .success(let started): pid = started
        case .failure(let failure): return .failure(failure)
        }
        pipes.closeChildEnds()
        var pump = Pump(pipes: pipes, input: input ?? [])
        let finishedInTime = pump.run(idleSeconds: idleSeconds)
        if !finishedInTime { kill(pid, SIGKILL) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        guard finishedInTime else { return .failure(.silent(seconds: idleSeconds ?? 0)) }
        let signalNumber = status & 0x7F
        let exit = signalNumber == 0 ? (status >> 8) & 0xFF : 128 + signalNumber
        return .success(Finished(status: exit, output: pump.output, errors: pump.errors))
    }

    private static func spawn(_ arguments: [String], _ pipes: PipeSet) -> Result<pid_t, Failure> {
        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t?
            var attributes: posix_spawnattr_t?
        #else
            var actions = posix_spawn_file_actions_t()
            var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        if pipes.input[0] >= 0 { posix_spawn_file_actions_adddup2(&actions, pipes.input[0], 0) }
        posix_spawn_file_actions_adddup2(&actions, pipes.output[1], 1)
        if pipes.errors[1] >= 0 { posix_spawn_file_actions_adddup2(&actions, pipes.errors[1], 2) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
        let words = arguments.map { strdup($0) }
        defer { words.forEach { free($0) } }
        #if canImport(Darwin)
            let environment = _NSGetEnviron().pointee
        #else
            let environment = environ
        #endif
        var pid: pid_t = 0
        let result = (words + [nil]).withUnsafeBufferPointer { argv in
            guard let base = argv.baseAddress else { return EINVAL }
            return posix_spawnp(&pid, arguments[0], &actions, &attributes, base, environment)
        }
        guard result == 0 else { return .failure(.notStarted(String(cString: strerror(result)))) }
        return .success(pid)
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
    var pipes: PipeSet
    let input: [UInt8]
    var written = 0
    var output: [UInt8] = []
    var errors: [UInt8] = []

    init(pipes: PipeSet, input: [UInt8]) {
        self.pipes = pipes
        self.input = input
        if input.isEmpty { PipeSet.close(&self.pipes.input[1]) }
    }

    /// False when the child wrote nothing for `idleSeconds`.
    mutating func run(idleSeconds: Int?) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while pipes.output[0] >= 0 || pipes.errors[0] >= 0 {
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
            guard ready > 0 else { return false }
            for descriptor in descriptors where descriptor.revents != 0 {
                if descriptor.fd == pipes.input[1] {
                    writeInput()
                } else {
                    read(descriptor.fd, into: &buffer)
                }
            }
        }
        return true
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
                output += buffer[0..<count]
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
