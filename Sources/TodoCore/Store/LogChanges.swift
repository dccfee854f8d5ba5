/// The changes of the log folded together, to be folded onto the main file: the latest state of
/// each task they touched, the header members they set, and their entries, oldest first.
struct LogChanges: Sendable {
    /// The tasks the changes added, changed or removed, as the latest one left them.
    private(set) var tasks = LoggedTasks<TodoTask>()
    /// The ids the changes gave out.
    private(set) var usedIds = IdRangeSet()
    /// The latest values of the members the changes set.
    private(set) var goals: GoalHistory?
    private(set) var fields: [FieldDeclaration]?
    private(set) var remindersSince: Instant?
    /// The change log entries, oldest first.
    private(set) var entries: [LoggedEntry] = []
    /// How many records were folded.
    private(set) var count = 0

    /// Nothing logged.
    init() {}

    /// Folds the records of `log`, which lies in `bytes`; `path` names the log in errors. The
    /// records are scanned, and only the latest state of each task they touched is decoded.
    init(_ log: StoreLog, in bytes: StoreBytes, path: String) throws(StoreError) {
        var scan = LogScan()
        for (number, range) in log.records.enumerated() {
            do {
                try LogRecordReader.scan(bytes, range, into: &scan)
            } catch {
                let message = (error as? JSONError)?.message ?? "\(error)"
                throw .corrupt(path: path, problem: "line \(number + 2): \(message)")
            }
        }
        for (id, range) in scan.latest {
            let task: TodoTask
            do {
                task = try JSONReader.read(bytes[range]) { reader in try TaskReader.readStored(&reader) }
            } catch {
                let message = (error as? JSONError)?.message ?? "\(error)"
                throw .corrupt(path: path, problem: "a change of task \(id): \(message)")
            }
            tasks.set(id, task)
        }
        for id in scan.removed { tasks.set(id, nil) }
        usedIds = IdRangeSet(ranges: scan.usedIds)
        (goals, fields, remindersSince, entries) = (
            scan.goals, scan.fields, scan.remindersSince, scan.entries
        )
        count = log.records.count
    }

    var isEmpty: Bool { count == 0 }

    /// The tasks the changes added or changed, in their latest state.
    var loggedTasks: Dictionary<Int, TodoTask>.Values { tasks.latest.values }

    /// The ids of the tasks the changes touched.
    var touchedIds: Set<Int> { tasks.ids }

    /// Whether the changes say what became of task `id`: its latest state, or `.some(nil)`
    /// when they removed it; nil when they did not touch it.
    func task(id: Int) -> TodoTask?? { tasks.task(id: id) }

    /// The earliest instant a task the changes left completed is cleared, if any.
    var clearsAt: Instant? { StoreDocument.clearsAt(Array(tasks.latest.values)) }

    /// The header of `document` with the changes' members set on it.
    func foldHeader(into document: inout StoreDocument) {
        document.usedIds = IdRangeSet(ranges: document.usedIds.ranges + usedIds.ranges)
        if let goals { document.goals = goals }
        if let fields { document.fieldDeclarations = fields }
        if let remindersSince { document.remindersSince = remindersSince }
        document.journal.appended = entries
        if let last = entries.last {
            document.journal.nextSequence = max(document.journal.nextSequence, last.sequence + 1)
        }
    }

    /// `tasks` (in id order) with the changes made: tasks replaced, added and removed by id.
    func folded(_ tasks: [TodoTask]) -> [TodoTask] { self.tasks.folded(tasks) }
}
