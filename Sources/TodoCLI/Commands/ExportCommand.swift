import TodoCore

struct ExportCommand: Command {
    static let spec = CommandSpec(
        "export", abstract: "Print every task, archived ones too, as a JSON array ordered by id.",
        discussion: """
            The output is what 'todo import' reads back: export, then import into an empty store, gives
            the same tasks. --format writes iCalendar (one VCALENDAR of VTODOs), todo.txt (one line a
            task) or taskwarrior's JSON (for 'task import') instead; --vdir writes one .ics file per task
            into a folder, as todoman and vdirsyncer keep a calendar, and changes only the files of tasks
            that changed. 'todo help formats' lists what each format cannot carry.
            """,
        options: [FormatOptions.exportFormat.spec, FormatOptions.vdir.spec],
        examples: [
            "todo export > backup.json", "todo export --format ics > tasks.ics",
            "todo export --format taskwarrior | task import -", "todo export --vdir ~/.calendars/tasks",
        ])

    let format: TaskFormat
    let vdir: String?

    init(arguments: ParsedArguments, context: CommandContext) throws {
        vdir = try arguments.value(FormatOptions.vdir, context)
        let format = try arguments.value(FormatOptions.exportFormat, context)
        if vdir != nil, let format, format != .ics {
            throw UsageError.conflictingOptions("--vdir", "--format " + format.rawValue)
        }
        self.format = format ?? (vdir == nil ? .json : .ics)
    }

    func run(_ context: CommandContext) throws {
        let list = try context.store.read(archived: .all)
        let tasks = list.tasks
        // Ids are sorted with the tasks' places rather than the tasks themselves: moving 100,000
        // tasks of 200 bytes about took a tenth of the time. Tasks mostly come in id order
        // already, which the standard library's sort finds runs of.
        var order = tasks.indices.map { (id: tasks[$0].id, index: $0) }
        order.sort { $0.id < $1.id }
        var formatContext = FormatOptions.context(context)
        formatContext.schema = list.schema
        if let vdir {
            // Patching tells a parent the store has from one it does not: every task's uuid.
            formatContext.tasks = TaskIdentities(tasks)
            try export(order.map { tasks[$0.index] }, into: vdir, formatContext, context: context)
            return
        }
        var encoder: any TaskEncoder
        switch format {
        case .json:
            TaskJSON.write(readiness: TaskReadiness(tasks: tasks, now: context.now), to: context.output) {
                body in
                tasks.withUnsafeBufferPointer { tasks in
                    for key in order { body(tasks[key.index]) }
                }
            }
            return
        case .ics:
            formatContext.tasks = TaskIdentities(parentsIn: tasks)
            encoder = ICalendarEncoder(context: formatContext, productId: FormatOptions.productId)
        case .todotxt: encoder = TodoTxtEncoder(context: formatContext)
        case .taskwarrior:
            encoder = TaskwarriorEncoder(schema: list.schema, tasks: TaskIdentities(parentsIn: tasks))
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(OutputBuffer.chunkSize + 4096)
        encoder.writeHeader(into: &bytes)
        tasks.withUnsafeBufferPointer { tasks in
            for key in order {
                encoder.write(tasks[key.index], into: &bytes)
                context.output.stream(&bytes)
            }
        }
        encoder.writeFooter(into: &bytes)
        context.output.write(bytes: bytes)
    }

    private func export(
        _ tasks: [TodoTask], into folder: String, _ formatContext: FormatContext, context: CommandContext
    ) throws {
        let summary: VdirExportSummary
        do {
            summary = try Vdir(path: folder).export(
                tasks, context: formatContext, productId: FormatOptions.productId)
        } catch {
            switch error {
            case .unreadable(let failure):
                throw ExportError.cannotWrite(folder: folder, reason: failure.description)
            case .invalid(let file, let problem):
                throw ExportError.invalidFile(file: file, problem: problem.description)
            }
        }
        if context.json {
            CountsJSON.write(
                ["created": summary.created, "updated": summary.updated, "unchanged": summary.unchanged],
                to: context.output)
        } else {
            context.output.writeLine(
                "Exported \(tasks.count) task\(tasks.count == 1 ? "" : "s") to \(TerminalText.escaped(folder)): "
                    + "\(summary.created) new, \(summary.updated) updated, \(summary.unchanged) unchanged")
        }
    }
}

/// A vdir `export --vdir` cannot write into: exit code 3, and no file of it was changed (or,
/// for a failure while writing, the files written so far are whole).
enum ExportError: Error, Equatable {
    case cannotWrite(folder: String, reason: String)
    case invalidFile(file: String, problem: String)
}
