import Foundation
import TestSupport
import Testing

@testable import TodoCore

/// Changes appended to the log and folded onto the main file: every reader sees what the
/// changes made, before a compaction and after it, and the fast readers agree with the full one.
@Suite struct StoreLogFoldTests {
    let folder = TemporaryFolder()
    var store: TodoStore { TodoStore(path: folder.file("todos.json")) }

    func lines(_ name: String) -> Int { folder.bytes(name)?.filter { $0 == 0x0A }.count ?? 0 }

    /// A task as the views below show it.
    static func line(_ task: TodoTask) -> String {
        "\(task.id) \(task.title) \(task.completedAt.map(\.iso8601) ?? "-") \(task.remindedAt.map(\.iso8601) ?? "-")"
    }

    /// What a list says of a store, as one comparable value.
    static func view(_ list: TodoList) -> [String] {
        list.tasks.sorted { $0.id < $1.id }.map(line) + [
            "used \(list.usedIds.ranges)", "goals \(list.goals.goals.map(\.title))",
            "fields \(list.fieldDeclarations.map(\.name))",
        ]
    }

    /// What `read()` says of the store, checked against what the other readers say.
    func seen() throws -> [String] {
        let list = try store.read()
        let summaries = try store.readSummaries()
        let reminders = try store.readReminders()
        #expect(summaries.tasks.map(\.id) == list.tasks.map(\.id), "list reads the same tasks as read()")
        #expect(summaries.tasks.map { summaries.string($0.title) } == list.tasks.map(\.title))
        #expect(reminders.tasks.map(\.id) == list.tasks.map(\.id))
        #expect(reminders.tasks.map(\.remindedAt) == list.tasks.map(\.remindedAt))
        #expect(try store.readRecentGoals() == list.goals)
        #expect(store.schema().userFields.map(\.name) == list.fieldDeclarations.map(\.name))
        return Self.view(list)
    }

    /// A random change, and the tasks a change that makes it needs.
    static func randomChange(_ step: Int, ids: [Int], now: Instant, random: inout SeededRandom) -> (
        change: (inout TodoList) throws -> Void, scope: TaskScope
    ) {
        let kind = ids.isEmpty ? 0 : Int.random(in: 0..<8, using: &random)
        let id = ids.randomElement(using: &random) ?? 1
        switch kind {
        case 0, 1, 2:
            return (
                { list in _ = try list.add(TaskEdits(title: "task \(step)"), now: now, uuid: "u\(step)") },
                kind == 0 ? .all(archived: .none) : .only([])
            )
        case 3: return ({ list in _ = try list.complete(ids: [id], now: now) }, .only([id]))
        case 4:
            return (
                { list in _ = try list.edit(ids: [id], edits: TaskEdits(title: "edited \(step)"), now: now) },
                .only([id])
            )
        case 5: return ({ list in _ = try list.delete(ids: [id]) }, .only([id]))
        case 6:
            return (
                { list in
                    _ = try list.setGoal(
                        "goal \(step)", tasks: [.id(id)], on: CivilDate(daysSince1970: 20_513), now: now,
                        replacing: true, makeUUID: { "g\(step)" })
                }, .all(archived: .none)
            )
        default:
            return (
                { list in list.fieldDeclarations.append(FieldDeclaration(name: "f\(step)", type: .text)) },
                .all(archived: .none)
            )
        }
    }

