/// The tasks `todo next` offers: open, neither blocked nor waiting, most urgent first; ties
/// go to the earlier deadline (a task without one last), then to the lower id.
public enum NextTasks {
    /// The default number of tasks `next` shows.
    public static let defaultCount = 10

    /// One offered task: where it is in the array ranked, and its urgency.
    public struct Entry: Sendable {
        /// Where the task is in the array ranked.
        public let index: Int
        /// How urgent it is.
        public let urgency: Urgency

        @usableFromInline init(index: Int, urgency: Urgency) {
            self.index = index
            self.urgency = urgency
        }
    }

    /// The `limit` most urgent of `tasks` that `isReady` lets through, in order.
    @inlinable public static func rank<Task: ListableTask>(
        _ tasks: [Task], limit: Int, now: Instant, isReady: (Task) -> Bool, facts: (Task) -> Urgency.Facts
    ) -> [Entry] {
        var entries: [Entry] = []
        for index in tasks.indices where !tasks[index].isCompleted && isReady(tasks[index]) {
            entries.append(Entry(index: index, urgency: Urgency(facts(tasks[index]), now: now)))
        }
        entries.sort { first, second in
            comesFirst(first, tasks[first.index], before: second, tasks[second.index])
        }
        return Array(entries.prefix(max(0, limit)))
    }

    @inlinable static func comesFirst<Task: ListableTask>(
        _ first: Entry, _ firstTask: Task, before second: Entry, _ secondTask: Task
    ) -> Bool {
        if first.urgency.total != second.urgency.total { return first.urgency.total > second.urgency.total }
        switch (firstTask.deadline, secondTask.deadline) {
        case (let one?, let other?) where one != other: return one < other
        case (.some, nil): return true
        case (nil, .some): return false
        default: return firstTask.id < secondTask.id
        }
    }
}
