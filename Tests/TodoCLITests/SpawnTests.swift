import CSpawn
import Foundation
import TestSupport
import Testing
import TodoCore

@testable import TodoCLI

/// `Spawn`: the child `todo_spawn` makes gets what `posix_spawnp` would give it, and a wait with
/// a time limit sees a child end at once, through a pidfd or by asking, and gives up on one
/// still running at the limit.
@Suite struct SpawnTests {
    /// Runs `script` with `sh` through `PipedProcess` (which starts it with `Spawn`): its status
    /// and what it printed.
    func shell(_ script: String, variables: [String] = [], timeLimit: Double? = nil) throws -> (
        status: Int32, output: String
    ) {
        let run = try PipedProcess.run(
            ["sh", "-c", script], input: [], keepErrors: true, idleSeconds: 10, variables: variables,
            timeLimit: timeLimit
        ).get()
        return (run.status, String(decoding: run.output, as: UTF8.self))
    }

    @Test func aProgramWithoutASlashIsLookedForOnThePath() throws {
        #expect(try shell("exit 4").status == 4)
        let missing = Spawn.start(["no-such-program-here"])
        #expect(missing.map { _ in 0 } == .failure(Spawn.Failure(code: ENOENT)))
    }

    @Test func aFileThatCannotBeRunIsRefused() throws {
        let folder = TemporaryFolder()
        folder.write("#!/bin/sh\nexit 0\n", to: "not-executable")
        let refused = Spawn.start([folder.file("not-executable")])
        #expect(refused.map { _ in 0 } == .failure(Spawn.Failure(code: EACCES)))
    }

    @Test func variablesAreSetOnTopOfTheEnvironmentOnceEach() throws {
        let home = try #require(ProcessInfo.processInfo.environment["PATH"])
        let run = try shell(
            #"printf '%s|%s|%s|' "$TODO_X" "$PATH" "$(env | grep -c '^PATH=')""#,
            variables: ["TODO_X=a=b c", "PATH=" + home])
        #expect(run.output == "a=b c|\(home)|1|")
        #expect(try shell(#"printf '%s' "$TODO_X""#).output == "")
    }

    @Test func withATimeLimitTheChildLeadsAGroupOfItsOwn() throws {
        let own = try shell(#"set -- $(cat /proc/$$/stat); [ "$5" = "$$" ] && echo leader"#, timeLimit: 5)
        #expect(own.output == "leader\n")
        let shared = try shell(#"set -- $(cat /proc/$$/stat); [ "$5" = "$$" ] || echo member"#)
        #expect(shared.output == "member\n")
    }

    /// The signals ignored in a child's `/proc` status.
    static func ignoredSignals(_ status: String) throws -> UInt64 {
        let field = status.split(separator: "\t").last.map(String.init) ?? ""
        return try #require(UInt64(field.trimmingCharacters(in: .whitespacesAndNewlines), radix: 16))
    }

    @Test func signalsAskedForAreAtTheirDefaultAndIgnoredOnesStayIgnored() throws {
        // SIGPIPE is ignored while PipedProcess runs a program, and given back to it at its
        // default; SIGUSR2, ignored here, stays ignored in the child, as exec leaves it.
        let ignored = signal(SIGUSR2, SIG_IGN)
        defer { signal(SIGUSR2, ignored) }
        let mask = try Self.ignoredSignals(shell("grep SigIgn /proc/$$/status").output)
        #expect(mask & (1 << UInt64(SIGPIPE - 1)) == 0)
        #expect(mask & (1 << UInt64(SIGUSR2 - 1)) != 0)
    }

    /// The same where the kernel cannot reset the handlers as it makes the child (before Linux
    /// 5.5, or where a sandbox refuses `clone3`): the child resets them itself.
    @Test func theChildThatResetsItsOwnHandlersGetsTheSameSignals() throws {
        let ignored = signal(SIGUSR2, SIG_IGN)
        defer { signal(SIGUSR2, ignored) }
        let ignoredPipe = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, ignoredPipe) }
        let pipe = try FileDescriptor.pipe()
        defer { pipe.readEnd.closeIgnoringErrors() }
        let started = Spawn.start(
            ["sh", "-c", "grep SigIgn /proc/$$/status"],
            streams: Spawn.Streams(output: pipe.writeEnd.rawValue),
            defaultSignals: Spawn.Signals(SIGPIPE), childResetsHandlers: true)
        pipe.writeEnd.closeIgnoringErrors()
        #expect(try Spawn.wait(started.get()).get() == .exited(0))
        var output = [UInt8](repeating: 0, count: 256)
        let count = try pipe.readEnd.read(into: &output)
        let mask = try Self.ignoredSignals(String(decoding: output[..<count], as: UTF8.self))
        #expect(mask & (1 << UInt64(SIGPIPE - 1)) == 0)
        #expect(mask & (1 << UInt64(SIGUSR2 - 1)) != 0)
    }

