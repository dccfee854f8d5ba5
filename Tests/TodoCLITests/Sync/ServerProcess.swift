import Foundation
import TestSupport
import Testing

/// The process of a server a sync test runs, listening on 127.0.0.1 and `port`: started, waited
/// for until it accepts connections, and killed by its pid when the test lets go of it, whatever
/// happened.
final class ServerProcess: @unchecked Sendable {
    let port: Int
    private var child: ChildProcess?

    init(port: Int = SyncPrograms.freePort()) {
        self.port = port
    }

    deinit {
        kill()
    }

    var pid: Int32? { child?.pid }

    /// Starts `arguments` (an absolute path first), its output in `name.out` and `name.err` in
    /// `folder`, and waits until it listens; a server that does not within 15 s is an error
    /// that quotes its errors.
    func start(_ arguments: [String], environment: [String: String], folder: TemporaryFolder, name: String)
        throws
    {
        child = try ChildProcess.start(
            arguments.map { Array($0.utf8) }, environment: environment, output: folder.file(name + ".out"),
            errors: folder.file(name + ".err"))
        let port = port
        guard SyncPrograms.wait(seconds: 15, for: { SyncPrograms.isListening(port) }) else {
            let log = String(decoding: folder.bytes(name + ".err") ?? [], as: UTF8.self)
            kill()
            throw ServerFailure(message: "\(name) did not start on port \(port): \(log)")
        }
    }

    /// Kills it at once (SIGKILL), as a crash would.
    func kill() {
        child?.kill()
        _ = child?.wait()
        child = nil
    }
}

struct ServerFailure: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
