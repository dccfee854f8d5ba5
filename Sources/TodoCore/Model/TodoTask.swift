import CPrefetch

/// One thing to do.
///
/// `TodoTask` rather than `Task`, which Swift's concurrency library already names.
///
/// A task read from the store keeps its text in the file's bytes until it is first asked for,
/// and remembers where its JSON object lies while it is unchanged (setting a field to the value
/// it has changes nothing), so that the store can write it back by copying those bytes: `list`
/// and `add` on 10,000 tasks make almost no Strings.
public struct TodoTask: ListableTask, Hashable, Sendable {
    /// Short, stable, never reused in a store.
    public var id: Int { didSet { if id != oldValue { originRange = nil } } }
    /// When it is due; the task is overdue from this instant on.
    public var deadline: Instant? { didSet { if deadline != oldValue { originRange = nil } } }
    /// Where it happens.
    public var location: Location? { didSet { if location != oldValue { originRange = nil } } }
    /// When it was added.
    public var createdAt: Instant { didSet { if createdAt != oldValue { originRange = nil } } }
    /// When it was completed; nil while it is not.
    public var completedAt: Instant? { didSet { if completedAt != oldValue { originRange = nil } } }
    /// When the task last changed by a user's doing (not by the auto-clear moving it).
    public var modifiedAt: Instant { didSet { if modifiedAt != oldValue { originRange = nil } } }
    /// How much the task matters next to the others, or nil for no priority.
    public var priority: TaskPriority? { didSet { if priority != oldValue { originRange = nil } } }
    /// How many seconds before the deadline the task is reminded of, or nil for no reminder.
    /// Kept when the task has no deadline, so that a deadline given later is reminded.
    public var remindBefore: Int? { didSet { if remindBefore != oldValue { originRange = nil } } }
    /// When the reminder was delivered, or nil while it has not been.
    public var remindedAt: Instant? { didSet { if remindedAt != oldValue { originRange = nil } } }

    /// The tags and project, nil for a task that has neither (most have): a task is copied
    /// many times on its way through `add`, and an empty array would be retained and released
    /// at every copy.
    var labels: TaskLabels? { didSet { if labels != oldValue { originRange = nil } } }
    var uuidText: StoredText
    var titleText: StoredText
    var detailsText: StoredText?
    /// The bytes of the store file the task was read from, which its text may still lie in.
    let source: StoreBytes?
    /// Where the task's JSON object lies in `source`, as long as the task is as it was read.
    var originRange: Range<Int>?

    /// Ten minutes: the reminder a task with a deadline gets unless told otherwise.
    public static let defaultRemindBefore = 600

    /// A task with the given fields; `modifiedAt` defaults to the later of its creation and
    /// completion. New tasks come from `TodoList.add`, which checks the rules and gives out the
    /// id; this is for tasks made elsewhere, such as in tests.
    public init(
        id: Int, uuid: String, title: String, details: String? = nil, deadline: Instant? = nil,
        location: Location? = nil, createdAt: Instant, completedAt: Instant? = nil,
        modifiedAt: Instant? = nil,
        tags: [String] = [], project: String? = nil, priority: TaskPriority? = nil,
        remindBefore: Int? = TodoTask.defaultRemindBefore, remindedAt: Instant? = nil
    ) {
        self.init(
            id: id, uuidText: .text(uuid), titleText: .text(title), detailsText: details.map(StoredText.text),
            deadline: deadline, location: location, createdAt: createdAt, completedAt: completedAt,
            modifiedAt: modifiedAt ?? Self.defaultModifiedAt(createdAt: createdAt, completedAt: completedAt),
            labels: TaskLabels(tags: tags, project: project), priority: priority, remindBefore: remindBefore,
            remindedAt: remindedAt, source: nil,
            originRange: nil)
    }