    /// A way to wait with a time limit: through a pidfd (which Linux gives from 5.3 on; elsewhere
    /// the asking wait stands in), by asking, or as `wait(_:until:)` chooses.
    enum Way: Sendable {
        case watching, asking, either

        func wait(_ pid: pid_t, until deadline: Double) throws -> Result<Spawn.Ending?, Spawn.Failure> {
            switch self {
            case .watching:
                #if os(Linux)
                    return try #require(Spawn.waitWatching(pid, until: deadline), "Linux gives pidfds")
                #else
                    return Spawn.waitWatching(pid, until: deadline) ?? Spawn.waitAsking(pid, until: deadline)
                #endif
            case .asking: return Spawn.waitAsking(pid, until: deadline)
            case .either: return Spawn.wait(pid, until: deadline)
            }
        }
    }

    /// Children and how they end, each waited for by both ways.
    static let endings: [(script: String, ending: Spawn.Ending)] = [
        ("exit 0", .exited(0)),
        ("exit 3", .exited(3)),
        ("kill -9 $$", .signalled(SIGKILL)),
        ("exec >/dev/null 2>&1; sleep 0.2; exit 5", .exited(5)),
    ]

    @Test(arguments: endings)
    func thePidfdWaitAndTheAskingWaitAgree(script: String, ending: Spawn.Ending) throws {
        for way in [Way.watching, .asking] {
            let pid = try Spawn.start(["/bin/sh", "-c", script]).get()
            let started = Date()
            let result = try way.wait(pid, until: SystemClock.monotonicSeconds() + 10)
            #expect(result == .success(ending), "\(way)")
            #expect(Date().timeIntervalSince(started) < 3, "\(way): the end is seen, not the deadline")
        }
    }

    @Test func aChildThatEndsIsSeenAtOnce() throws {
        let pid = try Spawn.start(["/bin/sh", "-c", "sleep 0.3"]).get()
        let started = Date()
        let ended = Spawn.wait(pid, until: SystemClock.monotonicSeconds() + 10)
        let seconds = Date().timeIntervalSince(started)
        #expect(ended == .success(.exited(0)))
        #expect(seconds >= 0.25 && seconds < 3, "\(seconds) s")
    }

    @Test(arguments: [Way.watching, .asking, .either])
    func aChildStillRunningAtTheDeadlineIsNotWaitedFor(way: Way) throws {
        let pid = try Spawn.start(["/bin/sh", "-c", "sleep 30"], ownGroup: true).get()
        defer {
            kill(-pid, SIGKILL)
            _ = Spawn.wait(pid)
        }
        let started = Date()
        let result = try way.wait(pid, until: SystemClock.monotonicSeconds() + 0.2)
        let seconds = Date().timeIntervalSince(started)
        #expect(result == .success(nil), "\(way)")
        #expect(seconds >= 0.15 && seconds < 3, "\(way): \(seconds) s")
    }

    @Test func aHookThatClosesItsOutputsButRunsOnIsWaitedForAndItsStatusKept() throws {
        let started = Date()
        let run = try shell("exec >/dev/null 2>&1; sleep 0.3; exit 6", timeLimit: 10)
        #expect(run.status == 6)
        #expect(Date().timeIntervalSince(started) < 3)
        let stopped = PipedProcess.run(
            ["sh", "-c", "exec >/dev/null 2>&1; sleep 30"], input: [], keepErrors: true, idleSeconds: nil,
            timeLimit: 0.3)
        #expect(stopped == .failure(.timedOut(seconds: 0.3)))
    }

