/// Makes up, on import, for what a format cannot say: a field a format writes less precisely
/// than `todo` keeps (todo.txt's dates of creation and completion) keeps its value in the store
/// when the file's value agrees with it as far as the format can tell. Exporting to todo.txt,
/// ticking a task off in todo.txt-cli and importing the file back changes that one task.
public enum ImportReconciliation {
    public static func reconciled(
        _ records: [ImportedTask], with list: TodoList, format: TaskFormat, context: FormatContext
    ) -> [ImportedTask] {
        guard !format.carriesTimesOfDay else { return records }
        var existing: [String: Int] = [:]
        for (index, task) in list.tasks.enumerated() { existing[task.uuid] = index }
        return records.map { record in
            guard let index = existing[record.identity] else { return record }
            let task = list.tasks[index]
            var record = record
            record.createdAt = sameDay(record.createdAt, task.createdAt, context) ?? record.createdAt
            record.completedAt = sameDay(record.completedAt, task.completedAt, context) ?? record.completedAt
            return record
        }
    }

    /// `stored`, when `read` falls on the same local day.
    private static func sameDay(_ read: Instant?, _ stored: Instant?, _ context: FormatContext) -> Instant? {
        guard let read, let stored else { return nil }
        return context.zone.localDateTime(at: read).date == context.zone.localDateTime(at: stored).date
            ? stored : nil
    }
}
