/// Reads the change log's JSON (see `JournalCodec`), checking what the grammar cannot: page names
/// of our own, sequences that only grow, known actions, and the tasks kept as strictly as the
/// store reads its own.
enum JournalReader {
    /// Reads the `journal` member of the main file; its recent entries are checked as JSON only.
    /// Without `keepsPages` (a reader of summaries) the pages are checked but not kept.
    static func readMember(_ reader: inout JSONReader, keepsPages: Bool = true) throws -> Journal {
        guard try reader.peekKind() == .object else {
            throw reader.typeMismatch(expected: "a journal object")
        }
        let start = reader.valueStart
        var journal = Journal()
        var next: Int?
        var last = 0
        var inOrder = true
        try reader.beginObject()
        while let key = try reader.nextKey() {
            switch key {
            case "next": next = try readSequence(&reader)
            case "pages":
                try reader.beginArray()
                while try reader.nextElement() {
                    let page = try readPage(&reader)
                    if page.firstSequence <= last { inOrder = false }
                    last = page.lastSequence
                    if keepsPages { journal.pages.append(page) }
                }
            case "recent": journal.recent = try readRecent(&reader)
            default: try reader.skipValue()
            }
        }
        guard let next else { throw reader.error("the journal has no \"next\"", at: start) }
        journal.nextSequence = next
        guard inOrder else { throw reader.error("the journal's pages are out of order", at: start) }
        guard last + journal.recent.count < next else {
            throw reader.error("the journal's \"next\" is not past its entries", at: start)
        }
        return journal
    }

    /// The entries of a page file.
    static func decodePage(_ source: StoreBytes) throws(StoreCodec.Failure) -> [JournalEntry] {
        do {
            return try JSONReader.read(source.buffer) { reader in
                var entries: [JournalEntry]?
                try reader.beginObject()
                while let key = try reader.nextKey() {
                    switch key {
                    case "version":
                        let version = try reader.readInt()
                        guard version <= StoreDocument.currentVersion else {
                            throw StoreCodec.Failure.newerVersion(version)
                        }
                    case "entries": entries = try readEntries(&reader, source: source)
                    default: try reader.skipValue()
                    }
                }
                guard let entries else { throw reader.error("the journal page has no \"entries\"", at: 0) }
                return entries
            }
        } catch let failure as StoreCodec.Failure {
            throw failure
        } catch {
            throw .corrupt("\(error)")
        }
    }

    /// `[first, last, changes]`.
    private static func readPage(_ reader: inout JSONReader) throws -> JournalPage {
        let start = reader.valueStart
        var numbers: [Int] = []
        try reader.beginArray()
        while try reader.nextElement() { numbers.append(try reader.readInt()) }
        guard numbers.count == 3, numbers[0] >= 1, numbers[0] <= numbers[1],
            numbers[1] <= TaskFields.largestId,
            numbers[2] >= 0
        else {
            throw reader.error(
                "a journal page must be [first, last, changes] with 1 ≤ first ≤ last", at: start)
        }
        return JournalPage(firstSequence: numbers[0], lastSequence: numbers[1], changeCount: numbers[2])
    }

    private static func readEntries(_ reader: inout JSONReader, source: StoreBytes) throws -> [JournalEntry] {
        guard try reader.peekKind() == .array else {
            throw reader.typeMismatch(expected: "an array of entries")
        }
        var entries: [JournalEntry] = []
        try reader.beginArray()
        while try reader.nextElement() {
            let entry = try readEntry(&reader, source: source)
            if let last = entries.last, last.sequence >= entry.sequence {
                throw reader.error("journal entry \(entry.sequence) comes after \(last.sequence)")
            }
            entries.append(entry)
        }
        return entries
    }

