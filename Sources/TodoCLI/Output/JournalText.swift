import TodoCore

/// The change log for people: dates, commands and the tasks a change touched, as `log` and
/// `undo` show them.
struct JournalText {
    let now: Instant
    let zone: ZoneRules

    /// The most task lines shown for one change; the rest are counted.
    static let taskLineLimit = 5

    func date(_ instant: Instant) -> String {
        DateDisplay.absolute(instant, now: now, zone: zone)
    }

    /// A command between double quotes, escaped for the terminal.
    func quoted(_ command: String) -> String {
        "\"" + TerminalText.escaped(command) + "\""
    }

    /// `added today's goal: Ship it` and `added task 3: Call mum`, one line a goal or task, or as
    /// reverting the change does it, with the title it gets back (`reverted task 3: …`); past
    /// `taskLineLimit` tasks, a line that counts the rest. Reverting a change of the fields of
    /// one's own says which fields are declared again.
    func taskLines(_ entry: JournalEntry, reverting: Bool) -> [String] {
        let today = zone.localDateTime(at: now).date
        var lines: [String] = []
        if reverting, let names = entry.fieldNamesBefore {
            lines.append(
                names.isEmpty
                    ? "no fields of your own" : "fields of your own: " + names.joined(by: ", "))
        }
        lines += entry.goals.map { goal in
            let title = reverting ? entry.goalTitle(before: goal.date) ?? goal.title : goal.title
            return Self.verb(goal.action, reverting: reverting) + " "
                + DayText.goalOf(goal.date, today: today)
                + ": " + TerminalText.escaped(title)
        }
        lines += entry.tasks.prefix(Self.taskLineLimit).map { task in
            let title = reverting ? entry.title(before: task.id) ?? task.title : task.title
            return Self.verb(task.action, reverting: reverting) + " task \(task.id): "
                + TerminalText.escaped(title)
        }
        if entry.tasks.count > Self.taskLineLimit {
            lines.append("and \(entry.tasks.count - Self.taskLineLimit) more")
        }
        return lines
    }

    private static func verb(_ action: TouchedTask.Action, reverting: Bool) -> String {
        switch (action, reverting) {
        case (.added, false): return "added"
        case (.changed, false): return "changed"
        case (.removed, false): return "removed"
        case (.added, true): return "removed"
        case (.changed, true): return "reverted"
        case (.removed, true): return "restored"
        }
    }

    /// A count of changes as typed: a whole number from 1.
    static func count(_ word: String, for option: String) throws(UsageError) -> Int {
        guard let value = TaskIds.id(word[...]) else { throw .invalidCount(option: option, value: word) }
        return value
    }
}
