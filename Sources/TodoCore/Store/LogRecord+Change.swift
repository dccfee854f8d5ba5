extension LogRecord {
    /// The record of writing `list` over the store `snapshot` read: the tasks the change added or
    /// changed as they are now, those it removed, the ids it gave out, the goals, fields and
    /// start of reminders where they differ, and the change log's `entry`.
    init(list: TodoList, snapshot: StoreSnapshot, now: Instant, entry: JournalEntry?) throws(StoreError) {
        let touched = snapshot.touchedIds(of: list).sorted()
        let places = touched.count > 16 ? list.placesById : nil
        for id in touched {
            let original = try snapshot.originalTask(id: id)
            let current = places.map { $0[id].map { list.tasks[$0] } } ?? list.task(id: id)
            if let current {
                if current != original { after.append(current) }
            } else if original != nil {
                removed.append(id)
            }
        }
        let document = snapshot.document
        usedIds = list.usedIds.subtracting(document.usedIds)
        if list.goals != document.goals { goals = list.goals }
        if list.fieldDeclarations != document.fieldDeclarations { fields = list.fieldDeclarations }
        if let since = list.reminderStart.beginning(now: now), since != document.remindersSince {
            remindersSince = since
        }
        self.entry = entry.map(LoggedEntry.init)
    }
}

extension TodoList {
    /// Makes the changes `record` holds: the store folding a change made on a few tasks onto
    /// all of them, for a compaction. No rule is checked again: the change checked them.
    mutating func apply(_ record: LogRecord) {
        var positions: [Int: Int] = [:]
        for (index, task) in tasks.enumerated() { positions[task.id] = index }
        for task in record.after {
            if let index = positions[task.id] {
                replaceTask(at: index, with: task)
            } else {
                positions[task.id] = tasks.count
                appendTask(task)
            }
        }
        if !record.removed.isEmpty { removeTasks(Set(record.removed)) }
        for range in record.usedIds.ranges { usedIds = IdRangeSet(ranges: usedIds.ranges + [range]) }
        if let goals = record.goals { self.goals = goals }
        if let fields = record.fields { fieldDeclarations = fields }
        if let since = record.remindersSince { reminderStart = .since(since) }
    }
}
