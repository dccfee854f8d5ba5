import TodoCore

struct CalendarCommand: Command {
    static let spec = CommandSpec(
        "calendar", aliases: ["cal"],
        abstract: "The month as a grid, Monday first, with each day's count of tasks due.",
        discussion: """
            Each day shows how many open tasks are due that day, the later occurrences of repeating
            tasks included (as 'todo agenda' lists them); today is in brackets. MONTH is 2026-04,
            or a month's name (april, apr), which means the next such month from this one on, this
            month included: in November, 'todo cal march' is next March. In a context, only the
            tasks that match its filter count. --json prints {"month": "2026-03", "days":
            [{"date": "2026-03-01", "due": 2}, …]}, every day of the month.
            """,
        arguments: [
            ArgumentSpec("MONTH", .optional, help: "2026-04 or a month's name (default: this month)")
        ],
        examples: ["todo calendar", "todo cal april", "todo cal 2026-12 --json"])

    let month: String?

    init(arguments: ParsedArguments, context: CommandContext) throws {
        month = arguments.positionals.first
        _ = try Self.month(month, context)
    }

    static func month(_ text: String?, _ context: CommandContext) throws(UsageError) -> CalendarMonth {
        let today = context.zone.localDateTime(at: context.now).date
        guard let text else { return CalendarMonth(containing: today) }
        guard let month = CalendarMonth(reading: text, today: today) else {
            throw .invalidValue(option: "MONTH", value: text, expected: "a month such as 2026-04 or april")
        }
        return month
    }

    func run(_ context: CommandContext) throws {
        let month = try Self.month(self.month, context)
        if context.json {
            let counts = DuePlan.counts(
                try context.plannedTasks().tasks, from: month.first, count: month.dayCount, now: context.now,
                zone: context.zone, includesPast: true, recurrence: \.recurrence, zones: context.zones)
            PlanJSON.write(month, counts: counts, to: context.output)
            return
        }
        let source = try PlanSource(context)
        let counts = DuePlan.counts(
            source.summaries.tasks, from: month.first, count: month.dayCount, now: context.now,
            zone: context.zone, includesPast: true, recurrence: source.recurrence, zones: context.zones)
        CalendarView(
            month: month, counts: counts, today: context.zone.localDateTime(at: context.now).date,
            style: context.style
        ).render(into: context.output)
    }
}
