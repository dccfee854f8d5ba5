/// One change to the store as the change log keeps it: when, the command that made it, the tasks
/// and days' goals it touched, and what it takes to revert it.
///
/// A change keeps the tasks and goals it changed or removed as they were before (`before`,
/// `goalsBefore`); one it added needs nothing kept, since reverting removes it. An undo keeps
/// which changes it reverted, and nothing to revert itself with: an undo is not undone.
public struct JournalEntry: Hashable, Sendable {
    /// The store's own number for the entry, counted from 1 and never reused.
    public let sequence: Int
    /// When the change was made.
    public let date: Instant
    /// The command as the user typed it, as the command layer described it to the store.
    public let command: String
    /// The tasks the change touched, by id.
    public let tasks: [TouchedTask]
    /// The days' goals the change touched, by date.
    public let goals: [TouchedGoal]
    /// For an undo, the changes it reverted, newest first; nil for any other change.
    public let reverted: [RevertedChange]?
    /// Whether a later undo has reverted this change. Worked out from the log, not stored.
    public internal(set) var isUndone = false
    /// The tasks this change changed or removed, as they were before it.
    let before: [TodoTask]
    /// The goals this change changed or removed, as they were before it.
    let goalsBefore: [DayGoal]
    /// The user's field declarations before the change, when it changed them.
    let fieldsBefore: [FieldDeclaration]?

    init(
        sequence: Int, date: Instant, command: String, tasks: [TouchedTask], goals: [TouchedGoal] = [],
        reverted: [RevertedChange]? = nil, before: [TodoTask] = [], goalsBefore: [DayGoal] = [],
        fieldsBefore: [FieldDeclaration]? = nil
    ) {
        self.sequence = sequence
        self.date = date
        self.command = command
        self.tasks = tasks
        self.goals = goals
        self.reverted = reverted
        self.before = before
        self.goalsBefore = goalsBefore
        self.fieldsBefore = fieldsBefore
    }

    /// Whether this entry records an undo.
    public var isUndo: Bool { reverted != nil }

    /// Whether `undo` may still revert this entry: a change no undo has reverted yet.
    public var canBeUndone: Bool { !isUndo && !isUndone }

    /// The title task `id` had before the change, when the change changed or removed it: what
    /// reverting the change gives it back.
    public func title(before id: Int) -> String? {
        before.first { $0.id == id }?.title
    }

    /// The names of the fields of one's own declared before the change, when it changed them:
    /// what reverting it declares again.
    public var fieldNamesBefore: [String]? {
        fieldsBefore?.map(\.name)
    }

    /// The title the goal of `date` had before the change, when the change changed or removed it.
    public func goalTitle(before date: CivilDate) -> String? {
        goalsBefore.first { $0.date == date }?.title
    }

    /// The ids of the tasks the change touched.
    var touchedIds: [Int] { tasks.map(\.id) }
}

/// A task a change touched: its id, its title (after the change, or before it for a task the
/// change removed) and what happened to it.
public struct TouchedTask: Hashable, Sendable {
    /// What the change did to the task.
    public enum Action: String, Sendable {
        case added, changed, removed
    }

    /// The task's id.
    public let id: Int
    /// Its title after the change, or before it for a task the change removed.
    public let title: String
    /// What the change did to it.
    public let action: Action

    /// A task a change touched.
    public init(id: Int, title: String, action: Action) {
        self.id = id
        self.title = title
        self.action = action
    }
}

/// A day's goal a change touched: its date, its title (after the change, or before it for a
/// goal the change removed) and what happened to it.
public struct TouchedGoal: Hashable, Sendable {
    /// The goal's day.
    public let date: CivilDate
    /// Its title after the change, or before it for a goal the change removed.
    public let title: String
    /// What the change did to it.
    public let action: TouchedTask.Action

    /// A goal a change touched.
    public init(date: CivilDate, title: String, action: TouchedTask.Action) {
        self.date = date
        self.title = title
        self.action = action
    }
}

/// A change an undo reverted, as the undo's entry remembers it.
public struct RevertedChange: Hashable, Sendable {
    /// The store's number for the change reverted.
    public let sequence: Int
    /// The command that made it.
    public let command: String

    /// A change an undo reverted.
    public init(sequence: Int, command: String) {
        self.sequence = sequence
        self.command = command
    }
}
