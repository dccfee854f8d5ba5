import Foundation
import TestSupport
import Testing

/// A real Radicale (Debian's `radicale`) started for one test, with users made by
/// apache2-utils' `htpasswd` (`alice`:`secret`, `bob`:`hunter2`, MD5 as Radicale reads it
/// without python3-bcrypt), optionally HTTPS with a self-signed certificate. A user's task list
/// is `/USER/LIST/`.
final class RadicaleServer: SyncServer, @unchecked Sendable {
    let folder = TemporaryFolder()
    let process = ServerProcess()
    let tls: Bool

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

    var port: Int { process.port }

    /// The base of the server's URLs.
    var origin: String { (tls ? "https" : "http") + "://127.0.0.1:\(port)" }

    /// The certificate a client must trust for HTTPS.
    var certificate: String { folder.file("cert.pem") }

    var pid: Int32? { process.pid }

    func taskList(_ name: String, of user: String) -> String {
        origin + "/\(user)/\(name)/"
    }

    func start() throws {
        try process.start(
            [SyncPrograms.python, "-m", "radicale", "--config", folder.file("radicale.conf")],
            environment: ["PATH": "/usr/bin:/bin", "HOME": folder.path, "LANG": "C.UTF-8"], folder: folder,
            name: "radicale")
    }

    func kill() {
        process.kill()
    }

    private func addUsers() throws {
        for (index, (user, password)) in [("alice", "secret"), ("bob", "hunter2")].enumerated() {
            let run = try BuiltBinary.run(
                (index == 0 ? ["-c"] : []) + ["-b", "-m", folder.file("users"), user, password],
                environment: ["PATH": "/usr/bin:/bin"], in: folder, executable: "/usr/bin/htpasswd")
            guard run.status == 0 else { throw ServerFailure(message: "htpasswd: " + run.errors) }
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
        guard run.status == 0 else { throw ServerFailure(message: "openssl: " + run.errors) }
    }
}
