import TodoCore

struct SnoozeCommand: Command {
    static let by = Option(
        OptionSpec("by", value: "DURATION", help: "move each deadline this much later: 3h, 2d, 1w, 1d12h")
    ) { text, _ -> Int in
        guard let seconds = ReminderDuration.seconds(reading: text), seconds > 0 else {
            throw UsageError.invalidValue(
                option: "--by", value: text, expected: "a duration such as 3h, 2d or 1w")
        }
        return seconds
    }
    static let destination = Option(
        OptionSpec(
            "to", value: "WHEN", values: .date, help: "set each deadline to this time (see 'todo help dates')"
        )
    ) { text, input -> Instant in
        do throws(FieldInput.Failure) {
            guard case .date(let instant) = try input.value(text, as: .date) else { return input.now }
            return instant
        } catch {
            throw FieldInputText.usageError(error, option: "--to", now: input.now, zone: input.zone)
        }
    }

    static let spec = CommandSpec(
        "snooze", abstract: "Put deadlines off: to the next day at the same time, or --by, or --to.",
        discussion: """
            Without an option, each deadline moves forward by whole days, keeping its clock time, to
            the first such time in the future: an overdue task comes due again at its time of day,
            a task due later moves a day on. --by adds a duration (days keep the clock time across
            daylight saving; a result still in the past is refused); --to sets the deadline, read
            as --due reads dates, and gives one to a task that had none. 'overdue' names every
            overdue task (in a context, those that match it). A completed task, or one without a
            deadline (unless --to), is refused with exit code 3; an unknown id is 4. A repeating
            task's current occurrence moves, as with 'todo edit --due': its next occurrence is the
            rule's first after the new deadline. Several tasks change all or none, in one change
            that 'todo undo' takes back; hooks see it as an edit.
            """,
        arguments: [
            ArgumentSpec("ID", .oneOrMore, values: .openTaskIds, help: "task ids (a range 2-5), or overdue")
        ],
        options: [by.spec, destination.spec],
        examples: [
            "todo snooze 3", "todo snooze overdue", "todo snooze 3 5 --by 2h",
            "todo snooze 4 --to 'monday 9am'",
        ])

    /// The ids named, or nil for `overdue`.
    let ids: [Int]?
    let move: SnoozeMove

    init(arguments: ParsedArguments, context: CommandContext) throws {
        let words = arguments.positionals
        if words.map({ $0.lowercased() }).contains("overdue") {
            guard words.count == 1 else { throw UsageError.unexpectedArgument(words[1], command: "snooze") }
            ids = nil
        } else {
            ids = try TaskIds.parse(words)
        }
        let by = try arguments.value(Self.by, context)
        let to = try arguments.value(Self.destination, context)
        if by != nil && to != nil { throw UsageError.conflictingOptions("--by", "--to") }
        move = by.map { SnoozeMove.by(seconds: $0) } ?? to.map { SnoozeMove.to($0) } ?? .toNextDay
    }

    func run(_ context: CommandContext) throws {
        let ids = try self.ids ?? overdueIds(context)
        guard !ids.isEmpty else {
            if context.json {
                TaskJSON.write([], readiness: TaskReadiness(now: context.now), to: context.output)
            } else {
                context.output.writeLine("No overdue task to snooze.")
            }
            return
        }
        let (snoozed, readiness) = try context.update(
            scope: .only(ids),
            refreshing: { result, list in
                (
                    result.0.map { list.task(id: $0.id) ?? $0 },
                    TaskReadiness(tasks: list.tasks, now: context.now)
                )
            }
        ) { list in
            let snoozed = try list.snooze(
                ids: ids, move: move, now: context.now, zone: context.zone, zones: context.zones)
            return (snoozed, TaskReadiness(tasks: list.tasks, now: context.now))
        }
        if context.json {
            TaskJSON.write(snoozed, readiness: readiness, to: context.output)
            return
        }
        let dates = DateDisplay(now: context.now, zone: context.zone)
        for task in snoozed {
            let due = task.deadline.map { dates.dated($0) } ?? "no deadline"
            context.output.writeLine(
                "Snoozed task \(task.id): \(TerminalText.escaped(task.title)); due \(due)")
        }
    }

    /// The overdue tasks, narrowed to the context in force (named by no line: the tasks' lines
    /// say which they are).
    private func overdueIds(_ context: CommandContext) throws -> [Int] {
        var summaries = try context.store.readSummaries()
        if let scope = try context.contextInForce() { summaries = try context.narrowed(summaries, to: scope) }
        return summaries.tasks.filter { !$0.isCompleted && $0.state(at: context.now) == .overdue }.map(\.id)
    }
}
