import Foundation
import TestSupport
import Testing

@testable import TodoCLI

/// A random sequence of commands, undos and goal commands among them, followed by `undo N`,
/// leaves the store as it was N changes ago: `export` and `goal history` print the same bytes.
@Suite struct UndoPropertyTests {
    /// Exports are taken at this instant, so that the derived `state` of a task does not depend
    /// on when the export was taken.
    static let exportTime = "2030-01-01T00:00:00Z"

    /// The commands a user types, on the ids of the store as it is.
    struct CommandMaker {
        var random: SeededRandom
        var counter = 0

        mutating func next(highestId: Int) -> [String] {
            counter += 1
            let number = Int.random(in: 1...max(1, highestId + 1), using: &random)
            let id = String(number)
            switch Int.random(in: 0..<17, using: &random) {
            case 0, 1, 2:
                var words = ["add", "task \(counter)"]
                if Bool.random(using: &random) { words += ["-d", "details \(counter)\nsecond line"] }
                if Bool.random(using: &random) {
                    words += ["--due", "+\(Int.random(in: 1...72, using: &random))h"]
                }
                return words
            case 3, 4: return ["done", id]
            case 5: return ["undone", id]
            case 6: return ["edit", id, "--title", "edited \(counter)", "-l", "place \(counter)"]
            case 7: return ["edit", id, Bool.random(using: &random) ? "--no-due" : "--no-description"]
            case 8: return ["rm", id]
            case 9: return ["rm", "\(max(1, number - 2))-\(id)"]
            case 10: return ["import", "-"]
            case 12: return ["goal", "set", "goal \(counter)", "-t", id, "--replace"]
            case 13: return ["goal", Bool.random(using: &random) ? "done" : "undone"]
            case 14: return ["goal", "add", "goal task \(counter)"]
            case 15:
                return Bool.random(using: &random) ? ["goal", "carry", "--replace"] : ["goal", "remove", id]
            default: return ["undo", String(Int.random(in: 1...3, using: &random))]
            }
        }
    }

    /// The store as `export` (every task) and `goal history` (every day's goal) print it.
    struct Snapshot: Equatable {
        let tasks: String
        let goals: String
    }

    func exported(_ sandbox: Sandbox) -> Snapshot {
        let now = sandbox.now
        sandbox.now = Self.exportTime
        defer { sandbox.now = now }
        return Snapshot(
            tasks: sandbox.run("export").output, goals: sandbox.run("goal", "history", "--json").output)
    }

    func logCount(_ sandbox: Sandbox) -> Int {
        let output = sandbox.run("log", "--json").output
        return ((try? JSONSerialization.jsonObject(with: Data(output.utf8))) as? [Any])?.count ?? -1
    }

    /// Records from the store as it is, some renamed (so the import updates them), and new ones.
    func importFile(from exported: String, counter: Int) -> String {
        let objects = (try? JSONSerialization.jsonObject(with: Data(exported.utf8))) as? [[String: Any]] ?? []
        var records: [[String: Any]] = objects.prefix(2).map { object in
            var record = object
            record["title"] = "imported over \(counter)"
            return record
        }
        records.append(["title": "imported \(counter)", "completedAt": "2026-02-01T00:00:00Z"])
        let data = (try? JSONSerialization.data(withJSONObject: records)) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    @Test(arguments: 1...12)
    func undoingNChangesGivesBackTheStoreOfNChangesAgo(seed: UInt64) throws {
        let sandbox = Sandbox()
        var maker = CommandMaker(random: SeededRandom(seed: seed))
        // The store and the length of its log as they are now: each step exports and reads the
        // log once, after its command.
        var current = exported(sandbox)
        var entries = logCount(sandbox)
        var states = [current]
        var clock = Date(timeIntervalSince1970: 1_772_357_400)
        var highestId = 0
        var tally = (changes: 0, undone: 0, refused: 0)
        for _ in 0..<80 {
            clock += Double(Int.random(in: 0...(10 * 3600), using: &maker.random))
            sandbox.now = ISO8601DateFormatter().string(from: clock)
            let before = states.last
            let words = maker.next(highestId: highestId)
            let result = sandbox.run(words, input: importFile(from: current.tasks, counter: maker.counter))
            let after = exported(sandbox)
            let entriesBefore = entries
            current = after
            entries = logCount(sandbox)
            highestId = max(highestId, maxId(after.tasks))
            if words[0] == "undo" {
                let count = Int(words[1]) ?? 0
                if count < states.count {
                    #expect(result.status == 0, "\(words): \(result.errors)")
                    states.removeLast(count)
                    tally.undone += count
                } else {
                    #expect(result.status == 3, "\(words): \(result.errors)")
                    tally.refused += 1
                }
                #expect(after == states.last, "seed \(seed): \(words) did not give back the store before")
                continue
            }
            #expect(entries == entriesBefore + (after == before ? 0 : 1), "seed \(seed): \(words)")
            if after != before {
                states.append(after)
                tally.changes += 1
            }
        }
        #expect(tally.changes >= 12 && tally.undone >= 3, "seed \(seed): too few changes or undos: \(tally)")
        try #require(states.count > 1, "seed \(seed): no change left to undo: \(tally)")
        let count = Int.random(in: 1...(states.count - 1), using: &maker.random)
        let result = sandbox.run("undo", String(count))
        #expect(result.status == 0, "\(result.errors)")
        #expect(exported(sandbox) == states[states.count - 1 - count], "seed \(seed): undo \(count)")
    }

    func maxId(_ exported: String) -> Int {
        let objects = (try? JSONSerialization.jsonObject(with: Data(exported.utf8))) as? [[String: Any]] ?? []
        return objects.compactMap { $0["id"] as? Int }.max() ?? 0
    }
}
