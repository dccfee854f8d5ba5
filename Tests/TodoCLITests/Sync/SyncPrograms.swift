import Foundation
import TestSupport

/// The programs every sync test runs beside a server (`SyncServerKind` names the servers'):
/// `curl` (what `todo sync` talks HTTP with) and `python3-caldav` (a second, independent
/// client), which `.ci/run` installs. Outside CI a missing one skips the tests; in CI (`CI`
/// set) they run and fail.
enum SyncPrograms {
    static let python = "/usr/bin/python3"

    /// Why the tests cannot run here, or nil when they can.
    static let missing: String? = {
        for program in ["/usr/bin/curl", python] where !FileManager.default.isExecutableFile(atPath: program)
        {
            return program + " is not installed"
        }
        return hasPythonModule("caldav") ? nil : "python's caldav module is not installed"
    }()

    static let enabled = missing == nil || TestEnvironment.inCI
    static let reason =
        "\(missing ?? "") (apt-get install --no-install-recommends python3-caldav curl); skipped outside CI"

    /// Whether Debian's python3 can import `module`.
    static func hasPythonModule(_ module: String) -> Bool {
        let run = try? BuiltBinary.run(
            ["-c", "import " + module], environment: [:], in: TemporaryFolder(), executable: python)
        return run?.status == 0
    }

    /// A port on 127.0.0.1 that no one listens on now.
    static func freePort() -> Int {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(socket, pointer, length)
                return getsockname(socket, pointer, &length)
            }
        }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// Whether something accepts connections on the port.
    static func isListening(_ port: Int) -> Bool {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
    }

    /// Waits up to `seconds` for `condition`, checking every 20 ms.
    static func wait(seconds: Double, for condition: () -> Bool) -> Bool {
        let end = Date().addingTimeInterval(seconds)
        while Date() < end {
            if condition() { return true }
            usleep(20_000)
        }
        return condition()
    }
}
