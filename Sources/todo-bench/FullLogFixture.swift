import Foundation
import TodoCore

/// A copy of a store whose log of appended changes is as full as it gets: one more change
/// would compact it into the main file. `list` reads the main file and folds the log onto it,
/// and this is the most it ever folds.
///
/// How full that is, is found the way a user finds it: changes are made one after another
/// (in-process, through the same `TodoStore` the commands use) until one compacts the store;
/// then again, each time with the log kept first, until one compacts it again, whose log is
/// then put back as it was before it, with the main file and index of before.
enum FullLogFixture {
    static func make(copying folder: Scratch, tasks: [TodoTask], now: Instant) throws -> (
        store: String, changes: Int, bytes: Int
    ) {
        let files = FileManager.default
        try files.copyItem(atPath: folder.path("store"), toPath: folder.path("store-log"))
        let store = folder.path("store-log/todos.json")
        var changes = Changes(store: store, open: tasks.filter { !$0.isCompleted }.map(\.id), now: now)
        var size = logSize(store)
        while changes.made < 100_000 {
            try changes.make()
            let after = logSize(store)
            if after < size { break }
            size = after
        }
        for name in ["", ".index"] {
            try? files.removeItem(atPath: store + name + ".kept")
            try files.copyItem(atPath: store + name, toPath: store + name + ".kept")
        }
        var held = 0
        while changes.made < 200_000 {
            try? files.removeItem(atPath: store + ".log.kept")
            try files.copyItem(atPath: store + ".log", toPath: store + ".log.kept")
            let before = logSize(store)
            try changes.make()
            if logSize(store) < before { break }
            held += 1
        }
        for name in ["", ".index", ".log"] {
            try files.removeItem(atPath: store + name)
            try files.moveItem(atPath: store + name + ".kept", toPath: store + name)
        }
        return (store, held, logSize(store))
    }

    /// Completions and adds in turn: a completion's record holds the task twice (before and
    /// after), an add's once.
    private struct Changes {
        let store: String
        let open: [Int]
        let now: Instant
        var made = 0

        mutating func make() throws {
            defer { made += 1 }
            let now = now
            if made % 2 == 0 {
                let id = open[(made / 2) % open.count]
                try TodoStore(path: store, command: "complete \(id)").update(now: now, scope: .only([id])) {
                    list in
                    _ = try list.complete(ids: [id], now: now)
                }
            } else {
                let title = "Bench log task \(made)"
                let uuid = "bench-log-\(made)"
                try TodoStore(path: store, command: "add \(title)").update(now: now, scope: .only([])) {
                    list in
                    _ = try list.add(TaskEdits(title: title), now: now, uuid: uuid)
                }
            }
        }
    }

    private static func logSize(_ store: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: store + ".log"))?[.size] as? Int) ?? 0
    }
}
