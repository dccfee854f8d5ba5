import Foundation

/// What a stress run did, by section and in total, printed so it can be pasted into the README.
struct StressFigures {
    private(set) var sections: [(name: String, text: String)] = []
    private(set) var total = TrialTally()
    var kills = 0
    /// Kills that ended a todo still running (the others came just after it exited).
    var killsLanded = 0
    var faults = 0
    var badInputs = 0
    var hostileStores = 0
    var commandLines = 0

    mutating func add(_ name: String, _ tally: TrialTally, _ text: String) {
        sections.append((name, text))
        total = total + tally
    }

    /// The whole report; `wallTime` in seconds.
    func report(header: [(String, String)], wallTime: Double) -> String {
        var lines = header.map { Self.padded($0.0, 10) + $0.1 }
        lines.append("")
        lines += sections.map { Self.padded($0.name, 10) + $0.text }
        lines.append("")
        let minutes = Int(wallTime) / 60
        let rows: [(String, String)] = [
            ("processes run", Self.grouped(total.runs)),
            ("changes acknowledged", Self.grouped(total.acknowledged)),
            ("kills", Self.grouped(kills) + " (\(Self.grouped(killsLanded)) while todo was running)"),
            ("faults tried", Self.grouped(faults)),
            (
                "bad inputs tried",
                Self.grouped(badInputs)
                    + " (\(Self.grouped(hostileStores)) stores, \(Self.grouped(commandLines)) command lines)"
            ),
            ("tasks lost", Self.grouped(total.lost)),
            ("unexpected exits or signals", Self.grouped(total.unexpected)),
            ("wall time", (minutes > 0 ? "\(minutes) min " : "") + "\(Int(wallTime) % 60) s"),
        ]
        lines += rows.map { Self.padded($0.0, 30) + $0.1 }
        if !total.isClean {
            lines.append("")
            lines.append("PROBLEMS (\(total.problemCount)):")
            lines.append(total.report)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// 100000 as "100,000".
    static func grouped(_ number: Int) -> String {
        let digits = String(number)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result += "," }
            result.append(digit)
        }
        return result
    }

    private static func padded(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(1, width - text.count))
    }
}
