import Foundation
import TodoCore

/// A `todo` store filled the way a user would restore a backup: a JSON array written with the
/// store's own task codec, read back by one `todo import` with `TODO_NOW` fixed, so tasks
/// completed more than 24 hours before it go straight to the archive folder.
struct TodoFixture: Tool {
    let name = "todo"
    let binary: String
    let environment: [String: String]
    /// Ids of tasks not completed, one per run of `complete`.
    let completableIds: [Int]
    /// The folder of `import.json` and `import.ics`, under which each `import` run fills a new
    /// store; nil for a size imports are not timed on.
    var importFolder: Scratch?
    /// The store of the same tasks with 1,000 repeating ones, and their ids; nil for a size it
    /// is not made for.
    var repeating: RepeatingStore?
    /// A copy of the store with its log as full as it gets (see `FullLogFixture`); nil for a
    /// size it is not timed on.
    var fullLogStore: String?
    /// A copy of the store with subtasks and notes (see `SubtaskFixture`); nil for a size it is
    /// not timed on.
    var subtasks: SubtaskFixture?
    /// A copy of the store with waiting and blocked tasks (see `PlanningFixture`); nil for a
    /// size it is not made for.
    var planning: PlanningFixture?
    /// A config folder (`XDG_CONFIG_HOME`) whose one hook, `on-change`, is `/bin/true`.
    var hookedConfig = ""

    /// - Returns: the fixture and a line about how the store was built, for the progress log.
    static func create(
        tasks: [TodoTask], size: StoreSize, in folder: Scratch, binary: String, now: Instant
    ) throws -> (TodoFixture, String) {
        try folder.write(jsonArray(tasks), to: "import.json")
        if size == Targets.tenThousand { try writeICS(tasks, to: folder, now: now) }

        let store = folder.path("store/todos.json")
        var fixture = TodoFixture(
            binary: binary,
            environment: baseEnvironment(home: folder.root).merging(
                ["TODO_STORE": store, "TODO_NOW": now.iso8601, "NO_COLOR": "1"]) { $1 },
            completableIds: tasks.filter { !$0.isCompleted }.map(\.id),
            importFolder: size == Targets.tenThousand ? folder : nil)
        fixture.hookedConfig = try makeHookedConfig(in: folder)

        try declare(TaskGenerator.energy, in: fixture, folder: folder)
        let start = ProcessTimer.monotonicSeconds()
        let imported = try ProcessTimer.capture(
            Invocation(
                executable: binary, arguments: ["import", folder.path("import.json")],
                environment: fixture.environment),
            scratch: folder)
        let seconds = ProcessTimer.monotonicSeconds() - start
        guard imported.status == 0 else {
            throw SpawnError(description: "todo import failed (exit \(imported.status)): \(imported.output)")
        }
        let segments = (try? FileManager.default.contentsOfDirectory(atPath: store + ".archive")) ?? []
        let expected = (size.archived + 999) / 1000
        guard segments.count == expected else {
            throw SpawnError(
                description:
                    "expected \(expected) archive segments in \(store).archive, found \(segments.count)")
        }
        let archive = expected == 0 ? "" : ", \(segments.count) archive segments in todos.json.archive/"
        try GoalFixture.addYearOfGoals(store: store, tasks: tasks, now: now)
        // The goals were one change, appended to the log: the store is timed compacted, as
        // after any compaction, and the full log on a copy of its own.
        try TodoStore(path: store).compact(now: now)
        var line = "todo import: \(decimal(seconds, 2)) s" + archive + ", a year of daily goals"
        if size == Targets.tenThousand {
            let full = try FullLogFixture.make(copying: folder, tasks: tasks, now: now)
            fixture.fullLogStore = full.store
            line += "; a copy with \(full.changes) changes (\(grouped(full.bytes)) bytes) in its log"
            fixture.repeating = try RepeatingStore.create(
                tasks: tasks, in: folder, fixture: fixture, now: now)
            line += "; a copy with 1,000 repeating tasks"
            fixture.subtasks = try SubtaskFixture.make(copying: folder, tasks: tasks, now: now)
            line += "; a copy with 3,000 subtasks and a task with 100 notes"
            fixture.planning = try PlanningFixture.make(copying: folder, tasks: tasks, now: now)
            line += "; a copy with 2,000 waiting and 2,000 blocked tasks"
        }
        return (fixture, line)
    }

    /// The tasks as a JSON array, one a line, written with the store's own task codec.
    static func jsonArray(_ tasks: [TodoTask]) -> [UInt8] {
        var writer = JSONWriter(capacity: tasks.count * 340)
        writer.raw("[")
        for (index, task) in tasks.enumerated() {
            writer.raw(index == 0 ? "\n" : ",\n")
            TaskCodec.write(task, facts: nil, into: &writer)
        }
        writer.raw("\n]\n")
        return writer.bytes
    }

