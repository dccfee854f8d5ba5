/// Since when a store has had reminders, which decides what a reminder found late means.
///
/// Stores of schema 2 came before reminders, yet every task of theirs reads with the default
/// reminder, ten minutes before its deadline. A task whose deadline had already passed when
/// the store gained reminders was never going to be reminded: it is not late, and it is not
/// reminded. One whose deadline was still ahead is reminded, at once if its time has come.
/// The store keeps the moment (`remindersSince`) from its first write by a `todo` with
/// reminders; until then it is `now`.
public enum ReminderStart: Hashable, Sendable {
    /// The store was made by a `todo` with reminders.
    case always
    /// The store was upgraded to reminders at this instant.
    case since(Instant)
    /// The store is of an older schema and has not been written since: reminders start at its
    /// next write.
    case notYet

    /// When reminders began, as seen at `now`; nil for always.
    public func beginning(now: Instant) -> Instant? {
        switch self {
        case .always: return nil
        case .since(let instant): return instant
        case .notYet: return now
        }
    }

    /// The start a store file says: its `remindersSince`, else by its schema version.
    init(recorded: Instant?, version: Int) {
        if let recorded {
            self = .since(recorded)
        } else {
            self = version < 3 ? .notYet : .always
        }
    }
}
