/// What the change log records for one write of the store.
enum JournalRecording {
    /// A change, described by the command that made it: the log keeps what reverts it.
    case change(command: String)
    /// An undo of `reverted` (newest first): the log keeps which changes it reverted and the
    /// tasks it touched, and nothing to revert it with.
    case undo(command: String, reverted: [JournalEntry], touched: [TouchedTask])

    /// The entry for a write of `tasks` over what `snapshot` read, numbered `sequence`; nil for a
    /// change that touched nothing the log records.
    func entry(sequence: Int, date: Instant, tasks: [TodoTask], snapshot: StoreSnapshot) throws(StoreError)
        -> JournalEntry?
    {
        switch self {
        case .change(let command):
            guard let outcome = try ChangeDetector(snapshot: snapshot).outcome(of: tasks) else { return nil }
            return JournalEntry(
                sequence: sequence, date: date, command: command, tasks: outcome.touched,
                before: outcome.before)
        case .undo(let command, let reverted, let touched):
            return JournalEntry(
                sequence: sequence, date: date, command: command, tasks: touched,
                reverted: reverted.map { RevertedChange(sequence: $0.sequence, command: $0.command) })
        }
    }
}
