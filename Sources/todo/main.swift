import TodoCLI

#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

TruncationGuard.install()
let result = TodoProgram.run(RunningProcess.state())
RunningProcess.write(result.standardOutput, to: STDOUT_FILENO)
RunningProcess.write(result.standardError, to: STDERR_FILENO)
exit(result.status)
