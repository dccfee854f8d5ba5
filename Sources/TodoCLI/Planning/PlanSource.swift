import TodoCore

/// The tasks `agenda` and `calendar` plan with, read the way `list` reads them: summaries of
/// the active tasks, narrowed to the context in force, and the repetitions of the open
/// repeating ones, which alone are read whole (a few pages of the store).
struct PlanSource {
    let summaries: TaskSummaries
    private let repetitions: [Int: Recurrence]

    /// Reads the store; for people, names the context in force first.
    init(_ context: CommandContext) throws {
        self.init(summaries: try context.narrowView(context.store.readSummaries()), now: context.now)
    }

    /// The plan of summaries read already (the ui's), with the repetitions read from their bytes.
    init(summaries: TaskSummaries, now: Instant) {
        self.summaries = summaries
        var repetitions: [Int: Recurrence] = [:]
        for task in summaries.tasks where task.isRepeating && PlannedTasks.shows(task, at: now) {
            repetitions[task.id] = summaries.recurrence(of: task)
        }
        self.repetitions = repetitions
    }

    /// The repetition of a summary's task, if it repeats.
    func recurrence(_ task: TaskSummary) -> Recurrence? {
        task.isRepeating ? repetitions[task.id] : nil
    }

    /// The task's title, escaped for a terminal.
    func title(_ task: TaskSummary) -> String {
        TerminalText.escaped(summaries.string(task.title))
    }
}

extension CommandContext {
    /// The active tasks whole, narrowed to the context in force: what `--json` of `agenda` and
    /// `calendar` write.
    /// The whole tasks the active context lets through, and the readiness of the whole list
    /// (a task out of the context may still block one in it).
    func plannedTasks() throws -> (tasks: [TodoTask], readiness: TaskReadiness) {
        let list = try store.read()
        return (try narrowView(list.tasks, schema: list.schema), TaskReadiness(tasks: list.tasks, now: now))
    }
}
