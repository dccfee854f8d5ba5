#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The machine and toolchain the numbers come from, for the report's header.
struct Machine: Sendable {
    var cpu: String
    var cores: Int
    var kernel: String
    var swiftVersion: String

    static func describe(scratch: Scratch) -> Machine {
        let cpuinfo = scratch.readText("/proc/cpuinfo").split(separator: "\n")
        let model = cpuinfo.first { $0.hasPrefix("model name") }?.split(separator: ":", maxSplits: 1).last
        var names = utsname()
        uname(&names)
        return Machine(
            cpu: model.map { $0.trimmingSpaces } ?? "unknown CPU",
            cores: sysconf(Int32(_SC_NPROCESSORS_ONLN)),
            kernel: cString(names.sysname) + " " + cString(names.release),
            swiftVersion: swiftVersion(scratch: scratch))
    }

    /// The 1-minute load average, from /proc/loadavg ("unknown" elsewhere).
    static func loadAverage(scratch: Scratch) -> String {
        scratch.readText("/proc/loadavg").split(separator: " ").first.map(String.init) ?? "unknown"
    }

    /// The text of a fixed-size C character array, as `utsname` holds them.
    private static func cString<T>(_ characters: T) -> String {
        withUnsafeBytes(of: characters) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }

    /// The first line of `swift --version`, from the `swift` in `PATH`.
    private static func swiftVersion(scratch: Scratch) -> String {
        guard let swift = findExecutable("swift"),
            let result = try? ProcessTimer.capture(
                Invocation(
                    executable: swift, arguments: ["--version"],
                    environment: baseEnvironment(home: scratch.root)),
                scratch: scratch),
            result.status == 0
        else { return "unknown (no `swift` in PATH)" }
        return result.output.split(separator: "\n").first { $0.contains("Swift version") }.map(String.init)
            ?? "unknown"
    }
}

extension Substring {
    var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