    /// The line of a process's (`self`, `thread-self`, a pid) `/proc` status that starts with `field`.
    static func statusLine(_ process: String, _ field: String) throws -> String {
        let status = try String(contentsOfFile: "/proc/\(process)/status", encoding: .utf8)
        return try #require(status.split(separator: "\n").first { $0.hasPrefix(field) }).description
    }

    /// The processors a process may run on, as `/proc` lists them.
    static func allowedProcessors(_ process: String) throws -> String {
        try statusLine(process, "Cpus_allowed_list:")
    }

    /// Whether no system call filter is in force (`Seccomp: 0`), so that nothing can refuse the
    /// hold: under a filter (a container's) it may be refused, and then nothing is held.
    static func isUnfiltered() throws -> Bool {
        try statusLine("self", "Seccomp:") == "Seccomp:\t0"
    }

    /// Held (`ProcessorHold`), the thread runs on one processor until it lets go; the child it
    /// starts meanwhile starts its program there, then has all the thread's processors back by
    /// the time `start` returns: a program it starts later is not held to one.
    @Test func aChildStartedWhileTheThreadIsHeldHasTheThreadsProcessorsOnceStarted() throws {
        #if os(Linux)
            let before = try Self.allowedProcessors("thread-self")
            let hold = ProcessorHold.holding()
            let held = try Self.allowedProcessors("thread-self")
            let pid = Spawn.start(["/bin/sh", "-c", "sleep 30"], ownGroup: true, processor: hold)
            hold.release()
            let child = try pid.get()
            defer {
                kill(-child, SIGKILL)
                _ = Spawn.wait(child)
            }
            #expect(try Self.allowedProcessors(String(child)) == before)
            #expect(try Self.allowedProcessors("thread-self") == before)
            let mayBeHeld = try Self.isUnfiltered() || hold.state.held == 1
            if before.contains(where: { $0 == "-" || $0 == "," }) && mayBeHeld {
                #expect(held != before, "held to one processor of \(before)")
            }
        #endif
    }

    /// `PipedProcess` holds the thread to one processor while it runs a program (which, once
    /// started, starts its own with every processor), and gives it all back when the run is over.
    @Test func aPipedProcessHoldsTheThreadWhileItRunsAndGivesTheProcessorsBack() throws {
        #if os(Linux)
            let before = try Self.allowedProcessors("thread-self")
            // `<pid>/task/<tid>`: the thread that runs the program, which the program looks at.
            let thread = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/thread-self")
            // `read` waits for the input, which `todo` writes once `start` has returned.
            let run = try PipedProcess.run(
                [
                    "sh", "-c",
                    #"read go; grep -h Cpus_allowed_list: /proc/self/status "/proc/$HOLDER/status""#,
                ],
                input: Array("go\n".utf8), keepErrors: true, idleSeconds: 10, variables: ["HOLDER=" + thread],
                timeLimit: 10
            ).get()
            let lines = String(decoding: run.output, as: UTF8.self).split(separator: "\n").map {
                String($0.split(separator: ":", maxSplits: 1).last ?? "")
            }
            let listed = String(before.split(separator: ":", maxSplits: 1).last ?? "")
            #expect(lines.first == listed, "the program's own processors")
            let unfiltered = try Self.isUnfiltered()
            if listed.contains(where: { $0 == "-" || $0 == "," }) && unfiltered {
                let holder = lines.count > 1 ? lines[1] : ""
                #expect(holder != listed && !holder.contains(where: { $0 == "-" || $0 == "," }), "\(holder)")
            }
            #expect(try Self.allowedProcessors("thread-self") == before)
        #endif
    }

    @Test func aPidfdIsGivenForAChildOfOurs() throws {
        let pid = try Spawn.start(["/bin/sh", "-c", "exit 0"]).get()
        let notice = todo_pidfd_open(pid)
        let code = errno
        if notice >= 0 { close(notice) }
        _ = Spawn.wait(pid)
        #expect(notice >= 0 || code == ENOSYS || code == EPERM, "errno \(code)")
        #if os(Linux)
            if ProcessInfo.processInfo.environment["CI"] != nil {
                #expect(notice >= 0, "the CI's kernel gives pidfds")
            }
        #endif
    }
}
