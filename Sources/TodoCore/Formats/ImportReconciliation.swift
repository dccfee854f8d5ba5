/// Makes up, on import, for what a format cannot say. todo.txt writes the days of creation and
/// completion without their times, and no reminder: a task it holds that is already in the
/// store keeps the store's times when the days agree, and its reminder (and whether that was
/// delivered, when the deadline is the same); and a task that the file completes keeps its
/// priority, which todo.txt-cli's `do` drops. So exporting to todo.txt, ticking a task off in
/// todo.txt-cli and importing the file back changes that one task, and nothing else.
public enum ImportReconciliation {
    /// `records` as read from a file in `format`, made up for what the format cannot say from the
    /// tasks of `list` they match.
    public static func reconciled(
        _ records: [ImportedTask], with list: TodoList, format: TaskFormat, context: FormatContext
    ) -> [ImportedTask] {
        guard format == .todotxt else { return records }
        var existing: [String: Int] = [:]
        for (index, task) in list.tasks.enumerated() { existing[task.uuid] = index }
        return records.map { record in
            guard let index = existing[record.identity] else { return record }
            let task = list.tasks[index]
            var record = record
            record.createdAt = sameDay(record.createdAt, task.createdAt, context) ?? record.createdAt
            record.completedAt = sameDay(record.completedAt, task.completedAt, context) ?? record.completedAt
            record.remindBefore = task.remindBefore
            record.remindedAt = record.deadline == task.deadline ? task.remindedAt : nil
            if record.completedAt != nil, task.completedAt == nil, record.priority == nil {
                record.priority = task.priority
            }
            return record
        }
    }

    /// `stored`, when `read` falls on the same local day.
    private static func sameDay(_ read: Instant?, _ stored: Instant?, _ context: FormatContext) -> Instant? {
        guard let read, let stored else { return nil }
        let readDay = context.zone.localDateTime(at: read).date
        return readDay == context.zone.localDateTime(at: stored).date ? stored : nil
    }
}
