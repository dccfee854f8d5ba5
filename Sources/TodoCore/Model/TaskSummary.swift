import CPrefetch

/// What `list` and `stats` need of a task, read from the store without decoding the rest:
/// the instants that place it, the spans of its title and location name in the file, and what
/// `list` shows and filters by besides: tags, project, priority, the spans of the
/// description and address, and where the object of the user's own fields lies (read only by a
/// filter of those fields).
/// No String, no reference: a list of 10,000 summaries is one block of plain values.
public struct TaskSummary: NestableTask, Sendable {
    /// The task's id.
    public let id: Int
    /// When the task was made.
    public let createdAt: Instant
    /// The instants that may be missing, as seconds with `Int64.min` for none: half the size of
    /// optionals, and 10,000 summaries are kept in memory at once.
    private let deadlineSeconds: Int64
    private let completedSeconds: Int64
    /// Where the title and the location's name lie in the file; see `TaskSummaries`.
    public let title: TextSpan
    /// The priority and the flags of the spans below, in one byte where the layout had a gap.
    private let labelFlags: LabelFlags
    /// The number of tags, when they are written as the store writes them (`"a","b"`) and
    /// fewer than 256; else 0. `list` measures printable tags from it, without their bytes.
    public let compactTagCount: UInt8
    /// Where the location's name lies, for a task with a location.
    public let locationName: TextSpan?
    /// The spans that only some tasks have, kept as bare offsets (their flags are above): a
    /// `TextSpan?` each would take half as much room again.
    private let tagList: BareSpan
    private let projectName: BareSpan
    private let detailsText: BareSpan
    private let addressText: BareSpan
    /// The `fields` object, braces included.
    private let userFieldsObject: BareSpan
    /// The parent's id, 0 for none.
    private let parentId: Int
    /// The wait, as seconds with `Int64.min` for none.
    private let waitSeconds: Int64
    /// Where the ids of the tasks it waits on lie, between the array's brackets.
    private let blockerList: BareSpan
    /// Where its `recurrence` object lies, braces included, for a task that repeats:
    /// `agenda` and `calendar` read the rule from it rather than reading the task again.
    private let recurrenceObject: BareSpan

    init(
        id: Int, createdAt: Instant, deadline: Instant?, completedAt: Instant?, title: TextSpan,
        locationName: TextSpan?,
        labels: (tags: TextSpan?, compactTagCount: UInt8, project: TextSpan?, priority: TaskPriority?),
        details: TextSpan?, address: TextSpan?, userFields: Range<Int>?, recurrence: Range<Int>?,
        parent: Int? = nil,
        wait: Instant? = nil, blockedBy: Range<Int>? = nil
    ) {
        self.id = id
        self.createdAt = createdAt
        deadlineSeconds = deadline?.secondsSince1970 ?? .min
        completedSeconds = completedAt?.secondsSince1970 ?? .min
        self.title = title
        self.locationName = locationName
        recurrenceObject = BareSpan(recurrence)
        labelFlags = LabelFlags(
            priority: labels.priority, tags: labels.tags, project: labels.project, details: details,
            address: address)
        compactTagCount = labels.compactTagCount
        tagList = BareSpan(labels.tags)
        projectName = BareSpan(labels.project)
        detailsText = BareSpan(details)
        addressText = BareSpan(address)
        userFieldsObject = BareSpan(userFields)
        parentId = parent ?? 0
        waitSeconds = wait?.secondsSince1970 ?? .min
        blockerList = BareSpan(blockedBy)
    }

    /// Until when the task waits, if it does.
    public var wait: Instant? {
        waitSeconds == .min ? nil : Instant(secondsSince1970: waitSeconds)
    }

    /// Whether the task repeats (it has a `recurrence`), which `list` marks.
    public var isRepeating: Bool { recurrenceObject.range != nil }

    /// Whether the task waits on other tasks (`TaskSummaries.blockers(of:)` says which).
    public var hasBlockers: Bool { blockerList.range != nil }

    /// The id of the task this one is a subtask of, if it is one.
    public var parent: Int? { parentId == 0 ? nil : parentId }

    /// The task's deadline, if it has one.
    public var deadline: Instant? {
        deadlineSeconds == .min ? nil : Instant(secondsSince1970: deadlineSeconds)
    }

    /// When the task was completed, if it was.
    public var completedAt: Instant? {
        completedSeconds == .min ? nil : Instant(secondsSince1970: completedSeconds)
    }

    /// How much the task matters, if it says.
    public var priority: TaskPriority? { labelFlags.priority }

    /// The contents of the tag array, strings with their quotes (see `TaskSummaries.forEachTag`);
    /// nil for a task without tags.
    public var tags: TextSpan? {
        tagList.span(hasEscapes: labelFlags.has(.tagsEscaped), isPrintableASCII: labelFlags.has(.tagsPlain))
    }

    /// The project's name, if the task belongs to one.
    public var project: TextSpan? {
        projectName.span(
            hasEscapes: labelFlags.has(.projectEscaped), isPrintableASCII: labelFlags.has(.projectPlain))
    }

    /// The description, which only a filter of free text reads.
    public var details: TextSpan? {
        detailsText.span(hasEscapes: labelFlags.has(.detailsEscaped), isPrintableASCII: false)
    }

    /// The location's address, which only a filter of free text reads.
    public var address: TextSpan? {
        addressText.span(hasEscapes: labelFlags.has(.addressEscaped), isPrintableASCII: false)
    }

    /// Where the object of the user's own fields lies in the file, braces included; nil for a
    /// task without one.
    var userFields: Range<Int>? { userFieldsObject.range }

    /// Where the ids of the tasks it waits on lie in the file, without the brackets.
    var blockerRange: Range<Int>? { blockerList.range }
    var recurrenceRange: Range<Int>? { recurrenceObject.range }
}

