import TodoCore

/// Tells of delivered reminders: a line each on stdout (or JSON), and with `--notify` a desktop
/// notification each. A notifier that fails is a warning on stderr, once, and is not asked
/// again in the same round; the reminders are printed all the same.
struct ReminderAnnouncer {
    let context: CommandContext
    let notify: Bool
    /// One JSON object per line (`--watch`) rather than one array.
    let jsonLines: Bool

    func announce(_ reminders: [Reminder], now: Instant) {
        let text = ReminderText(now: now, zone: context.zone)
        if context.json {
            if jsonLines {
                ReminderJSON.writeLines(reminders, to: context.output)
            } else {
                ReminderJSON.writeArray(reminders, to: context.output)
            }
        } else {
            for reminder in reminders { context.output.writeLine(text.line(reminder)) }
        }
        guard notify else { return }
        for reminder in reminders {
            let (summary, body) = text.notification(reminder)
            do {
                try context.reminderServices.notifier.show(summary, body)
            } catch {
                context.errors.writeLine(
                    "todo: warning: no desktop notification: \(error.reason); the reminders are printed only")
                return
            }
        }
    }
}
