/// The peers found in `PATH`: taskwarrior and todo.txt.
struct Peers: Sendable {
    var taskwarrior: String?
    var todoTxt: String?

    private static let candidates:
        [(name: String, programs: [String], versionFlag: String, package: String)] = [
            ("task", ["task"], "--version", "taskwarrior"),
            // Debian's todotxt-cli installs todo.sh as `todo-txt`.
            ("todo.sh", ["todo.sh", "todo-txt"], "-V", "todotxt-cli"),
        ]

    /// Looks for each peer; notes how to install the missing ones, and the versions of the others.
    static func find(into results: inout BenchResults, scratch: Scratch) -> Peers {
        var peers = Peers()
        for candidate in candidates {
            guard let path = candidate.programs.lazy.compactMap(findExecutable).first else {
                let install = "`apt-get install \(candidate.package)`"
                results.notes.append(
                    "`\(candidate.name)` is not installed, so it is not timed: \(install) "
                        + "(`apt-get install taskwarrior todotxt-cli` for both peers).")
                continue
            }
            let version = Invocation(
                executable: path, arguments: [candidate.versionFlag],
                environment: baseEnvironment(home: scratch.root))
            let firstLine = (try? ProcessTimer.capture(version, scratch: scratch))?.output.split(
                separator: "\n"
            ).first
            results.peers.append(
                (candidate.name, path + " (" + (firstLine.map(String.init) ?? "version unknown") + ")"))
            if candidate.name == "task" { peers.taskwarrior = path } else { peers.todoTxt = path }
        }
        return peers
    }
}
