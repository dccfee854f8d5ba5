/// Taskwarrior's recurring tasks, read as one repeating task: its template (`status:
/// recurring`, with `recur` and the first `due`) and its instances (with `parent`, the
/// template's uuid), which taskwarrior makes up to now and beyond.
///
/// The template is the repeating task, under its uuid: its deadline is the earliest pending
/// instance's (or, with none, the first occurrence after the latest instance, else its own).
/// A completed instance is the record of that occurrence (`occurrenceOf` the template); a
/// pending one is the series itself, and is not imported again. An instance without its
/// template in the file is a task of its own (repeating by its own `recur`, unless it is
/// completed).
struct TaskwarriorSeries {
    private var templates: [(task: ImportedTask, place: Int)] = []
    private var instances: [(task: ImportedTask, parent: String, place: Int)] = []

    /// A template, which stands where `place` (the number of plain tasks read before it) says.
    mutating func addTemplate(_ task: ImportedTask, at place: Int) {
        templates.append((task, place))
    }

    /// An instance of the template `parent`.
    mutating func addInstance(_ task: ImportedTask, of parent: String, at place: Int) {
        instances.append((task, parent, place))
    }

    /// `plain` with the templates and instances put in their places, as described above.
    func batch(with plain: ImportBatch, zones: ZoneLookup) -> ImportBatch {
        guard !templates.isEmpty || !instances.isEmpty else { return plain }
        var placed: [(place: Int, order: Int, task: ImportedTask)] = []
        let templateUUIDs = Set(templates.compactMap(\.task.uuid))
        for (order, template) in templates.enumerated() {
            let own = instances.filter { $0.parent == template.task.uuid }.map(\.task)
            placed.append((template.place, order, series(template.task, instances: own, zones: zones)))
        }
        for (order, instance) in instances.enumerated() {
            var task = instance.task
            if task.completedAt != nil {
                task.recurrence = nil
                task.occurrenceOf = instance.parent
            } else if templateUUIDs.contains(instance.parent) {
                continue
            }
            placed.append((instance.place, templates.count + order, task))
        }
        placed.sort { ($0.place, $0.order) < ($1.place, $1.order) }
        var batch = ImportBatch(skipped: plain.skipped)
        var next = 0
        for item in placed {
            while next < item.place, next < plain.records.count {
                batch.records.append(plain.records[next])
                next += 1
            }
            batch.records.append(item.task)
        }
        batch.records += plain.records[min(next, plain.records.count)...]
        return batch
    }

    /// The template as the repeating task, at the occurrence its instances have reached.
    private func series(_ template: ImportedTask, instances: [ImportedTask], zones: ZoneLookup)
        -> ImportedTask
    {
        var series = template
        series.completedAt = nil
        if let pending = instances.filter({ $0.completedAt == nil }).compactMap(\.deadline).min() {
            series.deadline = pending
        } else if let latest = instances.compactMap(\.deadline).max(), let recurrence = series.recurrence {
            var occurrences = recurrence.occurrences(after: latest, zone: zones.rules(for: recurrence.zone))
            series.deadline = occurrences.next() ?? latest
        }
        return series
    }
}
