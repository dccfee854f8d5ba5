extension TodoTxtCarriage {
    /// The completion: `x DONE` at the start of the line, the local day. Read as that day's
    /// start (now, for today), or the creation day's, or now; a task the store has keeps its
    /// time when the file agrees on the day.
    static let completion = TodoTxtCarriage(
        keys: [], order: 10,
        write: { _, task, line in
            guard let completedAt = task.completedAt else { return }
            line.marks += ["x", line.context.zone.localDateTime(at: completedAt).date.iso8601]
        },
        read: { _, line, record in
            guard line.line.isCompleted else { return }
            record.completedAt =
                (line.line.completionDate ?? line.line.creationDate).map { line.instant($0) }
                ?? line.context.now
        },
        reconcile: { _, stored, record, context in
            record.completedAt =
                sameDay(record.completedAt, stored.completedAt, context) ?? record.completedAt
        })

    /// The creation: its local day, always written, so that a title starting with `x ` or
    /// `(A) ` is not read as a mark. A task the store has keeps its time when the day agrees.
    static let creation = TodoTxtCarriage(
        keys: [], order: 40,
        write: { _, task, line in
            line.marks.append(line.context.zone.localDateTime(at: task.createdAt).date.iso8601)
        },
        read: { _, line, record in record.createdAt = line.line.creationDate.map { line.instant($0) } },
        reconcile: { _, stored, record, context in
            record.createdAt = sameDay(record.createdAt, stored.createdAt, context) ?? record.createdAt
        })

    /// The priority: `(A)` high, `(B)` medium, `(C)` low at the start of an open task's line;
    /// `pri:A` on a completed one, which todo.txt-cli gives no priority. Read: `(C)` to `(Z)`
    /// are low. A task the file completes keeps the store's priority, which `todo.sh do` drops.
    static let priority = TodoTxtCarriage(
        keys: ["pri"], order: 30,
        write: { _, task, line in
            guard let priority = task.priority else { return }
            let letter = letter(of: priority)
            if task.isCompleted {
                line.keys.append("pri:" + letter)
            } else {
                line.marks.append("(" + letter + ")")
            }
        },
        read: { _, line, record in
            let pri = line.take("pri") { value -> Character? in
                guard value.count == 1, let letter = value.first, letter.isASCII, letter.isUppercase else {
                    return nil
                }
                return letter
            }
            record.priority = (line.line.priority ?? pri).map(level(of:))
        },
        reconcile: { _, stored, record, _ in
            if record.completedAt != nil, stored.completedAt == nil, record.priority == nil {
                record.priority = stored.priority
            }
        })

    private static func letter(of priority: TaskPriority) -> String {
        switch priority {
        case .high: return "A"
        case .medium: return "B"
        case .low: return "C"
        }
    }

    /// `A` is high, `B` medium, any later letter low.
    private static func level(of letter: Character) -> TaskPriority {
        switch letter {
        case "A": return .high
        case "B": return .medium
        default: return .low
        }
    }

    /// The reminder: todo.txt has none. A task the store has keeps its own.
    static let reminder = none(reconcile: { _, stored, record, _ in
        record.remindBefore = stored.remindBefore
    })

    /// The reminder's delivery: a task the store has keeps it while the deadline is the same.
    static let reminderDelivery = none(reconcile: { _, stored, record, _ in
        record.remindedAt = record.deadline == stored.deadline ? stored.remindedAt : nil
    })

    /// `stored`, when `read` falls on the same local day.
    private static func sameDay(_ read: Instant?, _ stored: Instant?, _ context: FormatContext) -> Instant? {
        guard let read, let stored else { return nil }
        let readDay = context.zone.localDateTime(at: read).date
        return readDay == context.zone.localDateTime(at: stored).date ? stored : nil
    }
}
