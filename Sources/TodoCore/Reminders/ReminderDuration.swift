/// How long before its deadline a task is reminded: read from what people type (`10m`, `1h30m`,
/// `2d`, `90 min`, `0`) and shown in words (`10 min`, `1 h 30 min`, `2 days`).
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

    /// `10 min`, `1 h 30 min`, `2 days`, `1 day 6 h`, `45 s`; `0 min` for none at all.
    public static func text(_ seconds: Int) -> String {
        guard seconds > 0 else { return "0 min" }
        let units: [(Int, String, String)] = [
            (604_800, " week", " weeks"), (86_400, " day", " days"), (3600, " h", " h"), (60, " min", " min"),
            (1, " s", " s"),
        ]
        var rest = seconds
        var parts: [String] = []
        for (size, one, many) in units where rest >= size {
            let count = rest / size
            rest %= size
            parts.append(String(count) + (count == 1 ? one : many))
        }
        return parts.joined(separator: " ")
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
