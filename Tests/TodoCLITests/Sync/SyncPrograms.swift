import Foundation
import TestSupport

/// The programs the sync tests run: Debian's `radicale` (a CalDAV server), `htpasswd` (its
/// users), `python3-caldav` (a second, independent client), `curl` (what `todo sync` talks HTTP
/// with) and `openssl` (a self-signed certificate), which `.ci/run` installs. Outside CI a missing one skips the
/// tests; in CI (`CI` set) they run and fail.
enum SyncPrograms {
    static let python = "/usr/bin/python3"

    /// Why the tests cannot run here, or nil when they can.
    static let missing: String? = {
        for program in ["/usr/bin/curl", "/usr/bin/openssl", "/usr/bin/htpasswd", python]
        where !FileManager.default.isExecutableFile(atPath: program) {
            return program + " is not installed"
        }
        let folder = TemporaryFolder()
        for module in ["radicale", "caldav"] {
            let run = try? BuiltBinary.run(
                ["-c", "import " + module], environment: [:], in: folder, executable: python)
            if run?.status != 0 { return "python's \(module) module is not installed" }
        }
        return nil
    }()

    static let enabled = missing == nil || TestEnvironment.inCI
    static let reason =
        "\(missing ?? "") (apt-get install --no-install-recommends radicale apache2-utils python3-caldav curl openssl); "
        + "skipped outside CI"

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
