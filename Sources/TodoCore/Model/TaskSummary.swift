import CPrefetch

/// What `list` and `stats` need of a task, read from the store without decoding the rest:
/// the instants that place it and the spans of its title and location name in the file.
/// No String, no reference: a list of 10,000 summaries is one block of plain values.
public struct TaskSummary: ListableTask, Sendable {
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
    /// Where the location's name lies, for a task with a location.
    public let locationName: TextSpan?

    init(
        id: Int, createdAt: Instant, deadline: Instant?, completedAt: Instant?, title: TextSpan,
        locationName: TextSpan?
    ) {
        self.id = id
        self.createdAt = createdAt
        deadlineSeconds = deadline?.secondsSince1970 ?? .min
        completedSeconds = completedAt?.secondsSince1970 ?? .min
        self.title = title
        self.locationName = locationName
    }

    /// The task's deadline, if it has one.
    public var deadline: Instant? {
        deadlineSeconds == .min ? nil : Instant(secondsSince1970: deadlineSeconds)
    }

    /// When the task was completed, if it was.
    public var completedAt: Instant? {
        completedSeconds == .min ? nil : Instant(secondsSince1970: completedSeconds)
    }
}

/// The summaries of the active tasks of a store, and the bytes their text lies in.
public struct TaskSummaries: Sendable {
    /// One summary per active task, in the order of the file.
    public let tasks: [TaskSummary]
    @usableFromInline let source: StoreBytes?

    /// No tasks: a store that does not exist yet.
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
}
