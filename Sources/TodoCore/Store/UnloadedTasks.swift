/// The active tasks a partial list does not hold, as far as the list's rules need them: whether
/// an open one has a given title (the duplicate rule of `add` and `edit --title`). The open
/// tasks of the main file are found through the index's title hashes, those of the log among its
/// changes; a task the list holds is the list's to judge.
///
/// An index entry that does not lead to the task it names (a damaged index whose header still
/// matches) is never taken for an answer: the main file is then read whole, once, and searched,
/// and the change that asked writes the store whole, which rebuilds the index.
struct UnloadedTasks: Sendable {
    let index: StoreIndex
    /// The main file's bytes.
    let source: StoreBytes
    /// The log's changes: its tasks are the latest, and its removals hide the main file's.
    let changes: LogChanges
    /// The tasks the list holds.
    let loaded: Set<Int>
    let declarations: [FieldDeclaration]
    /// The main file's tasks, once the index let the list down.
    let fallback = WholeFile()

    /// An open task titled as `title` names (`isSameTitle`) that the list does not hold.
    func openTask(titled title: String) -> TodoTask? {
        for task in changes.loggedTasks where !loaded.contains(task.id) {
            if !task.isCompleted && task.title.isSameTitle(as: title) { return task }
        }
        if let tasks = fallback.tasks { return mainTask(titled: title, among: tasks) }
        for id in index.openIds(titleHash: StoreIndex.titleHash(title)) {
            guard !loaded.contains(id), changes.task(id: id) == nil else { continue }
            guard let range = index.range(of: id),
                var task = try? JSONReader.read(
                    source[range], { reader in try TaskReader.readStored(&reader) }),
                task.id == id
            else { return mainTask(titled: title, among: fallback.read(source)) }
            guard !task.isCompleted, task.title.isSameTitle(as: title) else { continue }
            UserFieldValues.typed(&task, dateFields: UserFieldValues.dateFields(declarations))
            return task
        }
        return nil
    }

    /// Whether the index had to be passed over: the change then writes the store whole.
    var indexFailed: Bool { fallback.tasks != nil }

    private func mainTask(titled title: String, among tasks: [TodoTask]) -> TodoTask? {
        tasks.first { task in
            !loaded.contains(task.id) && changes.task(id: task.id) == nil && !task.isCompleted
                && task.title.isSameTitle(as: title)
        }
    }

    /// The main file's tasks, read at most once, when the index cannot be trusted.
    final class WholeFile: @unchecked Sendable {
        private(set) var tasks: [TodoTask]?

        /// The tasks of the main file in `source`; none when it cannot be read (the next full
        /// read reports why).
        func read(_ source: StoreBytes) -> [TodoTask] {
            if let tasks { return tasks }
            let read = (try? StoreCodec.decodeDocument(source))?.tasks ?? []
            tasks = read
            return read
        }
    }
}
