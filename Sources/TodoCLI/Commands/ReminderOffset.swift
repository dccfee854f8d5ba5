import TodoCore

/// How long before its deadline a task is reminded, as people write it: `10m`, `1h`, `2d`, `1w`,
/// `90s`, or `0` for at the deadline.
enum ReminderOffset {
    /// The seconds the text means (as `ReminderDuration` reads it, so also `1h30m` or
    /// `90 min`), or a usage error.
    static func seconds(_ text: String) throws(UsageError) -> Int {
        guard let seconds = ReminderDuration.seconds(reading: text) else { throw .invalidReminder(text) }
        return seconds
    }

    /// The seconds as they are typed: `10m`, `1h30m`, `2d`, `0`.
    static func text(_ seconds: Int) -> String {
        ReminderDuration.text(seconds, .letters)
    }
}
