import Foundation
import TestSupport
import Testing

/// A real Xandikos (Debian's `xandikos`, a strict CalDAV server that keeps each collection in a
/// git repository), run as its documentation tells a user to run it standalone: `--defaults`,
/// which makes the principal `/alice/`, its calendar home `/alice/calendars/` and a first
/// calendar `calendar` there. A task list is `/alice/calendars/LIST/`. It has no users of its
/// own: it serves whoever asks, and ignores the credentials `todo` sends.
final class XandikosServer: SyncServer, @unchecked Sendable {
    static let program = "/usr/bin/xandikos"

    let folder = TemporaryFolder()
    let process = ServerProcess()

    init() throws {
        try start()
    }

    var port: Int { process.port }
    var origin: String { "http://127.0.0.1:\(port)" }
    var pid: Int32? { process.pid }

    func taskList(_ name: String, of user: String) -> String {
        origin + "/\(user)/calendars/\(name)/"
    }

    func start() throws {
        try process.start(
            [
                Self.program, "--directory", folder.file("dav"), "--defaults", "--listen-address",
                "127.0.0.1",
                "--port", String(port), "--current-user-principal", "/alice/",
            ], environment: ["PATH": "/usr/bin:/bin", "HOME": folder.path, "LANG": "C.UTF-8"], folder: folder,
            name: "xandikos")
    }

    func kill() {
        process.kill()
    }
}
