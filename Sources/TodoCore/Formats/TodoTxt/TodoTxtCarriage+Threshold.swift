extension TodoTxtCarriage {
    /// The wait: the threshold `t:2026-12-01`, its local day, which todo.txt tools that know it
    /// hide the task until. A line's `t:` is the start of that day; a task the store has whose
    /// wait falls on that day keeps its time.
    static let threshold = TodoTxtCarriage(
        keys: ["t"], order: 25,
        write: { _, task, line in
            guard let wait = task.wait else { return }
            line.keys.append("t:" + line.context.zone.localDateTime(at: wait).date.iso8601)
        },
        read: { _, line, record in
            guard let date = line.take("t", TodoTxtLine.date) else { return }
            record.wait = line.context.zone.startOfDay(date)
        },
        reconcile: { _, stored, record, context in
            guard let wait = stored.wait, let read = record.wait,
                context.zone.localDateTime(at: wait).date == context.zone.localDateTime(at: read).date
            else { return }
            record.wait = wait
        })
}
