/// One field of a task, declared once: its name in JSON, its kind of value and default, how
/// `add` and `edit` set and clear it, how `show` and the forms label it, how filters compare it,
/// how sync merges it, and how iCalendar, taskwarrior and todo.txt carry it (or that they
/// cannot). Every part of `todo` that handles a task's fields generically (the codec's optional
/// members, `--json`, `show`, the edit form, the ui's forms, filters, completions, sync's merge,
/// the other formats) walks `TaskSchema`'s fields instead of naming them.
///
/// The built-in fields are declared in `Schema/Fields`, one file each; a field of one's own is
/// made from its `FieldDeclaration`. Only genuinely special behaviour lives elsewhere: the
/// deadline's rules, tags read from titles, the list's own columns.
///
/// A class, so that walking the fields copies a reference, not a dozen closures and strings.
public final class TaskField: Sendable {
    /// Its key in JSON and its word in filters and `--set`: `priority`, `energy`.
    public let name: String
    /// How `show` and the forms label it: `Priority`.
    public let label: String
    /// How messages about changes name it (`edit`'s report, sync's conflicts): its name but
    /// where a word reads better (`reminder` for `remindBefore`).
    public let changeName: String
    /// What the task object's member holds, as `todo help json` says it.
    public let about: String
    /// What kind of value it holds.
    public let kind: FieldKind
    /// Where it stands in the store and in `--json`.
    public let storage: Storage
    /// How `add` and `edit` set and clear it, or nil for a field they do not touch (`id`).
    public let options: FieldOptions?
    /// What the forms say of its value, or nil for none.
    public let hint: String?
    /// How sync merges a change made on both sides since they were last in step.
    public let merge: MergeRule
    /// Whether it is one of the user's own fields (`todo field add`).
    public let isUserDefined: Bool
    /// How iCalendar, taskwarrior and todo.txt carry it.
    let formats: FieldFormats
    /// `"name":`, as a JSON object's member starts.
    let jsonKey: [UInt8]
    let read: @Sendable (TodoTask) -> FieldValue?
    /// The value the store leaves out (a missing member reads as it): nil for most fields.
    let storedDefault: @Sendable (TodoTask) -> FieldValue?
    let write: @Sendable (inout TodoTask, FieldValue?) -> Void
    let check: @Sendable (FieldValue, TodoTask, FieldEntry) throws(TaskError) -> FieldValue?
    /// The field's value in a task with one part changed by an option of its own
    /// (`FieldOptions.parts`): the part's name and value (nil for a flag).
    let modify: @Sendable (String, FieldValue?, TodoTask) throws(TaskError) -> FieldValue?
    /// The value of a field worked out from the clock and the other tasks (`blocked`), or nil
    /// for one `read` gives.
    let derive: (@Sendable (TodoTask, TaskFacts) -> FieldValue?)?

    /// Where a field stands in the store and in `--json`.
    public enum Storage: Hashable, Sendable {
        /// Written in every task object, `null` when not set: the store's fixed layout.
        case always
        /// Written in the store only when it differs from its default; always in `--json`.
        case optional
        /// Kept in the task object's `fields` member (a field of one's own).
        case userFields
        /// Kept as a part of another field's value: the address, in the location.
        case part(of: String)
        /// Worked out from other fields; shown by `--json`, never stored or set.
        case derived
    }

    /// How sync merges a field that both sides changed since they were last in step.
    public enum MergeRule: Hashable, Sendable {
        /// One side's change wins; both sides changing it differently is a conflict.
        case pick
        /// Both sides setting it keeps the earlier time (a completion, a delivery).
        case earlier
        /// Names merge as sets: what either side added, less what either side removed.
        case union
        /// Not merged: the store's own bookkeeping (id, creation, last change).
        case none
    }

    /// A field with the given parts; `check` is the rule for a value a person enters, and by
    /// default keeps it as it is; `modify` changes a part of the value (`FieldOptions.parts`),
    /// and by default changes nothing.
    init(
        name: String, label: String, changeName: String? = nil, about: String, kind: FieldKind,
        storage: Storage = .optional,
        options: FieldOptions? = nil, hint: String? = nil, merge: MergeRule = .pick,
        isUserDefined: Bool = false, ics: ICalendarCarriage, taskwarrior: TaskwarriorCarriage,
        todoTxt: TodoTxtCarriage,
        storedDefault: @escaping @Sendable (TodoTask) -> FieldValue? = { _ in nil },
        read: @escaping @Sendable (TodoTask) -> FieldValue?,
        write: @escaping @Sendable (inout TodoTask, FieldValue?) -> Void,
        check: @escaping @Sendable (FieldValue, TodoTask, FieldEntry) throws(TaskError) -> FieldValue? = {
            value, _, _ in value
        },
        modify: (@Sendable (String, FieldValue?, TodoTask) throws(TaskError) -> FieldValue?)? = nil,
        derive: (@Sendable (TodoTask, TaskFacts) -> FieldValue?)? = nil
    ) {
        self.name = name
        self.label = label
        self.changeName = changeName ?? name
        self.about = about
        self.kind = kind
        self.storage = storage
        self.options = options
        self.hint = hint
        self.merge = merge
        self.isUserDefined = isUserDefined
        formats = FieldFormats(ics: ics, taskwarrior: taskwarrior, todoTxt: todoTxt)
        jsonKey = JSONWriter.keyBytes(name)
        self.storedDefault = storedDefault
        self.read = read
        self.write = write
        self.check = check
        self.modify = modify ?? { _, _, task in read(task) }
        self.derive = derive
    }

