import Foundation
import TodoCore

/// A copy of a store whose log of appended changes is as full as it gets: one more change
/// would compact it into the main file. `list` reads the main file and folds the log onto it,
/// and this is the most it ever folds.
///
/// How full that is, is found the way a user finds it: changes are made one after another
/// (in-process, through the same `TodoStore` the commands use) until one compacts, which shows
/// how many the log holds; then as many, less one, are made again.
enum FullLogFixture {
    static func make(copying folder: Scratch, tasks: [TodoTask], now: Instant) throws -> (
        store: String, changes: Int, bytes: Int
    ) {
        try FileManager.default.copyItem(atPath: folder.path("store"), toPath: folder.path("store-log"))
        let store = folder.path("store-log/todos.json")
        let open = tasks.filter { !$0.isCompleted }.map(\.id)
        var made = 0
        func change() throws {
            defer { made += 1 }
            // Completions and adds in turn: a completion's record holds the task twice (before
            // and after), an add's once.
            if made % 2 == 0 {
                let id = open[(made / 2) % open.count]
                try TodoStore(path: store, command: "complete \(id)").update(now: now, scope: .only([id])) {
                    list in
                    _ = try list.complete(ids: [id], now: now)
                }
            } else {
                let title = "Bench log task \(made)"
                try TodoStore(path: store, command: "add \(title)").update(now: now, scope: .only([])) {
                    list in
                    _ = try list.add(TaskEdits(title: title), now: now, uuid: "bench-log-\(made)")
                }
            }
        }
        var size = logSize(store)
        while made < 100_000 {
            try change()
            let after = logSize(store)
            if after < size { break }
            size = after
        }
        let held = made - 1
        for _ in 0..<max(0, held - 1) { try change() }
        let bytes = logSize(store)
        guard bytes >= size * 9 / 10 else {
            throw SpawnError(
                description: "the full log of \(store) compacted early (\(bytes) of \(size) bytes)")
        }
        return (store, max(0, held - 1), bytes)
    }

    private static func logSize(_ store: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: store + ".log"))?[.size] as? Int) ?? 0
    }
}
