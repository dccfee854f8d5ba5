import CPrefetch

/// What `list` and `stats` need of a task, read from the store without decoding the rest:
/// the instants that place it, the spans of its title and location name in the file, and what
/// `list`'s filters look at: tags, project, priority, and the spans of the description and address.
/// No String, no reference: a list of 10,000 summaries is one block of plain values.
public struct TaskSummary: ListableTask, Sendable {
    public let id: Int
    public let createdAt: Instant
    /// The instants that may be missing, as seconds with `Int64.min` for none: half the size of
    /// optionals, and 10,000 summaries are kept in memory at once.
    private let deadlineSeconds: Int64
    private let completedSeconds: Int64
    /// Where the title and the location's name lie in the file; see `TaskSummaries`.
    public let title: TextSpan
    /// 0 for none, else 1 + the priority's place in `TaskPriority.allCases` (it fits where the
    /// layout left a gap).
    private let priorityCode: UInt8
    public let locationName: TextSpan?
    /// The contents of the tag array, strings with their quotes (see `TaskSummaries.forEachTag`);
    /// nil for a task without tags.
    public let tags: TextSpan?
    /// The project's name, if the task belongs to one.
    public let project: TextSpan?
    /// The description, which only a filter of free text reads.
    public let details: TextSpan?
    /// The location's address, which only a filter of free text reads.
    public let address: TextSpan?

    init(_ fields: TaskFields, id: Int, title: TextSpan, createdAt: Instant) {
        self.id = id
        self.createdAt = createdAt
        deadlineSeconds = fields.deadline?.secondsSince1970 ?? .min
        completedSeconds = fields.completedAt?.secondsSince1970 ?? .min
        self.title = title
        priorityCode = fields.priority.map { Self.code($0) } ?? 0
        locationName = fields.locationName
        tags = fields.tags
        project = fields.project
        details = fields.details
        address = fields.locationAddress
    }

    public var deadline: Instant? {
        deadlineSeconds == .min ? nil : Instant(secondsSince1970: deadlineSeconds)
    }

    public var completedAt: Instant? {
        completedSeconds == .min ? nil : Instant(secondsSince1970: completedSeconds)
    }

    /// How much the task matters, if it says.
    public var priority: TaskPriority? {
        priorityCode == 0 ? nil : TaskPriority.allCases[Int(priorityCode) - 1]
    }

    private static func code(_ priority: TaskPriority) -> UInt8 {
        switch priority {
        case .high: return 1
        case .medium: return 2
        case .low: return 3
        }
    }
}

/// The summaries of the active tasks of a store, and the bytes their text lies in.
public struct TaskSummaries: Sendable {
    public let tasks: [TaskSummary]
    @usableFromInline let source: StoreBytes?

    public static let empty = TaskSummaries(tasks: [], source: nil)

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
    public func forEachTag(_ tags: TextSpan, _ body: (TextSpan) -> Void) {
        TagSpans.forEach(in: tags, of: source, body)
    }

    /// The same bytes with only the tasks `isIncluded` keeps, in the same order.
    public func filter(_ isIncluded: (TaskSummary) throws -> Bool) rethrows -> TaskSummaries {
        TaskSummaries(tasks: try tasks.filter(isIncluded), source: source)
    }
}
