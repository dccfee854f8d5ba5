extension TodoTxtCarriage {
    /// The deadline: `due:2026-12-01` (its local day) and, unless it is a whole day (23:59:59
    /// local), `duetime:1630` (`HHMMSS` when it has seconds), a word of `todo`'s own: todo.txt
    /// has no time of day. `due:` alone is the end of that day.
    static let deadline = TodoTxtCarriage(
        keys: ["due", "duetime"], order: 20,
        write: { _, task, line in
            guard let deadline = task.deadline else { return }
            let local = line.context.zone.localDateTime(at: deadline)
            line.keys.append("due:" + local.date.iso8601)
            guard !line.context.isWholeDay(deadline) else { return }
            line.keys.append(
                "duetime:" + Instant.twoDigits(local.hour) + Instant.twoDigits(local.minute)
                    + (local.second == 0 ? "" : Instant.twoDigits(local.second)))
        },
        read: { _, line, record in
            let date = line.take("due", TodoTxtLine.date)
            let time = line.take("duetime", time(of:))
            guard let date else { return }
            record.deadline =
                time.map { line.context.zone.instant(for: $0.withDate(date)) } ?? line.context.endOfDay(date)
        },
        reconcile: nil)

    /// `HHMM` or `HHMMSS`, as the time of day on any date.
    private static func time(of text: Substring) -> LocalDateTime? {
        guard text.count == 4 || text.count == 6, text.allSatisfy({ $0.isASCII && $0.isNumber }),
            let digits = Int(text)
        else { return nil }
        let (hour, minute, second) =
            text.count == 4
            ? (digits / 100, digits % 100, 0) : (digits / 10000, digits / 100 % 100, digits % 100)
        return CivilDate(year: 2000, month: 1, day: 1).flatMap {
            LocalDateTime(date: $0, hour: hour, minute: minute, second: second)
        }
    }
}
