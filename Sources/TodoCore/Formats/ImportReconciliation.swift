/// Makes up, on import, for what a format cannot say, by the rules the fields' carriages give
/// (`TodoTxtCarriage.reconcile`, `TaskwarriorCarriage.reconcile`). todo.txt writes the days of
/// creation and completion without their times, and no reminder: a task it holds that is
/// already in the store keeps the store's times when the days agree, and its reminder (and
/// whether that was delivered, when the deadline is the same); a task that the file completes
/// keeps its priority, which todo.txt-cli's `do` drops; and a value of a field of one's own
/// that the format could not write (a value of several words in todo.txt) is kept. So exporting
/// to todo.txt, ticking a task off in todo.txt-cli and importing the file back changes that one
/// task, and nothing else.
public enum ImportReconciliation {
    /// A field's rule: given the field, the store's task and the record read from the file,
    /// and the import's context, it sets in the record what the file could not say.
    typealias Rule = @Sendable (TaskField, TodoTask, inout ImportedTask, FormatContext) -> Void

    /// The rule of a field the format cannot carry at all: the store's value is kept.
    static let keptFromStore: Rule = { field, stored, record, _ in
        record.set(field.value(in: stored), of: field)
    }

    /// `records` as read from a file in `format`, made up for what the format cannot say from the
    /// tasks of `list` they match.
    public static func reconciled(
        _ records: [ImportedTask], with list: TodoList, format: TaskFormat, context: FormatContext
    ) -> [ImportedTask] {
        let rules: [(TaskField, Rule)] = list.schema.fields.compactMap { field in
            let rule: Rule?
            switch format {
            case .todotxt: rule = field.todoTxt.reconcile
            case .taskwarrior: rule = field.taskwarrior.reconcile
            case .json, .ics: rule = nil
            }
            return rule.map { (field, $0) }
        }
        guard !rules.isEmpty else { return records }
        var existing: [String: Int] = [:]
        for (index, task) in list.tasks.enumerated() { existing[task.uuid] = index }
        return records.map { record in
            guard let index = existing[record.identity] else { return record }
            var record = record
            for (field, rule) in rules { rule(field, list.tasks[index], &record, context) }
            return record
        }
    }
}
