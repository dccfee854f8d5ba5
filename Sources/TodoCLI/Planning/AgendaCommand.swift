import TodoCore

struct AgendaCommand: Command {
    static let days = Option(OptionSpec("days", value: "N", help: "how many days, today first (default 7)")) {
        text, _ in
        guard let number = TaskIds.id(text[...]), number <= maximumDays else {
            throw UsageError.invalidNumber(option: "--days", value: text, range: 1...maximumDays)
        }
        return number
    }
    static let maximumDays = 366

    static let spec = CommandSpec(
        "agenda", abstract: "The overdue tasks, then each day from today with the open tasks due that day.",
        discussion: """
            Days are calendar days in your time zone (TZ), today first; every day has its heading,
            empty ones too. A repeating task shows on its deadline's day (↻) and on the day of each
            later occurrence up to the last day, marked ↻ (repeat); a completed task is left out.
            In a context (see 'todo help context'), only the tasks that match its filter. --json
            prints {"overdue": [task…], "days": [{"date": "2026-03-01", "tasks": [task…]}]}, where
            a later occurrence is the repeating task's object with "deadline" at that occurrence
            and "projected": true.
            """,
        options: [days.spec], examples: ["todo agenda", "todo agenda --days 14", "todo agenda --json"])

    let dayCount: Int

    init(arguments: ParsedArguments, context: CommandContext) throws {
        dayCount = try arguments.value(Self.days, context) ?? 7
    }

    func run(_ context: CommandContext) throws {
        if context.json {
            let (tasks, readiness) = try context.plannedTasks()
            let agenda = Agenda(
                tasks, dayCount: dayCount, now: context.now, zone: context.zone, recurrence: \.recurrence,
                zones: context.zones)
            PlanJSON.write(agenda, readiness: readiness, to: context.output)
            return
        }
        let source = try PlanSource(context)
        let agenda = Agenda(
            source.summaries.tasks, dayCount: dayCount, now: context.now, zone: context.zone,
            recurrence: source.recurrence, zones: context.zones)
        AgendaView(agenda: agenda, source: source, now: context.now, zone: context.zone, width: context.width)
            .render(into: context.output, style: context.style)
    }
}
