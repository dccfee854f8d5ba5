import Foundation
import TestSupport

/// Runs the `todo` binary on one store with a complete, fixed environment (nothing inherited),
/// optionally through a wrapper that sets the umask, a file-size limit or another user first.
final class TodoRunner {
    /// What runs between us and `todo`.
    enum Wrapper {
        case none
        /// `/bin/sh` sets this umask, then execs `todo`.
        case umask(String)
        /// `/bin/sh` ignores SIGXFSZ and limits files to this many 512-byte blocks: writes past
        /// the limit fail with EFBIG, as a full disk fails them with ENOSPC.
        case fileSizeLimit(blocks: Int)
        /// `setpriv` drops to this user and group (only root may).
        case user(UInt32)
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let binary: String
    let store: String
    /// Where output files go: outside the store's folder, so they never look like leftovers.
    let scratch: String
    var now = "2026-03-01T09:30:00Z"
    var lockTimeout = "30"
    var wrapper = Wrapper.none
    /// `todo` processes started so far (wrappers not counted).
    private(set) var spawned = 0

    init(binary: String, store: String, scratch: String) {
        self.binary = binary
        self.store = store
        self.scratch = scratch
        try? FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    }

    var environment: [String: String] {
        [
            "TODO_STORE": store, "TODO_NOW": now, "TZ": "UTC", "TODO_LOCK_TIMEOUT": lockTimeout,
            "HOME": scratch, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8",
        ]
    }

    /// A started `todo`; `finish` waits for it and collects what it wrote.
    struct Launch {
        let process: ChildProcess
        let arguments: [[UInt8]]
        let outputPath: String
        let errorsPath: String

        func finish(timeout: Duration? = .seconds(60)) -> ChildRun {
            let ending = process.wait(timeout: timeout)
            let read = { (path: String) in
                FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? []
            }
            defer { [outputPath, errorsPath].forEach { try? FileManager.default.removeItem(atPath: $0) } }
            return ChildRun(
                arguments: arguments, ending: ending, output: read(outputPath), errors: read(errorsPath))
        }
    }

    func start(_ arguments: [String], input: String = "/dev/null") throws -> Launch {
        try start(bytes: arguments.map { Array($0.utf8) }, input: input)
    }

    func start(bytes arguments: [[UInt8]], input: String = "/dev/null") throws -> Launch {
        spawned += 1
        let outputPath = scratch + "/\(spawned).out"
        let errorsPath = scratch + "/\(spawned).err"
        let argv = wrapped([Array(binary.utf8)] + arguments)
        let process = try ChildProcess.start(
            argv, environment: environment, input: input, output: outputPath, errors: errorsPath)
        return Launch(process: process, arguments: argv, outputPath: outputPath, errorsPath: errorsPath)
    }

    @discardableResult
    func run(_ arguments: [String], input: String = "/dev/null", timeout: Duration? = .seconds(60)) throws
        -> ChildRun
    {
        try start(arguments, input: input).finish(timeout: timeout)
    }

    func run(bytes arguments: [[UInt8]], timeout: Duration? = .seconds(60)) throws -> ChildRun {
        try start(bytes: arguments).finish(timeout: timeout)
    }

    /// Every task of the store, archived ones too, through `todo export`, which must succeed.
    func tasks() throws -> [StoredTask] {
        let run = try self.run(["export"])
        guard run.status == 0 else {
            throw Failure(description: "export ended with \(run.ending): \(run.errorText)")
        }
        guard let array = try? JSONSerialization.jsonObject(with: Data(run.output)) as? [[String: Any]] else {
            throw Failure(description: "export printed no JSON array: " + ScreenText.quoted(run.outputText))
        }
        return try array.map { object in
            guard let task = StoredTask(object) else {
                throw Failure(description: "export printed a task without id or title: \(object)")
            }
            return task
        }
    }

    /// Imports `tasks` into the store (which must accept them) in one run.
    func seed(_ tasks: [StoredTask]) throws {
        let file = scratch + "/seed-\(spawned).json"
        let objects = tasks.map(\.jsonObject)
        try JSONSerialization.data(withJSONObject: objects).write(to: URL(fileURLWithPath: file))
        defer { try? FileManager.default.removeItem(atPath: file) }
        let run = try self.run(["import", file])
        guard run.status == 0 else {
            throw Failure(description: "import ended with \(run.ending): \(run.errorText)")
        }
    }

    private func wrapped(_ argv: [[UInt8]]) -> [[UInt8]] {
        let shellExec = "exec \"$0\" \"$@\""
        switch wrapper {
        case .none:
            return argv
        case .umask(let mask):
            return ["/bin/sh", "-c", "umask \(mask); " + shellExec].map { Array($0.utf8) } + argv
        case .fileSizeLimit(let blocks):
            return ["/bin/sh", "-c", "trap '' XFSZ; ulimit -f \(blocks); " + shellExec].map { Array($0.utf8) }
                + argv
        case .user(let id):
            let prefix = ["/usr/bin/setpriv", "--reuid=\(id)", "--regid=\(id)", "--clear-groups", "--"]
            return prefix.map { Array($0.utf8) } + argv
        }
    }
}

/// A task as `todo export` prints it, with the fields the trials check.
struct StoredTask: Equatable {
    var id: Int
    var title: String
    var description: String?
    var completedAt: String?
    var createdAt = "2026-02-01T00:00:00Z"

    init(id: Int, title: String, description: String? = nil, completedAt: String? = nil) {
        self.id = id
        self.title = title
        self.description = description
        self.completedAt = completedAt
    }

    init?(_ object: [String: Any]) {
        guard let id = object["id"] as? Int, let title = object["title"] as? String else { return nil }
        self.init(
            id: id, title: title, description: object["description"] as? String,
            completedAt: object["completedAt"] as? String)
        createdAt = object["createdAt"] as? String ?? createdAt
    }

    var jsonObject: [String: Any] {
        [
            "id": id, "uuid": "00000000-0000-4000-8000-\(String(format: "%012d", id))", "title": title,
            "description": description ?? NSNull(), "createdAt": createdAt,
            "completedAt": completedAt ?? NSNull(),
        ]
    }
}
