/// Measures a command's peak memory (`ru_maxrss` from `wait4`) through a tiny launcher.
///
/// The bench cannot read it from its own `wait4`: Linux folds the memory of the process image
/// that `exec` replaces into the child's `ru_maxrss`, and a child of `posix_spawn` (vfork) or
/// `fork` starts as an image of the bench, tens of MiB once it holds 110,000 generated tasks.
/// So the launcher, a Swift program as small as the do-nothing one, spawns the command and
/// writes its `ru_maxrss`; figures below the launcher's own few MiB read as the launcher's.
struct MemoryProbe: Sendable {
    let executable: String

    static func build(in scratch: Scratch) throws -> MemoryProbe {
        MemoryProbe(executable: try SwiftCompiler.build("memory-probe", source: source, in: scratch))
    }

    /// Runs `invocation` once, untimed, and returns its peak resident memory in KiB.
    func peakKiB(of invocation: Invocation, scratch: Scratch) throws(RunFailure) -> Int {
        let report = scratch.path("memory-probe.out")
        let probed = Invocation(
            executable: executable, arguments: [report, invocation.executable] + invocation.arguments,
            environment: invocation.environment)
        let run: ChildRun
        do {
            run = try ProcessTimer.run(probed)
        } catch {
            throw RunFailure(description: error.description)
        }
        let fields = scratch.readText(report).split(separator: " ").compactMap { Int($0.filter(\.isNumber)) }
        guard run.status == 0, fields.count == 2, fields[0] == 0 else {
            throw RunFailure(description: "the memory probe could not run `\(invocation.commandLine)`")
        }
        return fields[1]
    }

    /// `memory-probe REPORT PROGRAM [ARGUMENT…]`: runs PROGRAM with this environment and these
    /// standard files, then writes "WAIT-STATUS MAX-RSS-KIB" to REPORT.
    static let source = """
        #if canImport(Glibc)
        import Glibc
        #elseif canImport(Darwin)
        import Darwin
        #endif

        // C strings straight from argv: no Swift strings, so the launcher stays small.
        let argv = CommandLine.unsafeArgv
        guard CommandLine.argc >= 3, let report = argv[1], let program = argv[2] else { exit(2) }
        var pid: pid_t = 0
        guard posix_spawn(&pid, program, nil, nil, argv + 2, environ) == 0 else { exit(127) }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        #if canImport(Darwin)
        let kib = usage.ru_maxrss / 1024
        #else
        let kib = usage.ru_maxrss
        #endif
        guard let file = fopen(report, "w") else { exit(1) }
        fputs(String(status) + " " + String(kib) + "\\n", file)
        exit(fclose(file) == 0 ? 0 : 1)
        """
}
