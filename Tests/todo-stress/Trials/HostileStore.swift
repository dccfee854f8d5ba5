import Foundation

/// A store no `todo` would write: broken, hostile, or not a file at all, with the exit code each
/// probe must give (5, or 0 where `todo help store` says it works).
struct HostileStore: Sendable, CustomStringConvertible {
    /// The commands run on each store, reading ones first so a change that works comes last.
    enum Probe: String, CaseIterable, Sendable {
        case list, export, show, doctor, add

        var arguments: [String] {
            switch self {
            case .list: return ["list"]
            case .export: return ["export"]
            case .show: return ["show", "4"]
            case .doctor: return ["doctor"]
            case .add: return ["add", "probe"]
            }
        }

        var isReading: Bool { self != .add }
    }

    let name: String
    /// The exit code of each probe; probes left out are not run.
    let expected: [Probe: Int32]
    /// Puts the hostile thing at `store` (and beside it) in an empty folder.
    let make: @Sendable (_ store: String) throws -> Void

    var description: String { name }

    /// Every probe gives `code`.
    init(_ name: String, all code: Int32 = 5, make: @escaping @Sendable (_ store: String) throws -> Void) {
        self.init(name, Dictionary(uniqueKeysWithValues: Probe.allCases.map { ($0, code) }), make: make)
    }

    init(
        _ name: String, _ expected: [Probe: Int32], make: @escaping @Sendable (_ store: String) throws -> Void
    ) {
        self.name = name
        self.expected = expected
        self.make = make
    }

    /// A store whose main file holds `text`, made only when the store is.
    init(_ name: String, text: @autoclosure @escaping @Sendable () -> String, all code: Int32 = 5) {
        self.init(name, all: code) { store in try HostileStore.write(text(), to: store) }
    }

    init(_ name: String, bytes: @autoclosure @escaping @Sendable () -> [UInt8], all code: Int32 = 5) {
        self.init(name, all: code) { store in try Data(bytes()).write(to: URL(fileURLWithPath: store)) }
    }

    /// A good version 2 store: three active tasks, an archive of one segment holding task 4.
    static let goodStore = """
        {"version":2,"usedIds":[[1,4]],"archive":{"nextSegment":2,"segments":[
        {"file":"segment-000001.json","count":1,"lowestId":4,"highestId":4}]},"tasks":[
        \(task(1, "Buy milk")),
        \(task(2, "Pay rent", completed: "2026-03-01T08:00:00Z")),
        \(task(3, "Call mum"))
        ]}

        """

    static let goodSegment =
        "{\"version\":2,\"tasks\":[\n\(task(4, "Old news", completed: "2026-01-01T08:00:00Z"))\n]}\n"

    static func task(_ id: Int, _ title: String, completed: String? = nil) -> String {
        let completion = completed.map { "\"\($0)\"" } ?? "null"
        return "{\"id\":\(id),\"uuid\":\"00000000-0000-4000-8000-00000000000\(id)\",\"title\":\"\(title)\","
            + "\"description\":null,\"deadline\":null,\"location\":null,\"createdAt\":\"2026-02-01T00:00:00Z\","
            + "\"completedAt\":\(completion)}"
    }

    /// The good store with its segment, `edit` applied to the main file's text first.
    static func good(
        _ name: String, _ expected: [Probe: Int32], segment: String? = goodSegment,
        edit: @escaping @Sendable (String) -> String = { $0 }
    ) -> HostileStore {
        HostileStore(name, expected) { store in
            try write(edit(goodStore), to: store)
            guard let segment else { return }
            try FileManager.default.createDirectory(
                atPath: store + ".archive", withIntermediateDirectories: true)
            try write(segment, to: store + ".archive/segment-000001.json")
        }
    }

    /// Writes `text` as UTF-8; `data(using:)` is compiled optimized, so 50 MB take no time
    /// even in a debug build.
    static func write(_ text: String, to path: String) throws {
        try (text.data(using: .utf8) ?? Data()).write(to: URL(fileURLWithPath: path))
    }
}
