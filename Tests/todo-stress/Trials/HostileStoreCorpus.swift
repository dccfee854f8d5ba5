import Foundation
import TestSupport

extension HostileStore {
    /// Every hostile store: the named ones, the good store cut short every `truncationStep`
    /// bytes, and `garbage` files of random bytes.
    static func corpus(truncationStep: Int, garbage: Int, seed: UInt64) -> [HostileStore] {
        named(everyProbe: true) + broken + truncations(step: truncationStep)
            + garbageStores(garbage, seed: seed)
    }

    private static let works = Dictionary(uniqueKeysWithValues: Probe.allCases.map { ($0, Int32(0)) })
    private static let refused = Dictionary(uniqueKeysWithValues: Probe.allCases.map { ($0, Int32(5)) })
    /// The main file reads; what needs the archive fails.
    private static let archiveBroken: [Probe: Int32] = [.list: 0, .export: 5, .show: 5, .doctor: 5, .add: 0]

    /// Stores that are not files, or are files of the wrong kind, or work where documented.
    /// Without `everyProbe`, the huge stores get two probes each, not five: every probe of
    /// them takes a second in a debug build.
    static func named(everyProbe: Bool = false) -> [HostileStore] {
        let few = { (all: [Probe: Int32], kept: [Probe]) in
            everyProbe ? all : all.filter { kept.contains($0.key) }
        }
        return [
            good("a 50 MB title", few(works, [.export, .doctor])).then { store in
                let parts = goodStore.components(separatedBy: "Buy milk")
                try write(parts.joined(separator: String(repeating: "x", count: 50_000_000)), to: store)
            },
            HostileStore(
                "a 50 MB string, unterminated", few(refused, [.list, .add]),
                make: { store in
                    try write(
                        "{\"version\":2,\"tasks\":[{\"title\":\"" + String(repeating: "x", count: 50_000_000),
                        to: store)
                }),
            good("10 MB of white space around a good store", few(works, [.list, .add])) {
                String(repeating: " ", count: 5_000_000) + $0 + String(repeating: "\n", count: 5_000_000)
            },
            HostileStore("an empty file", text: ""),
            HostileStore("only white space", text: " \n\t "),
            HostileStore("NUL bytes", bytes: [UInt8](repeating: 0, count: 64)),
            HostileStore(
                "UTF-16 text", bytes: goodStore.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }),
            HostileStore(
                "invalid UTF-8 in a title",
                bytes: Array(goodStore.utf8).replacing(Array("milk".utf8), with: [0xFF, 0xC0, 0x80])),
            HostileStore("an export array instead of a store", text: "[" + task(1, "Buy milk") + "]"),
            HostileStore("null", text: "null"), HostileStore("a number", text: "42"),
            HostileStore("a string", text: "\"todos\""),
            HostileStore(
                "deeply nested arrays",
                text: "{\"version\":2,\"tasks\":" + String(repeating: "[", count: 100_000)
                    + String(repeating: "]", count: 100_000) + "}"),
            HostileStore(
                "deeply nested unknown member",
                text: "{\"version\":2,\"x\":" + String(repeating: "{\"a\":", count: 100_000) + "1"
                    + String(repeating: "}", count: 100_000) + ",\"tasks\":[]}"),
            HostileStore("a folder in its place") { store in
                try FileManager.default.createDirectory(atPath: store, withIntermediateDirectories: false)
            },
            HostileStore("a FIFO in its place") { store in _ = mkfifo(store, 0o600) },
            HostileStore("a dangling symbolic link") { store in
                try FileManager.default.createSymbolicLink(
                    atPath: store, withDestinationPath: store + ".gone")
            },
            HostileStore("a symbolic link loop") { store in
                try FileManager.default.createSymbolicLink(
                    atPath: store, withDestinationPath: store + ".other")
                try FileManager.default.createSymbolicLink(
                    atPath: store + ".other", withDestinationPath: store)
            },
            HostileStore("a symbolic link to a good store", works) { store in
                let real = URL(fileURLWithPath: store).deletingLastPathComponent().path + "/real"
                try FileManager.default.createDirectory(
                    atPath: real + "/todos.json.archive", withIntermediateDirectories: true)
                try Data(goodStore.utf8).write(to: URL(fileURLWithPath: real + "/todos.json"))
                try Data(goodSegment.utf8).write(
                    to: URL(fileURLWithPath: real + "/todos.json.archive/segment-000001.json"))
                try FileManager.default.createSymbolicLink(
                    atPath: store, withDestinationPath: real + "/todos.json")
            },
            good("a good store", works),
            good("a byte-order mark before a good store", works) { "\u{FEFF}" + $0 },
            good("a version 1 store (migrated)", works, segment: nil) { _ in
                "{\"version\":1,\"tasks\":[" + task(1, "Buy milk") + ","
                    + task(4, "Old news", completed: "2026-01-01T08:00:00Z") + "]}"
            },
            good("a newer version", refused) { $0.replacing("\"version\":2", with: "\"version\":6") },
            good("the lock file is a folder", [.list: 0, .export: 0, .show: 0, .doctor: 5, .add: 5]).then {
                store in
                try FileManager.default.createDirectory(
                    atPath: store + ".lock", withIntermediateDirectories: false)
            },
            good("ids used up to the largest", [.list: 0, .export: 0, .show: 0, .doctor: 0, .add: 5]) {
                $0.replacing("[[1,4]]", with: "[[1,9007199254740991]]")
            },
            good("a listed segment is missing", archiveBroken, segment: nil),
            good("a segment is cut short", archiveBroken, segment: String(goodSegment.prefix(60))),
            good(
                "a segment of a newer version", archiveBroken,
                segment: goodSegment.replacing("\"version\":2", with: "\"version\":9")),
            good(
                "a segment repeats an id", archiveBroken,
                segment: goodSegment.replacing("\n]}", with: ",\n" + task(4, "Again") + "\n]}")),
            good("the archive is a file", archiveBroken, segment: nil).then { store in
                try Data("[]".utf8).write(to: URL(fileURLWithPath: store + ".archive"))
            },
            good("a segment is a FIFO", archiveBroken, segment: nil).then { store in
                try FileManager.default.createDirectory(
                    atPath: store + ".archive", withIntermediateDirectories: true)
                _ = mkfifo(store + ".archive/segment-000001.json", 0o600)
            },
        ] + changeLogs + logs
    }

    /// Damage to the change log: in the main file's JSON it makes the store unreadable; inside an
    /// entry, or in a page, only `log` and `undo` fail (doctor warns), and the tasks stay usable.
    static var changeLogs: [HostileStore] {
        func journal(_ member: String) -> @Sendable (String) -> String {
            { $0.replacing("\n]}\n", with: "\n],\"journal\":" + member + "}\n") }
        }
        let entry =
            #"{"sequence":1,"at":"2026-03-01T09:30:00Z","command":"rm 5","tasks":[{"id":5,"action":"removed"}]"#
        return [
            good(
                "a change log entry with a task that is not one", works,
                edit: journal(
                    #"{"next":2,"pages":[],"recent":{"entries":["# + entry + #","before":[{"id":5}]}]}}"#)),
            good(
                "a change log page that is missing", works,
                edit: journal(
                    #"{"next":9,"pages":[[1,8,8]],"recent":{"entries":[]}}"#
                )),
            good(
                "a change log page that is not three numbers", refused,
                edit: journal(
                    #"{"next":9,"pages":[[1,8,"../page"]],"recent":{"entries":[]}}"#
                )),
            good(
                "a change log entry cut short", refused,
                edit: journal(#"{"next":2,"pages":[],"recent":{"entries":["# + entry)),
            good(
                "a change log past its next number", refused,
                edit: journal(
                    #"{"next":1,"pages":[],"recent":{"entries":["# + entry + #","before":[]}]}}"#)),
        ]
    }

    /// Main files that parse as JSON but break the schema: wrong types, impossible numbers.
    static var broken: [HostileStore] {
        let edits: [(String, String, String)] = [
            ("no version", "\"version\":2,", ""),
            ("version as a string", "\"version\":2", "\"version\":\"2\""),
            ("version 0", "\"version\":2", "\"version\":0"),
            ("version -1", "\"version\":2", "\"version\":-1"),
            ("version 2.5", "\"version\":2", "\"version\":2.5"),
            ("version 1e400", "\"version\":2", "\"version\":1e400"),
            ("a 30-digit version", "\"version\":2", "\"version\":999999999999999999999999999999"),
            ("tasks as an object", "\"tasks\":[", "\"tasks\":{\"a\":["),
            ("id as a string", "{\"id\":1,", "{\"id\":\"1\","),
            ("id 0", "{\"id\":1,", "{\"id\":0,"), ("id -1", "{\"id\":1,", "{\"id\":-1,"),
            ("id 1.5", "{\"id\":1,", "{\"id\":1.5,"),
            ("id 2^53", "{\"id\":1,", "{\"id\":9007199254740992,"),
            ("id 1e400", "{\"id\":1,", "{\"id\":1e400,"),
            ("id 2^64", "{\"id\":1,", "{\"id\":18446744073709551616,"),
            ("duplicate ids", "{\"id\":3,", "{\"id\":1,"),
            ("title as a number", "\"title\":\"Buy milk\"", "\"title\":5"),
            ("title missing", "\"title\":\"Buy milk\",", ""),
            ("createdAt as a number", "\"createdAt\":\"2026-02-01T00:00:00Z\"", "\"createdAt\":0"),
            (
                "completedAt in words", "\"completedAt\":\"2026-03-01T08:00:00Z\"",
                "\"completedAt\":\"yesterday\""
            ),
            ("a year 10000 deadline", "\"deadline\":null", "\"deadline\":\"10000-01-01T00:00:00Z\""),
            ("February 30", "\"deadline\":null", "\"deadline\":\"2026-02-30T00:00:00Z\""),
            ("location as a string", "\"location\":null", "\"location\":\"home\""),
            ("location without a name", "\"location\":null", "\"location\":{\"address\":\"1 Main St\"}"),
            ("usedIds as an object", "\"usedIds\":[[1,4]]", "\"usedIds\":{}"),
            ("usedIds reversed", "[[1,4]]", "[[4,1]]"),
            ("usedIds past 2^64", "[[1,4]]", "[[1,99999999999999999999]]"),
            ("archive as an array", "\"archive\":{", "\"archive\":[{"),
            ("nextSegment at Int.max", "\"nextSegment\":2", "\"nextSegment\":9223372036854775807"),
            ("nextSegment 0", "\"nextSegment\":2", "\"nextSegment\":0"),
            ("a segment file outside the archive", "segment-000001.json", "segment-../../etc/passwd.json"),
            ("a segment file not ours", "segment-000001.json", "todos.json"),
            ("a segment count of 1e309", "\"count\":1", "\"count\":1e309"),
            ("an unclosed object", "\n]}\n", "\n]\n"), ("a trailing comma", "\n]}\n", ",\n]}\n"),
            ("a raw control character in a title", "Buy milk", "Buy\u{01}milk"),
            ("a lone surrogate escape", "Buy milk", "Buy\\ud800milk"),
            ("a bad escape", "Buy milk", "Buy\\qmilk"),
        ]
        return edits.map { name, old, new in good(name, refused) { $0.replacing(old, with: new) } }
    }

    /// The good store cut short at every `step` bytes; a cut that drops only the final newline
    /// leaves a store that works.
    static func truncations(step: Int) -> [HostileStore] {
        let whole = Array(goodStore.utf8)
        return Array(stride(from: 0, to: whole.count, by: step)).map { cut in
            let kept = Array(whole[..<cut])
            let complete =
                String(decoding: kept, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
                == goodStore.trimmingCharacters(in: .whitespacesAndNewlines)
            return good("cut to \(cut) of \(whole.count) bytes", complete ? works : refused).withMainBytes(
                kept)
        }
    }

    /// Random bytes, half of them after a good beginning so the reader gets further in.
    static func garbageStores(_ count: Int, seed: UInt64) -> [HostileStore] {
        var random = SeededRandom(seed: seed)
        return (0..<count).map { index in
            let start = random.chance(50) ? Array("{\"version\":2,\"tasks\":[{\"id\":1,".utf8) : []
            let bytes =
                start
                + (0..<Int.random(in: 1...600, using: &random)).map { _ in
                    UInt8.random(in: 0...255, using: &random)
                }
            return HostileStore("garbage \(index) (seed \(seed))", bytes: bytes)
        }
    }
}

extension HostileStore {
    /// The same store with more done to its folder after it is made.
    func then(_ more: @escaping @Sendable (_ store: String) throws -> Void) -> HostileStore {
        let first = make
        return HostileStore(name, expected) { store in
            try first(store)
            try more(store)
        }
    }

    /// The same store with the main file's bytes exactly `bytes` (a cut may split a character).
    func withMainBytes(_ bytes: [UInt8]) -> HostileStore {
        then { store in try Data(bytes).write(to: URL(fileURLWithPath: store)) }
    }
}
