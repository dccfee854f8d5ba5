/// The value of one field of a task, whatever the field: what the schema's generic parts (show,
/// the forms, filters, sync's merge, the formats) hand around, so that a field with no special
/// behaviour needs nothing written for it but its declaration.
public enum FieldValue: Hashable, Sendable {
    /// Text: a title, a description, a project, a choice's word, a text field's value.
    case text(String)
    /// A number field's value.
    case number(FieldNumber)
    /// An instant: a deadline, a completion, a date field's value.
    case date(Instant)
    /// Names: the tags.
    case names([String])
    /// A place: the location.
    case place(Location)
    /// A number of seconds: how long before the deadline to remind.
    case seconds(Int)
    /// Another task, by its id: a subtask's parent.
    case task(Int)
    /// Other tasks, by their ids: the tasks a task waits on.
    case tasks([Int])
    /// Yes or no: whether a task is blocked, or waiting.
    case flag(Bool)
    /// Notes, oldest first.
    case notes([TaskNote])
    /// How a task repeats.
    case recurrence(Recurrence)

    /// The type of a field of one's own that holds this value: text for anything but a number or a date.
    public var fieldType: FieldType {
        switch self {
        case .number: return .number
        case .date: return .date
        default: return .text
        }
    }

    /// The text, when this is text.
    public var text: String? {
        if case .text(let text) = self { return text }
        return nil
    }

    /// The instant, when this is a date.
    public var date: Instant? {
        if case .date(let date) = self { return date }
        return nil
    }

    /// The names, when these are names.
    public var names: [String]? {
        if case .names(let names) = self { return names }
        return nil
    }

    /// The place, when this is one.
    public var place: Location? {
        if case .place(let place) = self { return place }
        return nil
    }

    /// The seconds, when this is a duration.
    public var seconds: Int? {
        if case .seconds(let seconds) = self { return seconds }
        return nil
    }

    /// The id of the task, when this names one.
    public var taskId: Int? {
        if case .task(let id) = self { return id }
        return nil
    }

    /// The ids, when these name tasks.
    public var taskIds: [Int]? {
        if case .tasks(let ids) = self { return ids }
        return nil
    }

    /// The value of a list (names, tasks) with `other`'s items after its own; nil when the
    /// two are not lists of the same kind.
    public func appending(_ other: FieldValue) -> FieldValue? {
        switch (self, other) {
        case (.names(let names), .names(let more)): return .names(names + more)
        case (.tasks(let ids), .tasks(let more)): return .tasks(ids + more.filter { !ids.contains($0) })
        default: return nil
        }
    }

    /// The notes, when these are notes.
    public var notes: [TaskNote]? {
        if case .notes(let notes) = self { return notes }
        return nil
    }

    /// The repetition, when this is one.
    public var recurrence: Recurrence? {
        if case .recurrence(let recurrence) = self { return recurrence }
        return nil
    }

    /// The number, when this is one.
    public var number: FieldNumber? {
        if case .number(let number) = self { return number }
        return nil
    }
}
