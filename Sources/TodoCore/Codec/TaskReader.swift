/// Reads a task object into a plain task, whatever its layout: the store's, an export's, one
/// written by hand. The members every store task begins with are matched byte for byte when
/// they are laid out as the store writes them; every other member is read by its field's kind
/// (see `TaskSchema`, `FieldJSON`). Unknown members (such as `state`) are skipped.
///
/// The result says which of the store's own fields the object gives, so that the store can
/// require them and an import can leave them to their defaults.
enum TaskReader {
    /// The members a task object may have, by position: the store's own, then the built-in fields.
    fileprivate static let keys = JSONKeys(Member.fixed + TaskSchema.builtIn.map(\.name))

    fileprivate enum Member {
        static let fixed = ["id", "uuid", "fields"]
        static let id = 0
        static let uuid = 1
        static let fields = 2
    }

    /// The task, and whether the object has a title at all. An import file's record is read
    /// with the store's schema (`importing`), which types the values of the user's fields.
    static func read(_ reader: inout JSONReader, importing schema: TaskSchema? = nil) throws(JSONError) -> (
        record: ImportedTask, hasTitle: Bool
    ) {
        guard try reader.peekKind() == .object else { throw reader.typeMismatch(expected: "a task object") }
        var record = ImportedTask(title: "")
        var hasTitle = false
        var hasRemindBefore = false
        var remindAt: Instant??
        if let core = try reader.readCanonicalCore() {
            readCore(core, into: &record, reader: reader)
            hasTitle = true
            try reader.resumeObject()
        } else {
            try reader.beginObject()
        }
        while true {
            switch try reader.nextKey(in: keys) {
            case .end:
                if !hasRemindBefore, let remindAt {
                    record.values.remindBefore = importedRemindBefore(remindAt, record.values)
                }
                return (record, hasTitle)
            case .other:
                try reader.skipValue()
            case .known(Member.id):
                record.id = try readId(&reader)
            case .known(Member.uuid):
                record.uuid = try readUUID(&reader)
            case .known(Member.fields):
                record.values.fields = try readUserFields(&reader, importing: schema)
            case .known(let index):
                let field = TaskSchema.builtIn[index - Member.fixed.count]
                switch field.storage {
                case .part, .userFields:
                    try reader.skipValue()
                case .derived:
                    if field.name == TaskField.remindAt.name {
                        remindAt = .some(
                            try reader.consumeNull() ? nil : try reader.readInstant(field: field.name))
                    } else {
                        try reader.skipValue()
                    }
                case .always, .optional:
                    let value = try FieldJSON.read(&reader, kind: field.kind, field: field.name)
                    record.set(value, of: field)
                    if field.name == TaskField.title.name { hasTitle = value != nil }
                    if field.name == TaskField.remindBefore.name { hasRemindBefore = true }
                }
            }
        }
    }

    private static func readCore(
        _ core: TaskFields, into record: inout ImportedTask, reader: borrowing JSONReader
    ) {
        record.id = core.id
        record.uuid = core.uuid.map { $0.string(in: reader.bytes) }
        record.createdAt = core.createdAt
        fill(&record.values, from: core, reader: reader)
    }

    /// The built-in fields of the store's fixed layout, decoded from their spans.
    fileprivate static func fill(_ task: inout TodoTask, from core: TaskFields, reader: borrowing JSONReader)
    {
        let bytes = reader.bytes
        task.title = core.title.map { $0.string(in: bytes) } ?? ""
        task.details = core.details.map { $0.string(in: bytes) }
        task.deadline = core.deadline
        task.location = core.locationName.map {
            Location(name: $0.string(in: bytes), address: core.locationAddress.map { $0.string(in: bytes) })
        }
        task.completedAt = core.completedAt
    }

    /// The user's fields: `{"energy":"high","estimate":2}`. A date field's value comes as text
    /// and is typed by its declaration (`UserFieldValues`); an import file's are typed by the
    /// store's schema as they are read (`ImportedFields`).
    fileprivate static func readUserFields(_ reader: inout JSONReader, importing schema: TaskSchema?)
        throws(JSONError) -> [String: FieldValue]
    {
        var fields: [String: FieldValue] = [:]
        guard let schema else {
            try readUserFields(&reader) { name, value in fields[name] = value }
            return fields
        }
        try readUserFieldNames(&reader) { (name, reader: inout JSONReader) throws(JSONError) in
            fields[name] = try ImportedFields.value(of: name, &reader, schema: schema)
        }
        return fields
    }

    /// Reads the user's fields object, or null for none, handing each member to `body` in
    /// order (null for a member without a value): how every reader of a task checks it.
    static func readUserFields(_ reader: inout JSONReader, _ body: (String, FieldValue?) -> Void)
        throws(JSONError)
    {
        try readUserFieldNames(&reader) { (name, reader: inout JSONReader) throws(JSONError) in
            body(name, try FieldJSON.readUserValue(&reader, field: name))
        }
    }