    /// How a VTODO carries it: its properties, written, read and patched.
    var ics: ICalendarCarriage { formats.ics }
    /// How a taskwarrior task object carries it: its attributes.
    var taskwarrior: TaskwarriorCarriage { formats.taskwarrior }
    /// How a todo.txt line carries it: its words.
    var todoTxt: TodoTxtCarriage { formats.todoTxt }

    /// The field's value in `task`, or nil when it has none.
    public func value(in task: TodoTask) -> FieldValue? {
        read(task)
    }

    /// The field's value in `task` as `--json` says it: for a field worked out from the clock
    /// and the other tasks, from `facts`.
    public func value(in task: TodoTask, facts: TaskFacts) -> FieldValue? {
        derive?(task, facts) ?? read(task)
    }

    /// `task` with the field set to `value` (nil clears it), as is, without the entry rule.
    public func set(_ value: FieldValue?, in task: inout TodoTask) {
        write(&task, value)
    }

    /// The value a person entered for `task`, by the field's rule: trimmed text, nil for empty,
    /// a deadline in the future. Throws `TaskError` for a value the rule refuses.
    public func entered(_ value: FieldValue, for task: TodoTask, _ entry: FieldEntry) throws(TaskError)
        -> FieldValue?
    {
        try check(value, task, entry)
    }

    /// The field's value in `task` with `part` (one of `options.parts`) changed to `value` (nil
    /// for a flag given), before the field's rule for entered values (`entered`) is applied.
    /// Throws `TaskError` for a change the field refuses (the part of a value the task lacks).
    public func modified(_ part: String, to value: FieldValue?, in task: TodoTask) throws(TaskError)
        -> FieldValue?
    {
        try modify(part, value, task)
    }

    /// Whether the store leaves the field out of `task`'s object: its value is the default.
    func isAtStoredDefault(in task: TodoTask) -> Bool {
        read(task) == storedDefault(task)
    }

    /// Whether two tasks hold the same value of this field.
    public func isEqual(in left: TodoTask, _ right: TodoTask) -> Bool {
        read(left) == read(right)
    }
}

/// When and where a person enters a value: the moment it counts from, and the zones repeating
/// tasks are evaluated in.
public struct FieldEntry: Sendable {
    /// The moment of the change: a new deadline must be later.
    public let now: Instant
    /// The local zone (a repetition's first deadline counts from its today) and the zones
    /// repetitions were set in.
    public let zones: ZoneLookup

    /// An entry made at `now`, repetitions evaluated in `zones`.
    public init(now: Instant, zones: ZoneLookup = .utc) {
        self.now = now
        self.zones = zones
    }
}

/// The options of `add` and `edit` that set and clear a field, declared with the field: the
/// command layer makes its option declarations, help and completions from these.
public struct FieldOptions: Hashable, Sendable {
    /// The option that sets the field: `priority` for `--priority LEVEL`.
    public let set: String
    /// Other long names of it: `deadline` for `--due`.
    public let aliases: [String]
    /// A one-letter name: `d` for `-d`.
    public let short: Character?
    /// The placeholder of its value in help: `LEVEL`.
    public let placeholder: String
    /// One line of help for it.
    public let help: String
    /// The option of `edit` that clears the field (`no-priority`), or nil when it cannot be cleared.
    public let clear: String?
    /// Other long names of the clearing option: `no-deadline`.
    public let clearAliases: [String]
    /// One line of help for the clearing option.
    public let clearHelp: String?
    /// Whether the option may be given more than once, each value adding to the field (`--tag`).
    public let isRepeatable: Bool
    /// The option of `edit` that takes one value away (`untag`), for a field of names.
    public let remove: String?
    /// One line of help for the removing option.
    public let removeHelp: String?
    /// Options that change one part of the field's value rather than set it (`--until WHEN`
    /// and `--from-completion` of a repetition); `TaskField.modified(_:to:in:)` applies them.
    public let parts: [FieldPartOption]

    /// Options for a field.
    public init(
        set: String, aliases: [String] = [], short: Character? = nil, placeholder: String, help: String,
        clear: String? = nil, clearAliases: [String] = [], clearHelp: String? = nil,
        isRepeatable: Bool = false, remove: String? = nil, removeHelp: String? = nil,
        parts: [FieldPartOption] = []
    ) {
        self.set = set
        self.aliases = aliases
        self.short = short
        self.placeholder = placeholder
        self.help = help
        self.clear = clear
        self.clearAliases = clearAliases
        self.clearHelp = clearHelp
        self.isRepeatable = isRepeatable
        self.remove = remove
        self.removeHelp = removeHelp
        self.parts = parts
    }
}

/// An option of `add` and `edit` that changes one part of a field's value: `--until WHEN`, or
/// the flag `--from-completion`.
public struct FieldPartOption: Hashable, Sendable {
    /// The option's name and the part's: `until`.
    public let name: String
    /// The kind of its value, or nil for a flag.
    public let kind: FieldKind?
    /// The placeholder of its value in help (`WHEN`), or nil for a flag.
    public let placeholder: String?
    /// One line of help for it.
    public let help: String

    /// A part set by a value of `kind` (nil: a flag).
    public init(_ name: String, kind: FieldKind? = nil, placeholder: String? = nil, help: String) {
        self.name = name
        self.kind = kind
        self.placeholder = placeholder
        self.help = help
    }
}
