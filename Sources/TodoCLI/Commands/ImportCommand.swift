import TodoCore

struct ImportCommand: Command {
    static let spec = CommandSpec(
        "import", abstract: "Read tasks back: todo's JSON, iCalendar, todo.txt or taskwarrior's JSON.",
        discussion: """
            The format is told from the content unless --format names it. A folder is read as a vdir (one
            .ics file per task, as todoman and vdirsyncer keep one), or, with no .ics file in it, as a
            todo.txt folder; a file named todo.txt is read with the done.txt beside it. A task whose uuid
            (UID) is in the store updates it; any other is added, keeping its id if the store never had
            that id. A task without a uuid gets one derived from its fields, so importing the same file
            twice changes nothing. Taskwarrior's deleted tasks and recurring templates, and cancelled
            VTODOs, are skipped and counted. A field of your own is read as its declaration types it; one
            the store does not declare is declared as text. A file with any problem (a value its field
            cannot hold included) is refused whole, and the store is left as it was.
            """,
        arguments: [
            ArgumentSpec("FILE", values: .path, help: "the file or folder to read, or - for standard input")
        ],
        options: [FormatOptions.importFormat.spec],
        examples: [
            "todo import backup.json", "todo export | todo --file other.json import -",
            "task export | todo import -", "todo import ~/.calendars/tasks", "todo import ~/todo/todo.txt",
        ])

    let source: String
    let format: TaskFormat?

    init(arguments: ParsedArguments, context: CommandContext) throws {
        source = arguments.positionals[0]
        format = try arguments.value(FormatOptions.importFormat, context) ?? nil
    }

    func run(_ context: CommandContext) throws {
        let input = try ImportSource(path: source, format: format).load(context)
        var formatContext = FormatOptions.context(context)
        formatContext.schema = context.store.schema()
        let read = try input.decode(formatContext)
        let (summary, batch) = try context.update(scope: .all(archived: .all), hooks: .afterOnly) { list in
            var batch = read
            var formatContext = formatContext
            if list.fieldDeclarations != formatContext.schema.declarations {
                formatContext.schema = list.schema
                batch = try input.decode(formatContext)
            }
            let records = ImportReconciliation.reconciled(
                batch.records, with: list, format: input.format, context: formatContext)
            return (list.restore(records, now: context.now), batch)
        }
        let skipped = batch.skipped
        if context.json {
            CountsJSON.write(
                [
                    "added": summary.added, "updated": summary.updated, "unchanged": summary.unchanged,
                    "skippedDeleted": skipped.deleted, "skippedRecurring": skipped.recurring,
                    "skippedCancelled": skipped.cancelled,
                ], to: context.output)
            return
        }
        let count = batch.records.count
        var line =
            "Imported \(count) task\(count == 1 ? "" : "s"): "
            + "\(summary.added) added, \(summary.updated) updated, \(summary.unchanged) unchanged"
        let reasons = [
            (skipped.deleted, "deleted"), (skipped.recurring, "recurring"), (skipped.cancelled, "cancelled"),
        ]
        .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
        if !reasons.isEmpty { line += "; skipped " + reasons.joined(by: ", ") }
        context.output.writeLine(line)
    }
}

/// An import file that cannot be used: exit code 3, and the store is left as it was.
enum ImportError: Error, Equatable {
    case unreadable(source: String, reason: String)
    /// `expected` says what the file should have been: `a JSON array of tasks`, `valid iCalendar`.
    case invalid(source: String, expected: String, problem: String)
}
