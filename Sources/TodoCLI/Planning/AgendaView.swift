import TodoCore

/// `agenda` for people: `Overdue (N)` with each task's id, deadline and title, then a heading
/// per day (`Thu 26 Nov, today (2)`) with each task's id, clock time and title, a repeating
/// task marked ↻ and a later occurrence ↻ (repeat); fitted to the terminal's width. The ui's
/// Agenda tab shows the same lines.
///
/// A line is written as bytes, straight from the store's bytes where a title needs no escaping,
/// as `list` writes its rows: an agenda of 10,000 tasks may have thousands of lines.
struct AgendaView {
    /// What one line shows.
    enum Line {
        case overdueHeading(count: Int)
        case overdue(TaskSummary)
        case blank
        case heading(DueDay<TaskSummary>)
        case nothingDue
        case due(DueEntry<TaskSummary>)

        /// The task it is about: none for a heading, a blank line or an empty day.
        var task: Int? {
            switch self {
            case .overdue(let task): return task.id
            case .due(let entry): return entry.task.id
            default: return nil
            }
        }

        /// Whether it is a later occurrence, not the task's current deadline.
        var isProjected: Bool {
            if case .due(let entry) = self { return entry.isProjected }
            return false
        }

        var isOverdue: Bool {
            switch self {
            case .overdueHeading, .overdue: return true
            default: return false
            }
        }

        var isDim: Bool {
            if case .nothingDue = self { return true }
            return false
        }
    }

    let source: PlanSource
    let zone: ZoneRules
    let width: Int?
    let lines: [Line]
    private let dates: DateDisplay
    private let today: CivilDate
    private let idWidth: Int
    private let whenWidth: Int

    init(agenda: Agenda<TaskSummary>, source: PlanSource, now: Instant, zone: ZoneRules, width: Int?) {
        self.source = source
        self.zone = zone
        self.width = width
        let dates = DateDisplay(now: now, zone: zone)
        self.dates = dates
        today = zone.localDateTime(at: now).date
        var lines: [Line] = []
        var largestId = 0
        var whenWidth = 0
        if !agenda.overdue.isEmpty {
            lines.append(.overdueHeading(count: agenda.overdue.count))
            for task in agenda.overdue {
                lines.append(.overdue(task))
                largestId = max(largestId, task.id)
                whenWidth = max(whenWidth, task.deadline.map { dates.absoluteText($0).count } ?? 0)
            }
        }
        for day in agenda.days {
            if !lines.isEmpty { lines.append(.blank) }
            lines.append(.heading(day))
            if day.entries.isEmpty { lines.append(.nothingDue) }
            for entry in day.entries {
                lines.append(.due(entry))
                largestId = max(largestId, entry.task.id)
            }
        }
        self.lines = lines
        idWidth = largestId.decimalDigits
        self.whenWidth = whenWidth
    }

    func render(into output: OutputBuffer, style: TextStyle) {
        var text = OutputBytes(capacity: min(lines.count * 64, OutputBuffer.chunkSize) + 4096)
        let overdue = style.codes(for: .overdue)
        for line in lines {
            let (start, end) =
                line.isOverdue ? overdue : line.isDim && style.colors ? ("\u{1B}[2m", "\u{1B}[0m") : ("", "")
            if !start.isEmpty { text.append(utf8: start) }
            append(line, to: &text)
            if !end.isEmpty { text.append(utf8: end) }
            text.append(0x0A)
            output.stream(&text)
        }
        output.write(bytes: text)
    }

    /// The text of a line, for the ui.
    func text(_ line: Line) -> String {
        var text = OutputBytes(capacity: 128)
        append(line, to: &text)
        return text.withBytes { String(decoding: $0, as: UTF8.self) }
    }

    private func append(_ line: Line, to text: inout OutputBytes) {
        switch line {
        case .overdueHeading(let count):
            text.append(static: "Overdue (")
            text.append(decimal: count)
            text.append(static: ")")
        case .overdue(let task):
            let when = task.deadline.map(dates.absoluteText) ?? ShortText()
            appendRow(task, whenColumns: whenWidth, mark: task.isRepeating ? " ↻" : "", to: &text) { text in
                when.withUTF8 { text.append($0) }
                text.appendSpaces(whenWidth - when.count)
            }
        case .blank:
            break
        case .heading(let day):
            text.append(utf8: Self.heading(day, today: today))
        case .nothingDue:
            text.append(static: "  nothing due")
        case .due(let entry):
            let mark: StaticString = entry.isProjected ? " ↻ (repeat)" : entry.task.isRepeating ? " ↻" : ""
            let local = zone.localDateTime(at: entry.deadline)
            appendRow(entry.task, whenColumns: 5, mark: mark, to: &text) { text in
                Self.appendTwoDigits(local.hour, to: &text)
                text.append(UInt8(ascii: ":"))
                Self.appendTwoDigits(local.minute, to: &text)
            }
        }
    }

    /// `Thu 26 Nov, today (2)`, `Fri 27 Nov, tomorrow`, `Sat 28 Nov (1)`.
    static func heading(_ day: DueDay<TaskSummary>, today: CivilDate) -> String {
        var text = DateDisplay.day(day.date, today: today)
        if day.date == today { text += ", today" }
        if day.date == today.adding(days: 1) { text += ", tomorrow" }
        if !day.entries.isEmpty { text += " (\(day.entries.count))" }
        return text
    }

    private static func appendTwoDigits(_ number: Int, to text: inout OutputBytes) {
        if number < 10 { text.append(UInt8(ascii: "0")) }
        text.append(decimal: number)
    }

    /// `  12  09:30  Title ↻`, the title cut so that the row fits the width.
    private func appendRow(
        _ task: TaskSummary, whenColumns: Int, mark: StaticString, to text: inout OutputBytes,
        when appendWhen: (inout OutputBytes) -> Void
    ) {
        text.appendSpaces(2 + idWidth - task.id.decimalDigits)
        text.append(decimal: task.id)
        text.appendSpaces(2)
        appendWhen(&text)
        text.appendSpaces(2)
        let room = width.map { $0 - (6 + idWidth + whenColumns) - Self.columns(mark) }
        source.summaries.withUTF8(task.title) { bytes in
            if let columns = TerminalText.plainWidth(utf8: bytes), room.map({ columns <= $0 }) ?? true {
                text.append(bytes)
            } else {
                let title = TerminalText.escaped(source.summaries.string(task.title))
                text.append(utf8: room.map { TerminalText.truncated(title, toWidth: max($0, 1)) } ?? title)
            }
        }
        text.append(UnsafeBufferPointer(start: mark.utf8Start, count: mark.utf8CodeUnitCount))
    }

    /// The columns of a mark: ↻ takes one.
    private static func columns(_ mark: StaticString) -> Int {
        TerminalText.width(mark.description)
    }
}
