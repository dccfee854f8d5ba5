/// What kind of value a field holds: the part of a field's declaration that says how its value is
/// read from what a person types, written in JSON and compared by a filter. Fields of one's own
/// use the first four; the built-in fields use them and a few more.
public enum FieldKind: Hashable, Sendable {
    /// Any text.
    case text
    /// A decimal number.
    case number
    /// An instant, read as `--due` reads dates.
    case date
    /// An instant from which on something holds, read as `--due` reads dates but for a day
    /// named without a time, which means its start: `--wait friday` shows the task on Friday.
    case threshold
    /// One word of a fixed list, compared ignoring case; `aliases` are other spellings of the
    /// words (`h` for `high`).
    case choice(values: [String], aliases: [String: String] = [:])
    /// A name of a tag or a project (see `LabelName`).
    case name(LabelName.Kind)
    /// Names: the tags.
    case names
    /// A place: a name and an address.
    case place
    /// A number of seconds, typed as `10m`, `1h30m`, `2d`.
    case seconds
    /// Another task, named by its id: a subtask's parent.
    case task
    /// Other tasks, by their ids, each once in the order given: the tasks a task waits on.
    case tasks
    /// Yes or no: what is worked out of the others (`blocked`, `waiting`), never entered.
    case flag
    /// Notes, each with the time it was written.
    case notes
    /// How a task repeats, typed as `--every` reads it (`monday`, `2 weeks`; see
    /// `RecurrenceRuleParser`).
    case recurrence

    /// The kind that holds a field of one's own of `type`.
    public init(_ type: FieldType, values: [String] = []) {
        switch type {
        case .text: self = .text
        case .number: self = .number
        case .date: self = .date
        case .choice: self = .choice(values: values)
        }
    }

    /// The words a choice may be, as they are shown; none for other kinds.
    public var choices: [String] {
        if case .choice(let values, _) = self { return values }
        return []
    }

    /// The word of a choice that `text` names (ignoring case, or by an alias), if any.
    public func choice(named text: String) -> String? {
        guard case .choice(let values, let aliases) = self else { return nil }
        let key = text.trimmed.lowercased()
        if let value = values.first(where: { $0.lowercased() == key }) { return value }
        return aliases[key]
    }
}
