import TodoCore

/// How long before its deadline a task is reminded, as people write it: `10m`, `1h`, `2d`, `1w`,
/// `90s`, or `0` for at the deadline.
enum ReminderOffset {
    private static let units: [(letter: Character, seconds: Int)] = [
        ("w", 604_800), ("d", 86_400), ("h", 3600), ("m", 60), ("s", 1),
    ]

    /// The seconds the text means (as `ReminderDuration` reads it, so also `1h30m` or
    /// `90 min`), or a usage error.
    static func seconds(_ text: String) throws(UsageError) -> Int {
        guard let seconds = ReminderDuration.seconds(reading: text) else { throw .invalidReminder(text) }
        return seconds
    }

    /// The seconds in the largest unit that divides them: 600 is `10m`, 7200 is `2h`.
    static func text(_ seconds: Int) -> String {
        guard seconds != 0 else { return "0" }
        let unit = units.first { seconds % $0.seconds == 0 } ?? (letter: "s", seconds: 1)
        return String(seconds / unit.seconds) + String(unit.letter)
    }
}
