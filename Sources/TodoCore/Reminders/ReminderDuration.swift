/// How long before its deadline a task is reminded: read from what people type (`10m`, `1h30m`,
/// `2d`, `90 min`, `0`) and shown in words (`10 min`, `1 h 30 min`, `2 days`) or as typed (`1h30m`).
public enum ReminderDuration {
    /// The longest reminder a task may ask for: a year before its deadline.
    public static let longest = TaskFields.longestRemindBefore

    /// The seconds `text` names, or nil when it is not a duration or is longer than `longest`.
    /// A duration is `0`, or numbers each followed by a unit (`s`, `m`/`min`, `h`, `d`, `w` and
    /// their longer spellings), with or without spaces, case ignored.
    public static func seconds(reading text: String) -> Int? {
        let bytes = Array(text.trimmed.lowercased().utf8)
        if bytes == [UInt8(ascii: "0")] { return 0 }
        var index = 0
        var total = 0
        var parts = 0
        while index < bytes.count {
            guard let number = readNumber(bytes, &index) else { return nil }
            skipSpaces(bytes, &index)
            let start = index
            while index < bytes.count, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[index]) {
                index += 1
            }
            guard let unit = unitSeconds[String(decoding: bytes[start..<index], as: UTF8.self)] else {
                return nil
            }
            let (product, overflow) = number.multipliedReportingOverflow(by: unit)
            guard !overflow, product <= longest else { return nil }
            total += product
            guard total <= longest else { return nil }
            parts += 1
            skipSpaces(bytes, &index)
        }
        return parts > 0 ? total : nil
    }

    /// How `text` spells a duration.
    public enum Spelling: Sendable {
        /// `10 min`, `1 h 30 min`, `2 days`, `0 min`: for sentences.
        case words
        /// `10m`, `1h30m`, `2d`, `0`: as people type it, which `seconds(reading:)` reads back.
        case letters
    }

    /// The duration in its units from weeks down to seconds, each used when it is not 0:
    /// `1 day 6 h`, `45 s` (or `1d6h`, `45s`).
    public static func text(_ seconds: Int, _ spelling: Spelling = .words) -> String {
        let words = spelling == .words
        guard seconds > 0 else { return words ? "0 min" : "0" }
        let units: [(size: Int, letter: String, one: String, many: String)] = [
            (604_800, "w", " week", " weeks"), (86_400, "d", " day", " days"), (3600, "h", " h", " h"),
            (60, "m", " min", " min"), (1, "s", " s", " s"),
        ]
        var rest = seconds
        var parts: [String] = []
        for unit in units where rest >= unit.size {
            let count = rest / unit.size
            rest %= unit.size
            parts.append(String(count) + (words ? (count == 1 ? unit.one : unit.many) : unit.letter))
        }
        return parts.joined(by: words ? " " : "")
    }

    private static let unitSeconds: [String: Int] = {
        var table: [String: Int] = [:]
        for (names, seconds) in [
            (["s", "sec", "secs", "second", "seconds"], 1), (["m", "min", "mins", "minute", "minutes"], 60),
            (["h", "hr", "hrs", "hour", "hours"], 3600), (["d", "day", "days"], 86_400),
            (["w", "wk", "wks", "week", "weeks"], 604_800),
        ] {
            for name in names { table[name] = seconds }
        }
        return table
    }()

    private static func readNumber(_ bytes: [UInt8], _ index: inout Int) -> Int? {
        var number = 0
        let start = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
            number = number * 10 + Int(bytes[index] - UInt8(ascii: "0"))
            guard number <= longest else { return nil }
            index += 1
        }
        return index > start ? number : nil
    }

    private static func skipSpaces(_ bytes: [UInt8], _ index: inout Int) {
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
    }
}
