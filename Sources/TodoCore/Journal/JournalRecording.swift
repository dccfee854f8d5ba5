/// What the change log records for one write of the store.
enum JournalRecording {
    /// A change, described by the command that made it: the log keeps what reverts it.
    case change(command: String)
    /// An undo of `reverted` (newest first): the log keeps which changes it reverted and the
    /// tasks and goals it touched, and nothing to revert it with.
    case undo(command: String, reverted: [JournalEntry], tasks: [TouchedTask], goals: [TouchedGoal])

    /// The entry for a write of `list` over what `snapshot` read, numbered `sequence`; nil for a
    /// change that touched nothing the log records.
    func entry(sequence: Int, date: Instant, list: TodoList, snapshot: StoreSnapshot) throws(StoreError)
        -> JournalEntry?
    {
        switch self {
        case .change(let command):
            guard let outcome = try ChangeDetector(snapshot: snapshot).outcome(of: list) else { return nil }
            return JournalEntry(
                sequence: sequence, date: date, command: command, tasks: outcome.touched,
                goals: outcome.goals,
                before: outcome.before, goalsBefore: outcome.goalsBefore, fieldsBefore: outcome.fieldsBefore)
        case .undo(let command, let reverted, let tasks, let goals):
            return JournalEntry(
                sequence: sequence, date: date, command: command, tasks: tasks, goals: goals,
                reverted: reverted.map { RevertedChange(sequence: $0.sequence, command: $0.command) })
        }
    }
}