    private static func readEntry(_ reader: inout JSONReader, source: StoreBytes) throws -> JournalEntry {
        guard try reader.peekKind() == .object else { throw reader.typeMismatch(expected: "a journal entry") }
        let start = reader.valueStart
        var sequence: Int?
        var date: Instant?
        var command = ""
        var tasks: [TouchedTask] = []
        var reverted: [RevertedChange]?
        var before: [TodoTask] = []
        var goals: [TouchedGoal] = []
        var goalsBefore: [DayGoal] = []
        var fieldsBefore: [FieldDeclaration]?
        try reader.beginObject()
        while let key = try reader.nextKey() {
            switch key {
            case "sequence": sequence = try readSequence(&reader)
            case "at": date = try reader.readInstant(field: "at")
            case "command": command = try reader.readString()
            case "tasks":
                try reader.beginArray()
                while try reader.nextElement() { tasks.append(try readTouchedTask(&reader)) }
            case "reverted":
                var changes: [RevertedChange] = []
                try reader.beginArray()
                while try reader.nextElement() { changes.append(try readRevertedChange(&reader)) }
                reverted = changes
            case "goals":
                try reader.beginArray()
                while try reader.nextElement() { goals.append(try readTouchedGoal(&reader)) }
            case "goalsBefore":
                try reader.beginArray()
                while try reader.nextElement() { goalsBefore.append(try GoalCodec.readGoal(&reader)) }
            case "before":
                try reader.beginArray()
                while try reader.nextElement() { before.append(try TaskReader.readStored(&reader)) }
            case "fieldsBefore":
                fieldsBefore = try FieldDeclarationCodec.readAll(&reader)
            default: try reader.skipValue()
            }
        }
        guard let sequence, let date else {
            throw reader.error("a journal entry needs \"sequence\" and \"at\"", at: start)
        }
        return JournalEntry(
            sequence: sequence, date: date, command: command, tasks: tasks, goals: goals, reverted: reverted,
            before: before, goalsBefore: goalsBefore, fieldsBefore: fieldsBefore)
    }

    private static func readTouchedTask(_ reader: inout JSONReader) throws -> TouchedTask {
        let start = reader.valueStart
        var id: Int?
        var title = ""
        var action: TouchedTask.Action?
        try reader.beginObject()
        while let key = try reader.nextKey() {
            switch key {
            case "id":
                let value = try reader.readInt()
                guard value >= 1 && value <= TaskFields.largestId else {
                    throw reader.error("\"id\" must be a whole number from 1 to \(TaskFields.largestId)")
                }
                id = value
            case "title": title = try reader.readString()
            case "action": action = try readAction(&reader)
            default: try reader.skipValue()
            }
        }
        guard let id, let action else {
            throw reader.error("a touched task needs \"id\" and \"action\"", at: start)
        }
        return TouchedTask(id: id, title: title, action: action)
    }

    private static func readTouchedGoal(_ reader: inout JSONReader) throws -> TouchedGoal {
        let start = reader.valueStart
        var date: CivilDate?
        var title = ""
        var action: TouchedTask.Action?
        try reader.beginObject()
        while let key = try reader.nextKey() {
            switch key {
            case "date":
                guard let day = CivilDate(iso8601: try reader.readString()) else {
                    throw reader.error("expected a date like 2026-03-01")
                }
                date = day
            case "title": title = try reader.readString()
            case "action": action = try readAction(&reader)
            default: try reader.skipValue()
            }
        }
        guard let date, let action else {
            throw reader.error("a touched goal needs \"date\" and \"action\"", at: start)
        }
        return TouchedGoal(date: date, title: title, action: action)
    }

    private static func readAction(_ reader: inout JSONReader) throws -> TouchedTask.Action {
        guard let action = TouchedTask.Action(rawValue: try reader.readString()) else {
            throw reader.error("\"action\" must be \"added\", \"changed\" or \"removed\"")
        }
        return action
    }

    private static func readRevertedChange(_ reader: inout JSONReader) throws -> RevertedChange {
        let start = reader.valueStart
        var sequence: Int?
        var command = ""
        try reader.beginObject()
        while let key = try reader.nextKey() {
            switch key {
            case "sequence": sequence = try readSequence(&reader)
            case "command": command = try reader.readString()
            default: try reader.skipValue()
            }
        }
        guard let sequence else { throw reader.error("a reverted change needs \"sequence\"", at: start) }
        return RevertedChange(sequence: sequence, command: command)
    }

    /// A sequence number: from 1 to the largest id, so that counting on cannot overflow.
    private static func readSequence(_ reader: inout JSONReader) throws -> Int {
        let value = try reader.readInt()
        guard value >= 1 && value <= TaskFields.largestId else {
            throw reader.error("a journal sequence must be a whole number from 1 to \(TaskFields.largestId)")
        }
        return value
    }
}
