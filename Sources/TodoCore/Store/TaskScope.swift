/// Which tasks a change reads into its list.
public enum TaskScope: Hashable, Sendable {
    /// Every active task, and the archived ones `ArchiveNeed` asks for: what a change that
    /// looks at many tasks needs (`import`, `sync`, `undo`, goals, reminders).
    case all(archived: ArchiveNeed)
    /// The tasks with these ids (archived ones too), and the tasks of today's goal: what `add`
    /// (no ids), `complete`, `edit` and `delete` need. The list holds those alone, and still
    /// refuses a title an open task it does not hold already has. On 100,000 tasks such a change
    /// reads a few pages of the store, not all of it.
    case only([Int])
}
