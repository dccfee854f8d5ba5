/// A repeating VTODO as other programs leave it once they completed occurrences, read as `todo`
/// keeps a repeating task: one task at its next occurrence, and a completed task of its own for
/// each occurrence completed (`occurrenceOf` the series, its uuid derived from the series and
/// the occurrence as `complete` derives it, so that reading the file again makes no duplicate).
///
/// - A series moved on (tasks.org, `todo` itself) needs nothing: its DUE is the next occurrence.
/// - Overrides of occurrences (`RECURRENCE-ID`) marked completed (Thunderbird, python caldav's
///   `thisandfuture`): the next deadline is the first occurrence after the latest one completed,
///   and each completed override is a record. Past the series' end, the series is completed.
/// - A completed copy under a new UID (python caldav's `safe`) is a completed task of its own
///   already, and the series beside it has moved on.
/// - The series itself marked completed by a program that does not know repetition: the
///   occurrence of its DUE was completed, and the series moves on as `complete` moves it.
enum VTodoSeries {
    /// Moves `series` on past the occurrences `overrides` (the VTODOs with its UID and a
    /// `RECURRENCE-ID`) and its own completion say were completed; returns their records.
    static func resolve(
        _ series: inout ImportedTask, overrides: [ICalendarComponent], reader: inout VTodoReader
    ) -> [ImportedTask] {
        guard let recurrence = series.recurrence, recurrence.isInterpreted, let uid = series.uuid,
            series.completedAt != nil || overrides.contains(where: VTodoReader.isCompleted)
        else { return [] }
        let zone = reader.zones.context.zones.rules(for: recurrence.zone)
        var records: [ImportedTask] = []
        var latest: (occurrence: Instant, completedAt: Instant?)?
        for override in overrides where VTodoReader.isCompleted(override) {
            guard let occurrence = (try? reader.instant(override["RECURRENCE-ID"])) ?? nil,
                var record = try? reader.fields(of: override)
            else { continue }
            if record.title.isEmpty { record.title = series.title }
            if record.deadline == nil { record.deadline = occurrence }
            records.append(self.record(record, of: uid, at: occurrence))
            if occurrence > latest?.occurrence ?? .earliest { latest = (occurrence, record.completedAt) }
        }
        if let latest {
            var occurrences = recurrence.occurrences(after: latest.occurrence, zone: zone)
            if let next = occurrences.next() {
                if next > series.deadline ?? .earliest { series.deadline = next }
            } else {
                series.completedAt = series.completedAt ?? latest.completedAt
            }
        }
        if let completedAt = series.completedAt, let deadline = series.deadline,
            let next = recurrence.nextDeadline(after: deadline, completedAt: completedAt, zone: zone)
        {
            records.append(record(series, of: uid, at: deadline))
            series.completedAt = nil
            series.deadline = next
        }
        return records
    }

    /// `fields` as the record of the occurrence of the series `uid` due at `occurrence`.
    private static func record(_ fields: ImportedTask, of uid: String, at occurrence: Instant) -> ImportedTask
    {
        var record = fields
        record.id = nil
        record.uuid = TodoList.occurrenceUUID(series: uid, deadline: occurrence)
        record.recurrence = nil
        record.occurrenceOf = uid
        return record
    }
}
