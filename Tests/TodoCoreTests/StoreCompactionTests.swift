import Foundation
import TestSupport
import Testing

@testable import TodoCore

/// When the store is written whole, and what that keeps: a store of an older version is
/// upgraded by its first change, the log is folded in once it outgrows its share of the main
/// file, and a task no change touched is written back byte for byte.
@Suite struct StoreCompactionTests {
    let folder = TemporaryFolder()
    var store: TodoStore { TodoStore(path: folder.file("todos.json")) }

    func text(_ name: String) -> String { String(decoding: folder.bytes(name) ?? [], as: UTF8.self) }
    func generation() throws -> Int {
        try StoreSnapshot(files: StoreFiles(resolving: store.path), archived: .none).document.generation
    }

    func add(_ title: String, at now: Instant = referenceNow) throws {
        try store.update(now: now, scope: .only([])) { list in
            _ = try list.add(TaskEdits(title: title), now: now, uuid: title)
        }
    }

    /// A store as version 4 wrote it: the tasks, then the change log.
    static let versionFour = """
        {"version":4,"usedIds":[[1,3]],"archive":{"nextSegment":1,"segments":[]},"tasks":[
        {"id":1,"uuid":"a","title":"Open","description":"kept as it was","deadline":null,"location":null,"createdAt":"2026-02-01T00:00:00Z","completedAt":null,"tags":["x"]},
        {"id":3,"uuid":"c","title":"Later","description":null,"deadline":null,"location":null,"createdAt":"2026-02-02T00:00:00Z","completedAt":null}
        ],
        "journal":{"next":3,"pages":[],"recent":{"entries":[
        {"sequence":2,"at":"2026-02-03T00:00:00Z","command":"rm 2","tasks":[{"id":2,"title":"Gone","action":"removed"}],"before":[{"id":2,"uuid":"b","title":"Gone","description":null,"deadline":null,"location":null,"createdAt":"2026-02-01T00:00:00Z","completedAt":null}]}
        ]}}}

        """

    @Test func aStoreOfVersionFourIsUpgradedByItsFirstChange() throws {
        folder.write(Self.versionFour, to: "todos.json")
        #expect(try store.read().tasks.map(\.title) == ["Open", "Later"])
        try add("New")
        let upgraded = text("todos.json")
        #expect(upgraded.hasPrefix(#"{"version":5,"generation":1,"usedIds":[[1,4]],"#))
        let taskLine = Self.versionFour.split(separator: "\n")[1]
        #expect(upgraded.contains(taskLine), "a task no change touched is written back as it was")
        #expect(
            upgraded.firstRange(of: "\"journal\"")?.lowerBound ?? upgraded.endIndex
                < upgraded.firstRange(of: "\"tasks\"")?.lowerBound ?? upgraded.startIndex)
        #expect(text("todos.json.log").split(separator: "\n").count == 1, "a new, empty log")
        #expect(folder.names().contains("todos.json.index"))
        #expect(try store.read().tasks.map(\.title) == ["Open", "Later", "New"])
        #expect(try store.log().map(\.command) == ["", "rm 2"])
        try store.undo(2, now: referenceNow)
        #expect(try store.read().tasks.map(\.title) == ["Open", "Gone", "Later"])
    }

    @Test func theLogIsCompactedOnceItOutgrowsItsShareAndNeverPassesIt() throws {
        try add("first")
        var generations: Set<Int> = []
        for number in 1...80 {
            try add("task \(number) with a title long enough to fill the log a little sooner")
            let main = folder.bytes("todos.json")?.count ?? 0
            let log = folder.bytes("todos.json.log")?.count ?? 0
            #expect(log <= StoreLog.limit(mainSize: main), "after change \(number)")
            generations.insert(try generation())
        }
        #expect(generations.count >= 3, "compacted more than once: \(generations.sorted())")
        #expect(try store.read().tasks.count == 81)
        #expect(try store.log().count == 81)
    }

    @Test func anUnchangedTaskIsWrittenBackByteForByteByACompaction() throws {
        try store.update(now: referenceNow) { list in
            _ = try list.add(TaskEdits(title: "Päy \"rent\" \u{1B}"), now: referenceNow, uuid: "a")
            _ = try list.add(TaskEdits(title: "Other"), now: referenceNow, uuid: "b")
        }
        // A task line as another todo might have written it: members in another order.
        let original = text("todos.json")
        let line = try #require(original.split(separator: "\n").first { $0.contains(#""uuid":"b""#) })
        let reordered = #"{"id":2,"title":"Other","uuid":"b","createdAt":"2026-03-01T09:30:00Z"}"#
        folder.write(original.replacing(line, with: reordered), to: "todos.json")
        try store.update(now: referenceNow, scope: .all(archived: .none)) { list in
            _ = try list.complete(ids: [1], now: referenceNow)
        }
        try store.compact(now: referenceNow)
        #expect(text("todos.json").contains(reordered), "copied as read, not written anew")
        #expect(try store.read().task(id: 1)?.completedAt == referenceNow)
    }

    @Test func aChangeThatChangesNothingAppendsNothingAndAnUndoAppends() throws {
        try add("a")
        _ = try store.update(now: referenceNow, scope: .only([1])) { list in
            try list.complete(ids: [1], now: referenceNow)
        }
        let log = folder.bytes("todos.json.log")
        _ = try store.update(now: referenceNow + hour, scope: .only([1])) { list in
            try list.complete(ids: [1], now: referenceNow + hour)
        }
        #expect(folder.bytes("todos.json.log") == log)
        try store.undo(1, now: referenceNow + hour)
        let lines = text("todos.json.log").split(separator: "\n")
        #expect(lines.count == 3 && lines[2].contains(#""reverted":[{"sequence":2"#))
        #expect(try store.read().task(id: 1)?.completedAt == nil)
    }

    @Test func aClearedTaskMovesToTheArchiveWithTheNextChange() throws {
        try add("a")
        try add("b")
        _ = try store.update(now: referenceNow, scope: .only([1])) { list in
            try list.complete(ids: [1], now: referenceNow)
        }
        let before = try generation()
        try add("c", at: referenceNow + day - minute)
        #expect(try generation() == before, "not cleared yet: appended")
        try add("d", at: referenceNow + day)
        #expect(try generation() == before + 1)
        #expect(folder.names(in: "todos.json.archive").count == 1)
        #expect(try store.read().tasks.map(\.title) == ["b", "c", "d"])
        #expect(try store.read(archived: .all).tasks.count == 4)
    }

    @Test func aStoreThatDoesNotExistIsNotCompactedIntoBeing() throws {
        try store.compact(now: referenceNow)
        #expect(folder.names().isEmpty)
    }
}
