/// What an import did.
public struct ImportSummary: Hashable, Sendable {
    /// Records that became new tasks.
    public var added = 0
    /// Records that changed the task with their uuid.
    public var updated = 0
    /// Records equal to the task with their uuid.
    public var unchanged = 0
}

extension TodoList {
    /// Restores tasks from an import: a task whose uuid is in the list replaces it (keeping the
    /// list's id, and its creation time when the record has none); any other is added, keeping
    /// its id if no task of this store ever had it, else taking a fresh one above every id used.
    /// Deadlines may lie in the past and titles may repeat: an import is a restore.
    ///
    /// A field of one's own that a record gives and the list does not declare is declared as
    /// `text`, in the order the records first give them, and its values become text (a number
    /// its digits). The records' other values must be typed by the list's declarations, as the
    /// formats read them with the list's schema (`FormatContext.schema`).
    public mutating func restore(_ records: [ImportedTask], now: Instant) -> ImportSummary {
        var records = records
        declareFields(of: &records)
        var summary = ImportSummary()
        var positions: [String: Int] = [:]
        for (index, task) in tasks.enumerated() { positions[task.uuid] = index }
        let keptIds = idsKept(by: records, existing: positions)
        // Each record's id is known before any task is placed, so that a parent can be found.
        var ids: [Int] = []
        for (number, record) in records.enumerated() {
            if let index = positions[record.identity] {
                ids.append(tasks[index].id)
            } else {
                let id = keptIds[number] ?? usedIds.nextFreshId
                usedIds.insert(id)
                ids.append(id)
            }
        }
        resolveParents(of: &records, ids: ids)
        resolveBlockers(of: &records, ids: ids)
        for (number, record) in records.enumerated() {
            let uuid = record.identity
            if let index = positions[uuid] {
                let existing = tasks[index]
                var restored = record.task(
                    id: existing.id, uuid: uuid, createdAt: existing.createdAt,
                    modifiedAt: existing.modifiedAt)
                if restored == existing {
                    summary.unchanged += 1
                } else {
                    if record.modifiedAt == nil { restored.modifiedAt = now }
                    replaceTask(at: index, with: restored)
                    summary.updated += 1
                }
            } else {
                positions[uuid] = tasks.count
                appendTask(record.task(id: ids[number], uuid: uuid, createdAt: now, modifiedAt: nil))
                summary.added += 1
            }
        }
        breakParentCycles(among: Set(ids))
        breakBlockerCycles(among: Set(ids))
        return summary
    }

    /// The ids that new records keep, by record number: those no task of the store ever had
    /// (and no earlier record took). They are reserved before any fresh id is handed out, so
    /// that every fresh id lies above them.
    private mutating func idsKept(by records: [ImportedTask], existing positions: [String: Int]) -> [Int: Int]
    {
        var kept: [Int: Int] = [:]
        for (number, record) in records.enumerated() where positions[record.identity] == nil {
            guard let id = record.id, !usedIds.contains(id) else { continue }
            usedIds.insert(id)
            kept[number] = id
        }
        return kept
    }

    /// Declares as text each field the records give that the list does not declare, and makes
    /// the values of the text fields text.
    private mutating func declareFields(of records: inout [ImportedTask]) {
        var types: [String: FieldType] = [:]
        for declaration in fieldDeclarations { types[declaration.name] = declaration.type }
        for index in records.indices where !records[index].fields.isEmpty {
            for name in records[index].fields.keys.sorted() {
                if types[name] == nil {
                    fieldDeclarations.append(FieldDeclaration(name: name, type: .text))
                    types[name] = .text
                }
                if types[name] == .text, let value = records[index].fields[name], value.text == nil {
                    records[index].fields[name] = .text(UserFieldText.text(of: value))
                }
            }
        }
    }
}
