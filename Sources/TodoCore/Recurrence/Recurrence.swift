/// How a task repeats: its rule, whether the next deadline counts from the schedule or from
/// completion, when the series ends, and the time zone its clock time is kept in.
///
/// The task's deadline is the current occurrence and the start the rule counts from
/// (`DTSTART`): occurrences keep the deadline's local clock time in `zone` across daylight
/// saving changes. A rule `todo` cannot interpret is kept verbatim (`rule` is nil, `rrule` the
/// text as it came), so that export and sync give it back unchanged; such a series does not
/// move on by itself.
///
/// The value holds the RRULE text, as the store does, and reads it when it is used: loading a
/// store reads no rule (reading one takes a few microseconds; see `rule`).
public struct Recurrence: Hashable, Sendable {
    /// The values, in one shared box: a task is copied often and its repetition seldom read, so
    /// a repetition adds a pointer to a task's size, not five members (and `FieldValue`, which
    /// can hold one, stays as small as it was).
    private let storage: Storage

    /// The RRULE without `DTSTART`, `UNTIL` and `COUNT` (`FREQ=WEEKLY;BYDAY=MO`): the canonical
    /// text of the rule it was made with (`RecurrenceRule.rrule`), or the text as it came.
    public var rrule: String { storage.rrule }
    /// Whether the next deadline counts from when the task is completed instead of from its
    /// schedule (`--from-completion`, Todoist's `every!`, org-mode's `.+`).
    public var fromCompletion: Bool {
        get { storage.fromCompletion }
        set {
            self = Self(
                rrule: rrule, fromCompletion: newValue, until: until, zone: zone, otherDates: otherDates)
        }
    }
    /// No occurrence is after this instant (`--until`); nil when the series does not end.
    public var until: Instant? {
        get { storage.until }
        set {
            self = Self(
                rrule: rrule, fromCompletion: fromCompletion, until: newValue, zone: zone,
                otherDates: otherDates)
        }
    }
    /// The identifier of the time zone the rule was set in (`Europe/Berlin`).
    public var zone: String {
        get { storage.zone }
        set {
            self = Self(
                rrule: rrule, fromCompletion: fromCompletion, until: until, zone: newValue,
                otherDates: otherDates)
        }
    }
    /// The series' dates of its own, as the iCalendar lines that gave them (`RDATE:…`,
    /// `EXDATE;TZID=…:…`), unfolded and kept verbatim so that export and sync give them back
    /// unchanged; `todo` does not interpret them, and keeps the rule verbatim too.
    public var otherDates: [String] { storage.otherDates }

    /// Whether the series also has dates of its own (`otherDates`).
    public var hasOtherDates: Bool { !otherDates.isEmpty }

    /// A recurrence by an interpreted rule.
    public init(rule: RecurrenceRule, fromCompletion: Bool = false, until: Instant? = nil, zone: String) {
        self.init(rrule: rule.rrule, fromCompletion: fromCompletion, until: until, zone: zone)
    }

    /// A recurrence by RRULE text as the store and `--json` hold it, kept as it is: interpreted
    /// when `RecurrenceRule(rrule:)` reads it and there are no other dates, else kept verbatim
    /// (text with `UNTIL` or `COUNT` too: `init(importing:start:zone:fromCompletion:otherDates:)`
    /// reads those into `until`).
    public init(
        rrule: String, fromCompletion: Bool = false, until: Instant? = nil, zone: String,
        otherDates: [String] = []
    ) {
        storage = Storage(
            rrule: rrule, fromCompletion: fromCompletion, until: until, zone: zone, otherDates: otherDates)
    }

    /// The values of a recurrence, never changed once made: a change makes a new box, so that
    /// copies of the recurrence keep theirs.
    private final class Storage: Hashable, Sendable {
        let rrule: String
        let fromCompletion: Bool
        let until: Instant?
        let zone: String
        let otherDates: [String]

        init(rrule: String, fromCompletion: Bool, until: Instant?, zone: String, otherDates: [String]) {
            self.rrule = rrule
            self.fromCompletion = fromCompletion
            self.until = until
            self.zone = zone
            self.otherDates = otherDates
        }

        static func == (left: Storage, right: Storage) -> Bool {
            left === right
                || (left.rrule == right.rrule && left.fromCompletion == right.fromCompletion
                    && left.until == right.until && left.zone == right.zone
                    && left.otherDates == right.otherDates)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(rrule)
            hasher.combine(fromCompletion)
            hasher.combine(until)
            hasher.combine(zone)
            hasher.combine(otherDates)
        }
    }

    /// The rule, read from `rrule` at each use; nil when it is kept verbatim: not interpreted.
    public var rule: RecurrenceRule? {
        hasOtherDates ? nil : RecurrenceRule(rrule: rrule)
    }

    /// Whether `todo` interprets the rule, and so moves the series on.
    public var isInterpreted: Bool { rule != nil }

    /// The rule in words, as a person would type it after `every`: `every monday`, `every 2
    /// weeks`, `every month on the last day`; for a rule kept verbatim, `by the rule ` and its
    /// RRULE text.
    public var text: String {
        rule?.text ?? "by the rule " + rrule
    }
}
