import Foundation

/// Stores of version 5 with a log of appended changes beside them: a torn last line is
/// ignored, and any other damage makes the store unreadable, never mistaken for data.
extension HostileStore {
    static var logs: [HostileStore] {
        let works = Dictionary(uniqueKeysWithValues: Probe.allCases.map { ($0, Int32(0)) })
        let refused = Dictionary(uniqueKeysWithValues: Probe.allCases.map { ($0, Int32(5)) })
        let added = logLine(
            #"{"after":[\#(task(5, "From the log"))],"usedIds":[[5,5]],"entry":{"sequence":1,"#
                + #""at":"2026-03-01T09:30:00Z","command":"add From the log","tasks":[{"id":5,"#
                + #""title":"From the log","action":"added"}],"before":[]}}"#)
        let removed = logLine(#"{"removed":[1]}"#)
        let header = { (generation: Int) in logLine(#"{"log":1,"generation":\#(generation)}"#) }
        return [
            withLog("a log of two changes", works, header(1) + added + removed),
            withLog(
                "a log whose last change is cut short", works, header(1) + added + String(removed.dropLast(9))
            ),
            withLog(
                "a log whose last change is garbled", works,
                header(1) + added + removed.replacingOccurrences(of: "[1]", with: "[2]")),
            withLog(
                "a log damaged before a good change", refused,
                header(1) + added.replacingOccurrences(of: "From", with: "Frum") + removed),
            withLog("a log of an older generation", works, header(1) + removed, generation: 2),
            withLog("a log of a newer generation", refused, header(3) + removed, generation: 2),
            withLog("an empty log", refused, ""),
            withLog("a log without its header", refused, added + removed),
            withLog("a log of a newer format", refused, logLine(#"{"log":2,"generation":1}"#) + removed),
            withLog(
                "a change that is not one", refused, header(1) + logLine(#"{"after":[{"id":6}]}"#) + removed),
            withLog(
                "a change of an id past the largest", refused,
                header(1) + logLine(#"{"removed":[9007199254740992]}"#)),
            good("a log that is a folder", refused) {
                $0.replacing("\"version\":2", with: "\"version\":5,\"generation\":1")
            }
            .then { store in
                try FileManager.default.createDirectory(
                    atPath: store + ".log", withIntermediateDirectories: false)
            },
        ]
    }

    /// The good store as version 5 of `generation`, with `log` beside it.
    static func withLog(_ name: String, _ expected: [Probe: Int32], _ log: String, generation: Int = 1)
        -> HostileStore
    {
        good(name, expected) {
            $0.replacing("\"version\":2", with: "\"version\":5,\"generation\":\(generation)")
        }
        .then { store in try write(log, to: store + ".log") }
    }

    /// `json`, a tab, its check, a line feed: a line of the log as `todo` writes it. The check is
    /// worked out here from its definition, not by calling `todo`'s own code.
    static func logLine(_ json: String) -> String {
        let bytes = Array(json.utf8)
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(bytes.count)
        var offset = 0
        while offset + 8 <= bytes.count {
            var word: UInt64 = 0
            for index in 0..<8 { word |= UInt64(bytes[offset + index]) << (8 * UInt64(index)) }
            hash = (hash ^ word) &* 0x0000_0100_0000_01B3
            hash ^= hash >> 29
            offset += 8
        }
        while offset < bytes.count {
            hash = (hash ^ UInt64(bytes[offset])) &* 0x0000_0100_0000_01B3
            offset += 1
        }
        let hex = String(hash, radix: 16)
        return json + "\t" + String(repeating: "0", count: 16 - hex.count) + hex + "\n"
    }
}
