#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A program to start: an absolute path (nothing is looked up in `PATH`), its arguments, and
/// the whole environment it gets (nothing is inherited).
struct Invocation: Sendable {
    var executable: String
    var arguments: [String]
    var environment: [String: String]

    /// The arguments (the program first) and the environment as C strings, each list ending in
    /// null, for `posix_spawn`; the caller frees them.
    func cStrings() -> (
        arguments: [UnsafeMutablePointer<CChar>?], environment: [UnsafeMutablePointer<CChar>?]
    ) {
        (
            ([executable] + arguments).map { strdup($0) } + [nil],
            environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        )
    }

    /// The command line as a shell would read it, for messages.
    var commandLine: String {
        ([executable] + arguments).map { $0.contains(" ") ? "'\($0)'" : $0 }.joined(separator: " ")
    }
}

/// One finished child process, as its parent saw it.
struct ChildRun: Sendable {
    /// The exit code, or 128 + the signal for a child a signal ended, as shells report it.
    var status: Int32
    /// From just before `posix_spawn` to just after `wait4`: fork/exec, the whole run, the reaping.
    var seconds: Double
}

struct SpawnError: Error, CustomStringConvertible {
    var description: String
}

/// Runs a child process and times it from outside, with as little parent-side work as possible
/// inside the timed span: argument and environment strings are prepared before the clock starts,
/// and the child's stdin is /dev/null so it can never wait for input. (Its `ru_maxrss` would
/// be the bench's own: see `MemoryProbe`.)
enum ProcessTimer {
    static func run(
        _ invocation: Invocation, standardOutput: String = "/dev/null", standardError: String = "/dev/null"
    ) throws(SpawnError) -> ChildRun {
        let (arguments, environment) = invocation.cStrings()
        defer { for pointer in arguments + environment { free(pointer) } }

        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t? = nil
        #else
            var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, standardOutput, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, standardError, O_WRONLY | O_CREAT | O_TRUNC, 0o644)

        var pid: pid_t = 0
        var status: Int32 = 0
        let start = monotonicSeconds()
        let spawned = posix_spawn(&pid, invocation.executable, &actions, nil, arguments, environment)
        guard spawned == 0 else {
            throw SpawnError(
                description: "cannot start \(invocation.executable): \(String(cString: strerror(spawned)))")
        }
        while wait4(pid, &status, 0, nil) < 0 {
            guard errno == EINTR else {
                throw SpawnError(
                    description:
                        "wait4 failed for \(invocation.executable): \(String(cString: strerror(errno)))")
            }
        }
        let seconds = monotonicSeconds() - start

        let signal = status & 0x7f
        let exitCode = signal == 0 ? (status >> 8) & 0xff : 128 + signal
        return ChildRun(status: exitCode, seconds: seconds)
    }

    /// Runs a child untimed and returns its exit status and what it wrote to stdout and stderr.
    static func capture(_ invocation: Invocation, scratch: Scratch) throws(SpawnError) -> (
        status: Int32, output: String
    ) {
        let outputFile = scratch.path("capture.out")
        let run = try run(invocation, standardOutput: outputFile, standardError: outputFile)
        return (run.status, scratch.readText(outputFile))
    }

    static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
