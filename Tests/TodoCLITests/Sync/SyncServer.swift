import Foundation
import TestSupport
import Testing

/// A real CalDAV server started for one test on 127.0.0.1 and a free port, with its user
/// `alice` (password `secret`, where the server checks passwords), killed by its pid when the
/// test lets go of it.
protocol SyncServer: AnyObject, Sendable {
    var port: Int { get }
    /// The base of the server's URLs: `http://127.0.0.1:PORT`.
    var origin: String { get }
    var pid: Int32? { get }
    /// The URL of `user`'s task list `name`, where this server keeps a user's calendars; there
    /// is none until it is created.
    func taskList(_ name: String, of user: String) -> String
    /// Starts it again after `kill`, with what it stored.
    func start() throws
    /// Kills it at once (SIGKILL), as a crash would.
    func kill()
}

/// The CalDAV servers the sync tests run the same scenarios against: Radicale, lenient, and
/// Xandikos, strict and git-backed, each from Debian as a user installs it.
enum SyncServerKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case radicale
    case xandikos

    /// The servers the tests run against here: those installed, and in CI (`CI` set) every one,
    /// so that a missing one fails there. `SyncServerLaunchTests` says which are skipped.
    static let tested = allCases.filter { TestEnvironment.inCI || $0.missing == nil }

    var testDescription: String { rawValue }

    /// Starts one for a test.
    func start() throws -> any SyncServer {
        switch self {
        case .radicale: try RadicaleServer()
        case .xandikos: try XandikosServer()
        }
    }

    /// Whether it checks passwords. Xandikos serves whoever asks: a real one sits behind a
    /// proxy that does.
    var checksPasswords: Bool { self == .radicale }

    /// Why it cannot run here, or nil when it can.
    var missing: String? {
        switch self {
        case .radicale: Self.radicaleMissing
        case .xandikos: Self.xandikosMissing
        }
    }

    /// The packages to install for it.
    var packages: String {
        switch self {
        case .radicale: "radicale apache2-utils openssl"
        case .xandikos: "xandikos"
        }
    }

    /// Why a test of it is skipped.
    var skipReason: Comment {
        Comment(
            rawValue:
                "\(missing ?? "") (apt-get install --no-install-recommends \(packages)); skipped outside CI")
    }

    private static let radicaleMissing: String? = {
        for program in ["/usr/bin/htpasswd", "/usr/bin/openssl"]
        where !FileManager.default.isExecutableFile(atPath: program) {
            return program + " is not installed"
        }
        return SyncPrograms.hasPythonModule("radicale") ? nil : "python's radicale module is not installed"
    }()

    private static let xandikosMissing: String? =
        FileManager.default.isExecutableFile(atPath: XandikosServer.program)
        ? nil : XandikosServer.program + " is not installed"
}