    /// Random changes, each checked against a list changed the same way in memory, and the store
    /// compacted now and then: the log's fold and the compacted file read the same.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func foldedChangesReadAsTheListThatMadeThem(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        var model = TodoList(tasks: [])
        var now = referenceNow
        for step in 0..<120 {
            now = now + minute
            let (change, scope) = Self.randomChange(
                step, ids: model.tasks.map(\.id), now: now, random: &random)
            var attempt = model
            guard (try? change(&attempt)) != nil else { continue }
            model = attempt
            try store.update(now: now, scope: scope) { list in try change(&list) }
            if step % 37 == 36 { try store.compact(now: now) }
            #expect(try seen() == Self.view(model), "step \(step)")
        }
        let before = try seen()
        try store.compact(now: now)
        #expect(lines("todos.json.log") == 1)
        #expect(try seen() == before, "compacted, the store reads as the log's fold did")
    }

    @Test func aChangeIsAppendedAndTheMainFileLeftAsItWas() throws {
        try store.update(now: referenceNow) { list in
            _ = try list.add(TaskEdits(title: "a"), now: referenceNow, uuid: "u")
        }
        let main = folder.bytes("todos.json")
        for title in ["b", "c"] {
            try store.update(now: referenceNow, scope: .only([])) { list in
                _ = try list.add(TaskEdits(title: title), now: referenceNow, uuid: title)
            }
        }
        try store.update(now: referenceNow, scope: .only([1])) { list in
            _ = try list.complete(ids: [1], now: referenceNow)
        }
        #expect(folder.bytes("todos.json") == main)
        #expect(lines("todos.json.log") == 4)
        #expect(try store.read().tasks.map(\.title) == ["a", "b", "c"])
        #expect(try store.read().task(id: 1)?.completedAt == referenceNow)
        #expect(try store.log().map(\.command.isEmpty) == [true, true, true, true])
        #expect(try store.log().map(\.sequence) == [4, 3, 2, 1])
    }

    @Test func aTornTailIsIgnoredAndCutOffByTheNextChange() throws {
        try store.update(now: referenceNow) { list in
            _ = try list.add(TaskEdits(title: "a"), now: referenceNow, uuid: "u")
        }
        try store.update(now: referenceNow, scope: .only([])) { list in
            _ = try list.add(TaskEdits(title: "b"), now: referenceNow, uuid: "v")
        }
        let good = folder.bytes("todos.json.log") ?? []
        let torn = Array(LogRecord(removed: [1]).line().dropLast(7))
        FileManager.default.createFile(atPath: folder.file("todos.json.log"), contents: Data(good + torn))
        #expect(try store.read().tasks.map(\.title) == ["a", "b"], "the torn change is not there")
        #expect(try store.readSummaries().tasks.count == 2)
        try store.update(now: referenceNow, scope: .only([])) { list in
            _ = try list.add(TaskEdits(title: "c"), now: referenceNow, uuid: "w")
        }
        let after = folder.bytes("todos.json.log") ?? []
        #expect(Array(after.prefix(good.count)) == good && after.last == 0x0A)
        #expect(try store.read().tasks.map(\.title) == ["a", "b", "c"])
        #expect(try after.withUnsafeBufferPointer { try StoreLog.parse($0) }.tornLength == 0)
    }

    @Test func aDamagedLogIsNeverWrittenOver() throws {
        try store.update(now: referenceNow) { list in
            _ = try list.add(TaskEdits(title: "a"), now: referenceNow, uuid: "u")
        }
        for title in ["b", "c"] {
            try store.update(now: referenceNow, scope: .only([])) { list in
                _ = try list.add(TaskEdits(title: title), now: referenceNow, uuid: title)
            }
        }
        var bytes = folder.bytes("todos.json.log") ?? []
        let secondLine = bytes.firstIndex(of: 0x0A).map { $0 + 10 } ?? 0
        bytes[secondLine] ^= 0x20
        FileManager.default.createFile(atPath: folder.file("todos.json.log"), contents: Data(bytes))
        let before = (folder.bytes("todos.json"), folder.bytes("todos.json.log"))
        let log = folder.file("todos.json.log")
        let reads: [() throws -> Void] = [
            { _ = try store.read() }, { _ = try store.readSummaries() }, { _ = try store.readReminders() },
            { _ = try store.readGoals() }, { _ = try store.log() },
        ]
        for read in reads {
            do {
                try read()
                Issue.record("a damaged log was read")
            } catch {
                guard case .corrupt(let path, let problem)? = error as? StoreError else {
                    Issue.record("\(error)")
                    continue
                }
                #expect(path == log && problem.contains("line 2 is damaged"))
            }
        }
        for scope in [TaskScope.only([]), .all(archived: .none)] {
            #expect(throws: StoreError.self) {
                try store.update(now: referenceNow, scope: scope) { list in
                    _ = try list.add(TaskEdits(title: "d"), now: referenceNow, uuid: "d")
                }
            }
        }
        #expect(throws: StoreError.self) { try store.compact(now: referenceNow) }
        #expect((folder.bytes("todos.json"), folder.bytes("todos.json.log")) == before)
        #expect(!StoreHealth(inspecting: store.path, now: referenceNow).isUsable)
    }

    /// Between a compaction's two renames, the new main file stands beside the old log, whose
    /// changes it holds already: readers ignore the log, and the next change starts a new one.
    @Test func aLogOfAnOlderGenerationIsIgnoredAndReplaced() throws {
        try store.update(now: referenceNow) { list in
            _ = try list.add(TaskEdits(title: "a"), now: referenceNow, uuid: "u")
        }
        try store.update(now: referenceNow, scope: .only([])) { list in
            _ = try list.add(TaskEdits(title: "b"), now: referenceNow, uuid: "v")
        }
        let oldLog = folder.bytes("todos.json.log") ?? []
        try store.compact(now: referenceNow)
        FileManager.default.createFile(atPath: folder.file("todos.json.log"), contents: Data(oldLog))
        #expect(try store.read().tasks.map(\.title) == ["a", "b"], "not b twice, nor a log applied twice")
        #expect(try store.readSummaries().tasks.count == 2)
        try store.update(now: referenceNow, scope: .only([])) { list in
            _ = try list.add(TaskEdits(title: "c"), now: referenceNow, uuid: "w")
        }
        #expect(try store.read().tasks.map(\.title) == ["a", "b", "c"])
        #expect(lines("todos.json.log") == 1, "the change compacted, and the old log was replaced")
    }

    /// A log of a newer generation than the main file beside it belongs to another main file:
    /// the store cannot be read, and nothing is written.
    @Test func aLogOfANewerGenerationMakesTheStoreUnreadable() throws {
        try store.update(now: referenceNow) { list in
            _ = try list.add(TaskEdits(title: "a"), now: referenceNow, uuid: "u")
        }
        let oldMain = folder.bytes("todos.json") ?? []
        try store.compact(now: referenceNow)
        FileManager.default.createFile(atPath: folder.file("todos.json"), contents: Data(oldMain))
        #expect(throws: StoreError.self) { try store.read() }
        #expect(throws: StoreError.self) { try store.readSummaries() }
        #expect(throws: StoreError.self) {
            try store.update(now: referenceNow, scope: .only([])) { list in
                _ = try list.add(TaskEdits(title: "b"), now: referenceNow, uuid: "v")
            }
        }
        #expect(folder.bytes("todos.json") == oldMain)
    }
}
