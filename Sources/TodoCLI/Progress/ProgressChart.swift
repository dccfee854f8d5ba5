import TodoCore

/// `stats --week`, `--month`, `--year` (and `--svg FILE`): seed 003's progress charts.
struct ProgressChart {
    static let week = OptionSpec(
        "week", help: "a chart of this week: tasks completed each day, and the goals")
    static let month = OptionSpec(
        "month", help: "a chart of this month, day by day, and the goals set and achieved each week")
    static let year = OptionSpec(
        "year", help: "a chart of this year: goals set and achieved, and tasks completed, each month")
    static let svg = Option(
        text: OptionSpec(
            "svg", value: "FILE", help: "also write the chart as an SVG picture to FILE (- for stdout)"))
    static let options = [week, month, year, svg.spec]
    static let discussion = """
        With --week, --month or --year, a chart instead of the counts: the tasks completed each
        day (archived ones too) with each day's goal, ✓ achieved or ✗ not; or the goals set and
        achieved each week or month. Days after today are empty.
        """

    let period: ProgressPeriod
    let svgPath: String?

    /// nil when no chart is asked for.
    init?(arguments: ParsedArguments, context: CommandContext) throws {
        let periods: [(OptionSpec, ProgressPeriod)] = [
            (Self.week, .week), (Self.month, .month), (Self.year, .year),
        ]
        let given = periods.filter { arguments.has($0.0) }
        if given.count > 1 {
            throw UsageError.conflictingOptions("--" + given[0].0.name, "--" + given[1].0.name)
        }
        svgPath = try arguments.value(Self.svg, context)
        guard let chosen = given.first else {
            if svgPath != nil {
                throw UsageError.needsOption("--svg", oneOf: periods.map { "--" + $0.0.name })
            }
            return nil
        }
        period = chosen.1
    }

    func run(_ context: CommandContext) throws {
        let report = try context.store.readProgress(period, now: context.now, zone: context.zone)
        if let svgPath {
            let picture = Array(ProgressSVG(report: report).render().utf8)
            if svgPath == "-" {
                context.output.write(bytes: picture)
                return
            }
            try OutputFile.write(picture, to: svgPath)
        }
        if context.json { return ProgressJSON.write(report, to: context.output) }
        ProgressView(report: report, width: context.width, style: context.style)
            .render(into: context.output)
    }
}