/// The offsets of a span without its flags; an empty one stands for none.
struct BareSpan: Sendable {
    private let start: Int32
    private let end: Int32

    init(_ span: TextSpan?) {
        start = span?.start ?? 0
        end = span?.end ?? 0
    }

    init(_ range: Range<Int>?) {
        start = Int32(range?.lowerBound ?? 0)
        end = Int32(range?.upperBound ?? 0)
    }

    var range: Range<Int>? {
        start == end ? nil : Int(start)..<Int(end)
    }

    func span(hasEscapes: Bool, isPrintableASCII: Bool) -> TextSpan? {
        start == end
            ? nil
            : TextSpan(
                start: Int(start), end: Int(end), hasEscapes: hasEscapes, isPrintableASCII: isPrintableASCII)
    }
}

/// A priority in two bits and, in the other six, which of a summary's bare spans hold escapes
/// and which of those shown in the list are printable ASCII.
struct LabelFlags: Sendable {
    private let bits: UInt8

    struct Flag {
        let bit: UInt8
        static let tagsEscaped = Flag(bit: 1 << 2)
        static let tagsPlain = Flag(bit: 1 << 3)
        static let projectEscaped = Flag(bit: 1 << 4)
        static let projectPlain = Flag(bit: 1 << 5)
        static let detailsEscaped = Flag(bit: 1 << 6)
        static let addressEscaped = Flag(bit: 1 << 7)
    }

    init(priority: TaskPriority?, tags: TextSpan?, project: TextSpan?, details: TextSpan?, address: TextSpan?)
    {
        var bits: UInt8
        switch priority {
        case nil: bits = 0
        case .high?: bits = 1
        case .medium?: bits = 2
        case .low?: bits = 3
        }
        func set(_ flag: Flag, if isSet: Bool?) {
            if isSet == true { bits |= flag.bit }
        }
        set(.tagsEscaped, if: tags?.hasEscapes)
        set(.tagsPlain, if: tags?.isPrintableASCII)
        set(.projectEscaped, if: project?.hasEscapes)
        set(.projectPlain, if: project?.isPrintableASCII)
        set(.detailsEscaped, if: details?.hasEscapes)
        set(.addressEscaped, if: address?.hasEscapes)
        self.bits = bits
    }

    var priority: TaskPriority? {
        switch bits & 3 {
        case 1: return .high
        case 2: return .medium
        case 3: return .low
        default: return nil
        }
    }

    func has(_ flag: Flag) -> Bool { bits & flag.bit != 0 }
}

/// The summaries of the active tasks of a store, and the bytes their text lies in.
public struct TaskSummaries: Sendable {
    /// One summary per active task, in the order of the file.
    public let tasks: [TaskSummary]
    @usableFromInline let source: StoreBytes?
    /// The user's own fields the store declares, which a filter of them needs.
    public let fieldDeclarations: [FieldDeclaration]

    init(tasks: [TaskSummary], source: StoreBytes?, fieldDeclarations: [FieldDeclaration]) {
        self.tasks = tasks
        self.source = source
        self.fieldDeclarations = fieldDeclarations
    }

    /// No tasks: a store that does not exist yet.
    public static let empty = TaskSummaries(tasks: [], source: nil, fieldDeclarations: [])

    /// The task's fields in the store the summaries were read from.
    public var schema: TaskSchema { TaskSchema(declarations: fieldDeclarations) }

    /// Calls `body` with the text as UTF-8, straight from the file's bytes when they need no
    /// unescaping. Inlinable: `list` calls it for every row.
    @inlinable public func withUTF8<Result>(
        _ text: TextSpan, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
    ) rethrows -> Result {
        try text.withUTF8(in: source, body)
    }

    /// Starts loading the text's first bytes into the cache, without waiting for them.
    @inlinable public func prefetch(_ text: TextSpan) {
        guard let source, let base = source.buffer.baseAddress else { return }
        todo_prefetch(base + Int(text.start))
    }

    /// The text, decoded.
    public func string(_ text: TextSpan) -> String {
        text.string(in: source)
    }

    /// Calls `body` with the span of each tag of a task's `tags`, in the task's order.
    /// Inlinable: `list` calls it for every row with tags, twice.
    @inlinable public func forEachTag(_ tags: TextSpan, _ body: (TextSpan) -> Void) {
        TagSpans.forEach(in: tags, of: source, body)
    }

    /// The ids of the tasks `task` waits on, read from the store's bytes.
    public func blockers(of task: TaskSummary) -> [Int] {
        guard let range = task.blockerRange, let source else { return [] }
        var ids: [Int] = []
        var value = 0
        for byte in source[range] {
            if byte >= 0x30 && byte <= 0x39 {
                value = value * 10 + Int(byte - 0x30)
            } else if byte == UInt8(ascii: ",") {
                ids.append(value)
                value = 0
            }
        }
        ids.append(value)
        return ids
    }

    /// How the task repeats, read from the store's bytes; nil for a task that does not (or, as
    /// a whole read would refuse it, one whose rule cannot be read).
    public func recurrence(of task: TaskSummary) -> Recurrence? {
        guard let range = task.recurrenceRange, let source else { return nil }
        return try? JSONReader.read(UnsafeBufferPointer(rebasing: source.buffer[range])) { reader in
            try RecurrenceJSON.read(&reader, defaultZone: ZoneRules.utc.identifier)
        }
    }

    /// The same bytes with only the tasks `isIncluded` keeps, in the same order.
    public func filter(_ isIncluded: (TaskSummary) throws -> Bool) rethrows -> TaskSummaries {
        TaskSummaries(
            tasks: try tasks.filter(isIncluded), source: source, fieldDeclarations: fieldDeclarations)
    }
}
