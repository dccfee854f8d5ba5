import TodoCLI

#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

TruncationGuard.install()
let result = TodoProgram.run(RunningProcess.state())
RunningProcess.write(result.standardOutput, to: .standardOutput)
RunningProcess.write(result.standardError, to: .standardError)
exit(result.status)
