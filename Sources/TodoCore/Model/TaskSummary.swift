/// What `list` and `stats` need of a task, read from the store without decoding the rest:
/// the instants that place it and the spans of its title and location name in the file.
/// No String, no reference: a list of 10,000 summaries is one block of plain values.
public struct TaskSummary: ListableTask, Sendable {
    public let id: Int
    public let createdAt: Instant
    /// The instants that may be missing, as seconds with `Int64.min` for none: half the size of
    /// optionals, and 10,000 summaries are kept in memory at once.
    private let deadlineSeconds: Int64
    private let completedSeconds: Int64
    let title: StoredText
    let locationName: StoredText?

    init(
        id: Int, createdAt: Instant, deadline: Instant?, completedAt: Instant?, title: StoredText,
        locationName: StoredText?
    ) {
        self.id = id
        self.createdAt = createdAt
        deadlineSeconds = deadline?.secondsSince1970 ?? .min
        completedSeconds = completedAt?.secondsSince1970 ?? .min
        self.title = title
        self.locationName = locationName
    }

    public var deadline: Instant? {
        deadlineSeconds == .min ? nil : Instant(secondsSince1970: deadlineSeconds)
    }

    public var completedAt: Instant? {
        completedSeconds == .min ? nil : Instant(secondsSince1970: completedSeconds)
    }
}

/// The summaries of the active tasks of a store, and the bytes their text lies in.
public struct TaskSummaries: Sendable {
    public let tasks: [TaskSummary]
    let source: StoreBytes?

    public static let empty = TaskSummaries(tasks: [], source: nil)

    /// Calls `body` with the task's title as UTF-8, straight from the file's bytes when they
    /// need no unescaping.
    public func withTitleUTF8<Result>(
        of task: TaskSummary, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
    ) rethrows -> Result {
        try task.title.withUTF8(in: source, body)
    }

    public func title(of task: TaskSummary) -> String {
        task.title.string(in: source)
    }

    public func locationName(of task: TaskSummary) -> String? {
        task.locationName?.string(in: source)
    }
}
