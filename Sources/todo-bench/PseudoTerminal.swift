import CPseudoTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A program run on a pseudo-terminal the bench holds the other end of: it types keys and reads
/// what is drawn, as a terminal emulator would, and in the end learns the CPU time the program
/// used (its `rusage` from `wait4`).
struct PseudoTerminal {
    let master: Int32
    let pid: pid_t

    /// Starts `invocation` in a session of its own with a new terminal of `columns` × `rows` as
    /// its stdin, stdout and stderr (and controlling terminal).
    static func spawn(_ invocation: Invocation, columns: Int, rows: Int) throws(SpawnError) -> PseudoTerminal
    {
        let master = todo_posix_openpt(O_RDWR | O_NOCTTY)
        guard master >= 0, todo_grantpt(master) == 0, todo_unlockpt(master) == 0,
            let name = todo_ptsname(master)
        else {
            throw SpawnError(
                description: "cannot open a pseudo-terminal: \(String(cString: strerror(errno)))")
        }
        let slave = String(cString: name)
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)

        let (arguments, environment) = invocation.cStrings()
        defer { for pointer in arguments + environment { free(pointer) } }
        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t? = nil
            var attributes: posix_spawnattr_t? = nil
        #else
            var actions = posix_spawn_file_actions_t()
            var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        // A new session first: the terminal opened after it becomes the child's controlling one.
        posix_spawnattr_setflags(&attributes, todo_spawn_setsid_flag())
        posix_spawn_file_actions_addclose(&actions, master)
        posix_spawn_file_actions_addopen(&actions, 0, slave, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, invocation.executable, &actions, &attributes, arguments, environment)
        guard spawned == 0 else {
            close(master)
            throw SpawnError(
                description: "cannot start \(invocation.executable): \(String(cString: strerror(spawned)))")
        }
        return PseudoTerminal(master: master, pid: pid)
    }

    func type(_ text: String) {
        var bytes = Array(text.utf8)
        _ = write(master, &bytes, bytes.count)
    }

    /// Reads what the program drew, waiting up to `milliseconds` for the first bytes; empty
    /// when nothing came.
    func read(waiting milliseconds: Int32) -> [UInt8] {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, milliseconds) > 0 else { return [] }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let count = systemRead(master, &buffer, buffer.count)
        return count > 0 ? Array(buffer.prefix(count)) : []
    }

    /// Reads until `text` has been drawn, or `seconds` pass; whether it was.
    func read(until text: String, seconds: Double) -> Bool {
        let deadline = ProcessTimer.monotonicSeconds() + seconds
        var seen: [UInt8] = []
        let wanted = Array(text.utf8)
        while ProcessTimer.monotonicSeconds() < deadline {
            seen += read(waiting: 100)
            if seen.count >= wanted.count,
                (0...(seen.count - wanted.count)).contains(where: { start in
                    seen[start..<(start + wanted.count)].elementsEqual(wanted)
                })
            {
                return true
            }
        }
        return false
    }

    /// Waits for the program to end, reading what it still draws so it never blocks on a full
    /// terminal; its exit status (128 + the signal for one a signal ended) and CPU seconds.
    func finish() -> (status: Int32, cpuSeconds: Double) {
        var status: Int32 = 0
        var usage = rusage()
        while true {
            let ended = wait4(pid, &status, WNOHANG, &usage)
            if ended == pid { break }
            if ended < 0 && errno != EINTR { break }
            _ = read(waiting: 10)
        }
        close(master)
        let cpu = [usage.ru_utime, usage.ru_stime].reduce(0.0) { total, time in
            total + Double(time.tv_sec) + Double(time.tv_usec) / 1e6
        }
        let signal = status & 0x7f
        return (signal == 0 ? (status >> 8) & 0xff : 128 + signal, cpu)
    }
}

private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