    init(
        id: Int, uuidText: StoredText, titleText: StoredText, detailsText: StoredText?, deadline: Instant?,
        location: Location?, createdAt: Instant, completedAt: Instant?, modifiedAt: Instant,
        labels: TaskLabels?,
        priority: TaskPriority?, remindBefore: Int?, remindedAt: Instant?,
        source: StoreBytes?, originRange: Range<Int>?
    ) {
        self.id = id
        self.uuidText = uuidText
        self.titleText = titleText
        self.detailsText = detailsText
        self.deadline = deadline
        self.location = location
        self.createdAt = createdAt
        self.completedAt = completedAt
        self.modifiedAt = modifiedAt
        self.labels = labels
        self.priority = priority
        self.remindBefore = remindBefore
        self.remindedAt = remindedAt
        self.source = source
        self.originRange = originRange
    }

    /// The last change of a task that was created and perhaps completed, and nothing since: what
    /// `modifiedAt` is when the store does not say (the store leaves it out when it is this).
    static func defaultModifiedAt(createdAt: Instant, completedAt: Instant?) -> Instant {
        max(createdAt, completedAt ?? createdAt)
    }

    var defaultModifiedAt: Instant {
        Self.defaultModifiedAt(createdAt: createdAt, completedAt: completedAt)
    }

    /// Names the task is filed under, sorted; see `TagList`.
    public var tags: [String] {
        get { labels?.tags ?? [] }
        set { labels = TaskLabels(tags: newValue, project: project) }
    }

    /// The project the task belongs to; projects nest with dots (`home.garden`).
    public var project: String? {
        get { labels?.project }
        set { labels = TaskLabels(tags: tags, project: newValue) }
    }

    /// When the reminder is due: `remindBefore` seconds before the deadline, or nil when the
    /// task has no deadline or no reminder.
    public var remindAt: Instant? {
        guard let deadline, let remindBefore else { return nil }
        return deadline - Int64(remindBefore)
    }

    /// Starts loading into the cache the bytes of the store the task was read from, without
    /// waiting for them: a task object is a few cache lines, and writing 100,000 tasks in
    /// display order otherwise waits on memory for each.
    public func prefetchStoredBytes() {
        guard let source, let range = originRange, let base = source.buffer.baseAddress else { return }
        for offset in stride(from: range.lowerBound, to: range.upperBound, by: 64) {
            todo_prefetch(base + offset)
        }
    }

    /// Stable across export and import.
    public var uuid: String {
        get { uuidText.string(in: source) }
        set {
            guard newValue != uuid else { return }
            uuidText = .text(newValue)
            originRange = nil
        }
    }

    /// What to do; never empty in a stored task.
    public var title: String {
        get { titleText.string(in: source) }
        set {
            guard newValue != title else { return }
            titleText = .text(newValue)
            originRange = nil
        }
    }

    /// The task object's `description` field (`todo help json`).
    public var details: String? {
        get { detailsText?.string(in: source) }
        set {
            guard newValue != details else { return }
            detailsText = newValue.map(StoredText.text)
            originRange = nil
        }
    }

    /// Calls `body` with the title as UTF-8, without making a String while the title still lies
    /// unescaped in the bytes of the store file: `list` shows 10,000 titles this way.
    public func withTitleUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows
        -> Result
    {
        try titleText.withUTF8(in: source, body)
    }

    /// Whether the task's title names the same task as `title` (trimmed, case ignored).
    func hasSameTitle(as title: String) -> Bool {
        titleText.isSameTitle(as: title, in: source)
    }

    /// Tasks are equal when every field is; two tasks read unchanged from the same bytes are, at once.
    public static func == (lhs: TodoTask, rhs: TodoTask) -> Bool {
        if let left = lhs.originRange, left == rhs.originRange, lhs.source === rhs.source { return true }
        return lhs.id == rhs.id && lhs.createdAt == rhs.createdAt && lhs.deadline == rhs.deadline
            && lhs.completedAt == rhs.completedAt && lhs.modifiedAt == rhs.modifiedAt
            && lhs.remindBefore == rhs.remindBefore && lhs.remindedAt == rhs.remindedAt
            && lhs.priority == rhs.priority && lhs.labels == rhs.labels
            && lhs.location == rhs.location && lhs.title == rhs.title && lhs.uuid == rhs.uuid
            && lhs.details == rhs.details
    }

    /// Hashes the id and the uuid, which tell tasks apart.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(uuid)
    }
}
