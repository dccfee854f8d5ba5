import TodoCore

/// todo.txt (`todo.sh`, Debian package `todotxt-cli`, which names it `todo-txt`) with the same
/// tasks, written straight into its files: active tasks in `todo.txt` (completed ones as `x`
/// lines), archived ones in `done.txt`. A private `todo.cfg` names the files; everything else
/// is its default (auto-archive on, line numbers kept).
///
/// A location becomes a `@context`, a deadline a `due:` tag; todo.txt has no descriptions.
struct TodoTxtFixture: Tool {
    let name = "todo.sh"
    let binary: String
    let environment: [String: String]
    /// The line numbers of tasks not completed, one per run of `do`.
    let completableLines: [Int]

    /// - Parameters:
    ///   - now: tasks the auto-clear has taken at `now` go to `done.txt`, as `todo` archives them.
    ///   - shift: seconds added to every instant, as for taskwarrior.
    static func create(
        tasks: [TodoTask], now: Instant, shift: Int64, in folder: Scratch, binary: String
    ) throws -> TodoTxtFixture {
        let data = try folder.folder("todotxt")
        try data.write(
            """
            export TODO_DIR="\(data.root)"
            export TODO_FILE="$TODO_DIR/todo.txt"
            export DONE_FILE="$TODO_DIR/done.txt"
            export REPORT_FILE="$TODO_DIR/report.txt"

            """, to: "todo.cfg")
        var active = ""
        var done = ""
        var completable: [Int] = []
        var lineNumber = 0
        for task in tasks {
            let line = Self.line(task, shift: shift) + "\n"
            if task.isCleared(at: now) {
                done += line
                continue
            }
            lineNumber += 1
            active += line
            if !task.isCompleted { completable.append(lineNumber) }
        }
        try data.write(active, to: "todo.txt")
        try data.write(done, to: "done.txt")
        return TodoTxtFixture(
            binary: binary,
            environment: baseEnvironment(home: folder.root).merging(
                ["TODOTXT_CFG_FILE": data.path("todo.cfg"), "TODOTXT_PLAIN": "1"]) { $1 },
            completableLines: completable)
    }

    func invocation(_ operation: Operation, run k: Int) -> Invocation? {
        let arguments: [String]
        switch operation {
        case .list: arguments = ["ls"]
        case .add: arguments = ["add", addedTitle(run: k, tool: name)]
        case .complete: arguments = ["do", String(completableLines[k % completableLines.count])]
        case .listText: arguments = ["ls"] + operation.words.dropFirst()
        case .listJSON, .stats, .export, .addDue, .listTag, .listProject, .completionIds, .listBesideIds:
            return nil
        case .exportICS, .importJSON, .importICS, .remind, .listField, .addField, .next: return nil
        case .addBeside, .addOptions, .addSentence, .listRepeating, .completeRepeating, .addHooked,
            .hookAlone:
            return nil
        case .goal, .statsWeek, .statsMonth, .statsYear, .undo, .log, .listFullLog: return nil
        case .listSubtasks, .listPlanning, .show, .showNotes, .agenda, .calendar: return nil
        }
        return Invocation(executable: binary, arguments: arguments, environment: environment)
    }

    /// `2026-02-10 Title @Office due:2026-03-05`, or `x 2026-03-01 2026-02-10 Title …` once completed.
    private static func line(_ task: TodoTask, shift: Int64) -> String {
        func day(_ instant: Instant) -> String { String((instant + shift).iso8601.prefix(10)) }
        var parts: [String] = []
        if let completedAt = task.completedAt { parts += ["x", day(completedAt)] }
        parts.append(day(task.createdAt))
        parts.append(task.title)
        if let location = task.location {
            parts.append("@" + location.name.split(separator: " ").joined(separator: "-"))
        }
        if let deadline = task.deadline { parts.append("due:" + day(deadline)) }
        return parts.joined(separator: " ")
    }
}
