import Foundation
import TestSupport
import Testing

/// A real Radicale started for one test on 127.0.0.1 and a free port, with users made by
/// apache2-utils' `htpasswd` (`alice`:`secret`, `bob`:`hunter2`, MD5 as Radicale reads it
/// without python3-bcrypt), optionally HTTPS with a self-signed certificate; killed by its pid
/// when the test lets go of it, whatever happened.
final class RadicaleServer: @unchecked Sendable {
    let folder = TemporaryFolder()
    let port = SyncPrograms.freePort()
    let tls: Bool
    private var process: ChildProcess?

    init(tls: Bool = false) throws {
        self.tls = tls
        try addUsers()
        if tls { try makeCertificate() }
        var config = """
            [server]
            hosts = 127.0.0.1:\(port)
            [auth]
            type = htpasswd
            htpasswd_filename = \(folder.file("users"))
            htpasswd_encryption = md5
            delay = 0
            [rights]
            type = owner_only
            [storage]
            filesystem_folder = \(folder.file("collections"))
            [logging]
            level = warning

            """
        if tls {
            config = config.replacingOccurrences(
                of: "[auth]",
                with:
                    "ssl = True\ncertificate = \(folder.file("cert.pem"))\nkey = \(folder.file("key.pem"))\n[auth]"
            )
        }
        folder.write(config, to: "radicale.conf")
        try start()
    }

    deinit {
        process?.kill()
        _ = process?.wait()
    }

    /// The base of the server's URLs.
    var origin: String { (tls ? "https" : "http") + "://127.0.0.1:\(port)" }

    /// The certificate a client must trust for HTTPS.
    var certificate: String { folder.file("cert.pem") }

    func start() throws {
        let child = try ChildProcess.start(
            [
                Array(SyncPrograms.python.utf8), Array("-m".utf8), Array("radicale".utf8),
                Array("--config".utf8),
                Array(folder.file("radicale.conf").utf8),
            ],
            environment: ["PATH": "/usr/bin:/bin", "HOME": folder.path, "LANG": "C.UTF-8"],
            output: folder.file("radicale.out"), errors: folder.file("radicale.err"))
        process = child
        let port = port
        guard SyncPrograms.wait(seconds: 15, for: { SyncPrograms.isListening(port) }) else {
            let log = String(decoding: folder.bytes("radicale.err") ?? [], as: UTF8.self)
            throw RadicaleFailure(message: "Radicale did not start on port \(port): \(log)")
        }
    }

    /// Kills the server at once (SIGKILL), as a crash would.
    func kill() {
        process?.kill()
        _ = process?.wait()
        process = nil
    }

    var pid: Int32? { process?.pid }

    private func addUsers() throws {
        for (index, (user, password)) in [("alice", "secret"), ("bob", "hunter2")].enumerated() {
            let run = try BuiltBinary.run(
                (index == 0 ? ["-c"] : []) + ["-b", "-m", folder.file("users"), user, password],
                environment: ["PATH": "/usr/bin:/bin"], in: folder, executable: "/usr/bin/htpasswd")
            guard run.status == 0 else { throw RadicaleFailure(message: "htpasswd: " + run.errors) }
        }
    }

    private func makeCertificate() throws {
        let run = try BuiltBinary.run(
            [
                "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
                "-days", "2",
                "-keyout", folder.file("key.pem"), "-out", folder.file("cert.pem"), "-subj", "/CN=localhost",
                "-addext", "subjectAltName=IP:127.0.0.1,DNS:localhost",
            ], environment: ["PATH": "/usr/bin:/bin"], in: folder, executable: "/usr/bin/openssl")
        guard run.status == 0 else { throw RadicaleFailure(message: "openssl: " + run.errors) }
    }
}

struct RadicaleFailure: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