    /// `hooked-config/todo/hooks/on-change`, a link to `true`, in a folder only its owner writes.
    private static func makeHookedConfig(in folder: Scratch) throws -> String {
        guard
            let program = ["/bin/true", "/usr/bin/true"].first(where: {
                FileManager.default.isExecutableFile(atPath: $0)
            })
        else { throw SpawnError(description: "no /bin/true for the hooked add") }
        let hooks = folder.path("hooked-config/todo/hooks")
        try FileManager.default.createDirectory(
            atPath: hooks, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        try FileManager.default.createSymbolicLink(atPath: hooks + "/on-change", withDestinationPath: program)
        return folder.path("hooked-config")
    }

    /// Declares the field the generated tasks have values for, before they are imported.
    private static func declare(_ field: FieldDeclaration, in fixture: TodoFixture, folder: Scratch) throws {
        let declared = try ProcessTimer.capture(
            Invocation(
                executable: fixture.binary,
                arguments: ["field", "add", field.name, "--type", field.type.rawValue, "--values"]
                    + [field.values.joined(separator: ",")],
                environment: fixture.environment),
            scratch: folder)
        guard declared.status == 0 else {
            throw SpawnError(
                description: "todo field add failed (exit \(declared.status)): \(declared.output)")
        }
    }

    /// The same tasks as one iCalendar file, `import.ics`, written by the codec `export` uses.
    private static func writeICS(_ tasks: [TodoTask], to folder: Scratch, now: Instant) throws {
        var encoder = ICalendarEncoder(
            context: FormatContext(now: now, zone: .utc), productId: "-//todo-bench//EN")
        var bytes: [UInt8] = []
        encoder.writeHeader(into: &bytes)
        for task in tasks { encoder.write(task, into: &bytes) }
        encoder.writeFooter(into: &bytes)
        try folder.write(bytes, to: "import.ics")
    }

    func invocation(_ operation: Operation, run k: Int) -> Invocation? {
        let arguments: [String]
        var environment = environment
        switch operation {
        case .list, .listBesideIds: arguments = ["list"]
        case .listJSON: arguments = ["list", "--json"]
        case .stats: arguments = ["stats"]
        case .remind: arguments = ["remind"]
        case .export: arguments = ["export"]
        case .exportICS: arguments = ["export", "--format", "ics"]
        case .add: arguments = ["add", addedTitle(run: k, tool: name)]
        case .addBeside: arguments = ["add", addedTitle(run: k, tool: name + " beside")]
        case .addDue:
            arguments = ["add", addedTitle(run: k, tool: name + " --due"), "--due", "next friday at 5pm"]
        case .complete: arguments = ["complete", String(completableIds[k % completableIds.count])]
        case .importJSON, .importICS:
            guard let importFolder else { return nil }
            let format = operation == .importJSON ? "json" : "ics"
            arguments = ["import", importFolder.path("import." + format)]
            environment["TODO_STORE"] = importFolder.path("imports/\(format)-\(k)/todos.json")
        case .listTag, .listProject, .listText, .listField, .undo, .log, .next: arguments = operation.words
        case .listFullLog:
            guard let fullLogStore else { return nil }
            arguments = ["list"]
            environment["TODO_STORE"] = fullLogStore
        case .listSubtasks, .show, .showNotes:
            guard let subtasks else { return nil }
            switch operation {
            case .show: arguments = ["show", String(subtasks.plainId)]
            case .showNotes: arguments = ["show", String(subtasks.notedId)]
            default: arguments = ["list"]
            }
            environment["TODO_STORE"] = subtasks.store
        case .listPlanning:
            guard let planning else { return nil }
            arguments = ["list"]
            environment["TODO_STORE"] = planning.store
        case .addField:
            arguments = ["add", addedTitle(run: k, tool: name + " --set"), "--set", "energy=high"]
        case .addHooked:
            arguments = ["add", addedTitle(run: k, tool: name + " hooked")]
            environment["XDG_CONFIG_HOME"] = hookedConfig
        case .hookAlone:
            return Invocation(
                executable: hookedConfig + "/todo/hooks/on-change", arguments: [], environment: environment)
        case .addOptions:
            arguments = [
                "add", addedTitle(run: k, tool: name + " options"), "--due", "tomorrow 6pm", "--tag",
                "errand",
                "--project", "home",
            ]
        case .addSentence:
            arguments =
                ["add"] + addedTitle(run: k, tool: name + " sentence").split(separator: " ").map(String.init)
                + ["tomorrow", "6pm", "+errand", "project:home"]
        case .completionIds: arguments = ["completions", "--ids", "open"]
        case .listRepeating, .completeRepeating, .agenda, .calendar:
            guard let repeating else { return nil }
            environment["TODO_STORE"] = repeating.store
            switch operation {
            case .completeRepeating: arguments = ["complete", String(repeating.ids[k % repeating.ids.count])]
            case .agenda: arguments = ["agenda"]
            case .calendar: arguments = ["calendar"]
            default: arguments = ["list"]
            }
        case .goal, .statsWeek, .statsMonth, .statsYear: arguments = operation.words
        }
        return Invocation(executable: binary, arguments: arguments, environment: environment)
    }

    /// `todo --version`, for the start-up floor.
    var version: Invocation {
        Invocation(executable: binary, arguments: ["--version"], environment: environment)
    }
}

/// What every timed child gets: a private home, UTC, UTF-8, and the bench's own `PATH` (the
/// peers are shell scripts that need `sed` and `awk`).
func baseEnvironment(home: String) -> [String: String] {
    [
        "HOME": home, "TZ": "UTC", "LANG": "C.UTF-8",
        "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin",
    ]
}