    /// Checks the user's fields object, or null for none, as `readUserFields` reads it, keeping
    /// no value.
    static func checkUserFields(_ reader: inout JSONReader) throws(JSONError) {
        try readUserFieldNames(&reader) { (name, reader: inout JSONReader) throws(JSONError) in
            try FieldJSON.checkUserValue(&reader, field: name)
        }
    }

    /// Steps through the user's fields object, or null for none, checking each name and
    /// leaving its value for `readValue`.
    private static func readUserFieldNames(
        _ reader: inout JSONReader, _ readValue: (String, inout JSONReader) throws(JSONError) -> Void
    ) throws(JSONError) {
        if try reader.consumeNull() { return }
        guard try reader.peekKind() == .object else {
            throw reader.typeMismatch(expected: "an object for \"fields\"")
        }
        try reader.beginObject()
        while let name = try reader.nextKey() {
            guard FieldDeclaration.isValidName(name) else {
                throw reader.errorAtKey("\"\(name)\" is not a field name")
            }
            try readValue(name, &reader)
        }
    }

    private static func readId(_ reader: inout JSONReader) throws(JSONError) -> Int? {
        if try reader.consumeNull() { return nil }
        let id = try reader.readInt()
        guard id >= 1 && id <= TaskFields.largestId else {
            throw reader.error("\"id\" must be a whole number from 1 to \(TaskFields.largestId)")
        }
        return id
    }

    private static func readUUID(_ reader: inout JSONReader) throws(JSONError) -> String? {
        if try reader.consumeNull() { return nil }
        guard try reader.peekKind() == .string else {
            throw reader.typeMismatch(expected: "a string for \"uuid\"")
        }
        let uuid = try reader.readString()
        guard !uuid.isEmpty else { throw reader.error("\"uuid\" must not be empty") }
        return uuid
    }

    /// The reminder of a record that gives a `remindAt` and no `remindBefore` (an export): how
    /// long before the deadline that is (null: no reminder); without a deadline, the default.
    private static func importedRemindBefore(_ remindAt: Instant?, _ record: TodoTask) -> Int? {
        guard let deadline = record.deadline else { return record.remindBefore }
        guard let remindAt, remindAt <= deadline else { return nil }
        return Int(
            min(deadline.secondsSince1970 - remindAt.secondsSince1970, Int64(ReminderDuration.longest)))
    }
}

extension TaskReader {
    /// Reads a task as the store holds it: `id`, `uuid`, `title` and `createdAt` are required;
    /// a missing optional member has its default (so a task of schema 2 reads as it is). A task
    /// in the store's own layout is decoded straight into the task.
    static func readStored(_ reader: inout JSONReader) throws(JSONError) -> TodoTask {
        let start = reader.valueStart
        guard try reader.peekKind() == .object, let core = try reader.readCanonicalCore(),
            let id = core.id, let uuid = core.uuid, let createdAt = core.createdAt
        else { return try readStoredAnyLayout(&reader, start: start) }
        var task = TodoTask(
            id: id, uuid: uuid.string(in: reader.bytes), title: "", createdAt: createdAt,
            modifiedAt: createdAt)
        fill(&task, from: core, reader: reader)
        try reader.resumeObject()
        var modifiedAt: Instant?
        while true {
            switch try reader.nextKey(in: keys) {
            case .end:
                task.modifiedAt =
                    modifiedAt
                    ?? TodoTask.defaultModifiedAt(createdAt: createdAt, completedAt: task.completedAt)
                return task
            case .known(Member.fields):
                task.fields = try readUserFields(&reader, importing: nil)
            case .known(let index) where index >= Member.fixed.count:
                let field = TaskSchema.builtIn[index - Member.fixed.count]
                guard field.storage == .optional else {
                    try reader.skipValue()
                    continue
                }
                let value = try FieldJSON.read(&reader, kind: field.kind, field: field.name)
                if field.name == TaskField.modifiedAt.name {
                    modifiedAt = value?.date
                } else {
                    field.set(value, in: &task)
                }
            case .known, .other:
                try reader.skipValue()
            }
        }
    }

    private static func readStoredAnyLayout(_ reader: inout JSONReader, start: Int) throws(JSONError)
        -> TodoTask
    {
        let (record, hasTitle) = try read(&reader)
        func missing(_ field: String) -> JSONError {
            reader.error("a task has no \"\(field)\"", at: start)
        }
        guard let id = record.id else { throw missing("id") }
        guard let uuid = record.uuid else { throw missing("uuid") }
        guard hasTitle else { throw missing("title") }
        guard let createdAt = record.createdAt else { throw missing("createdAt") }
        var task = record.values
        task.id = id
        task.uuid = uuid
        task.createdAt = createdAt
        task.modifiedAt =
            record.modifiedAt
            ?? TodoTask.defaultModifiedAt(createdAt: createdAt, completedAt: task.completedAt)
        return task
    }
}
