import TodoCore

/// The task-field options `add` and `edit` share, declared once.
enum TaskOptions {
    static let description = OptionSpec(
        "description", short: "d", value: "TEXT", help: "a longer description")
    static let due = OptionSpec(
        "due", aliases: ["deadline"], value: "WHEN", values: .date,
        help: "the deadline, later than now (see 'todo help dates')")
    static let location = OptionSpec("location", short: "l", value: "NAME", help: "where it happens")
    static let address = OptionSpec("address", short: "a", value: "ADDRESS", help: "the location's address")

    static let remind = OptionSpec(
        "remind", value: "BEFORE",
        help: "remind this long before the deadline: 10m, 1h, 2d, 0 for at the deadline (default 10m)")
    static let noRemind = OptionSpec("no-remind", help: "no reminder for this task")

    /// The reminder `--remind` or `--no-remind` asks for, or nil when neither is given.
    static func remindBefore(_ arguments: ParsedArguments) throws(UsageError) -> Int?? {
        guard let text = arguments.value(remind) else { return arguments.has(noRemind) ? .some(nil) : nil }
        guard !arguments.has(noRemind) else { throw .conflictingOptions("--remind", "--no-remind") }
        return try ReminderOffset.seconds(text)
    }

    /// Reads a `--due` value the way `todo help dates` describes.
    static func deadline(_ text: String, context: CommandContext) throws(UsageError) -> Instant {
        do {
            return try DateParser.parse(text, now: context.now, zone: context.zone)
        } catch {
            let suggestion =
                error.reason == .unreadable
                ? DateSuggestion.closest(to: text, now: context.now, zone: context.zone) : nil
            throw .invalidDate(error.message(suggesting: suggestion))
        }
    }
}
