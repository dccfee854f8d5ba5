import Foundation

/// A Radicale the bench starts for the sync timings, on 127.0.0.1 and a free port, with one
/// user (`bench`:`secret`), and stops by its pid at the end.
final class BenchRadicale {
    let port: Int
    let process: Process
    static let user = "bench"
    static let password = "secret"
    static let python = "/usr/bin/python3"

    /// Why the sync timings cannot run here (no Radicale, no curl), or nil.
    static func missing() -> String? {
        guard FileManager.default.isExecutableFile(atPath: python) else {
            return "\(python) is not installed"
        }
        guard findExecutable("curl") != nil else { return "curl is not installed" }
        let check = Process()
        check.executableURL = URL(fileURLWithPath: python)
        check.arguments = ["-c", "import radicale"]
        check.standardError = FileHandle.nullDevice
        guard (try? check.run()) != nil else { return "\(python) cannot be run" }
        check.waitUntilExit()
        return check.terminationStatus == 0 ? nil : "Radicale is not installed (apt-get install radicale)"
    }

    init(in folder: Scratch) throws {
        port = Self.freePort()
        try folder.write("\(Self.user):\(Self.password)\n", to: "users")
        try folder.write(
            """
            [server]
            hosts = 127.0.0.1:\(port)
            [auth]
            type = htpasswd
            htpasswd_filename = \(folder.path("users"))
            htpasswd_encryption = plain
            delay = 0
            [rights]
            type = owner_only
            [storage]
            filesystem_folder = \(folder.path("collections"))
            [logging]
            level = warning

            """, to: "radicale.conf")
        process = Process()
        process.executableURL = URL(fileURLWithPath: Self.python)
        process.arguments = ["-m", "radicale", "--config", folder.path("radicale.conf")]
        process.environment = baseEnvironment(home: folder.root)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(15)
        while !Self.isListening(port) {
            guard Date() < deadline, process.isRunning else {
                stop()
                throw SpawnError(description: "Radicale did not start on port \(port)")
            }
            usleep(20_000)
        }
    }

    func stop() {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// The URL of a collection of the bench's user.
    func url(_ name: String) -> String {
        "http://127.0.0.1:\(port)/\(Self.user)/\(name)/"
    }

    /// The CPU time the server has used so far, in seconds (user + system, all its threads).
    var cpuSeconds: Double {
        guard
            let text = try? String(
                contentsOfFile: "/proc/\(process.processIdentifier)/stat", encoding: .utf8),
            let close = text.lastIndex(of: ")")
        else { return 0 }
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else {
            return 0
        }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    private static func freePort() -> Int {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = loopback(port: 0)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(socket, pointer, length)
                return getsockname(socket, pointer, &length)
            }
        }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    private static func isListening(_ port: Int) -> Bool {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = loopback(port: port)
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
    }

    private static func loopback(port: Int) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        return address
    }
}
