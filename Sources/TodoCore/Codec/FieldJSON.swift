/// A field's value in JSON, by the field's kind: text and choices as strings, numbers as numbers,
/// instants as `"2026-03-01T09:30:00Z"`, names as an array of strings, a place as
/// `{"name":…,"address":…}`, seconds as an integer, a repetition as `RecurrenceJSON` has it. What the store, `--json`, export and import
/// write and read for every field but the store's own (id, uuid).
enum FieldJSON {
    /// Writes `value`, or `null` (for names and notes, `[]`).
    static func write(_ value: FieldValue?, kind: FieldKind, into writer: inout JSONWriter) {
        guard let value else {
            switch kind {
            case .names, .notes, .tasks: writer.raw("[]")
            default: writer.null()
            }
            return
        }
        write(value, into: &writer)
    }

    /// Writes `value` as its own kind says.
    static func write(_ value: FieldValue, into writer: inout JSONWriter) {
        switch value {
        case .text(let text): writer.string(text)
        case .number(let number): writer.rawNumber(number.description)
        case .date(let instant): writer.isoInstant(instant)
        case .seconds(let seconds): writer.int(seconds)
        case .names(let names):
            writer.beginArray()
            for name in names {
                writer.element()
                writer.string(name)
            }
            writer.endArray()
        case .place(let place):
            writer.beginObject()
            writer.member("name")
            writer.string(place.name)
            writer.member("address")
            writer.optionalString(place.address)
            writer.endObject()
        case .task(let id): writer.int(id)
        case .tasks(let ids):
            writer.beginArray()
            for id in ids {
                writer.element()
                writer.int(id)
            }
            writer.endArray()
        case .flag(let flag): writer.raw(flag ? "true" : "false")
        case .notes(let notes):
            writer.beginArray()
            for note in notes {
                writer.element()
                writer.beginObject()
                writer.member("at")
                writer.isoInstant(note.at)
                writer.member("text")
                writer.string(note.text)
                writer.endObject()
            }
            writer.endArray()
        case .recurrence(let recurrence):
            RecurrenceJSON.write(recurrence, into: &writer)
        }
    }

    /// The value as one line of text, as a record's fingerprint or derived uuid takes it.
    static func text(_ value: FieldValue) -> String {
        var writer = JSONWriter()
        write(value, into: &writer)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// Reads the value of the member `field`, of `kind`, or nil for `null`; a value of the
    /// wrong kind is an error naming the member.
    static func read(_ reader: inout JSONReader, kind: FieldKind, field: String) throws(JSONError)
        -> FieldValue?
    {
        if try reader.consumeNull() { return nil }
        switch kind {
        case .text, .name:
            // A name is checked when a person enters it; a file keeps what it holds.
            return .text(try string(&reader, field))
        case .choice:
            let text = try string(&reader, field)
            guard let word = kind.choice(named: text), word == text else {
                let words = kind.choices.map { "\"\($0)\"" }.joined(by: ", ")
                throw reader.error("\"\(field)\" must be one of \(words) or null")
            }
            return .text(word)
        case .date, .threshold:
            return .date(try reader.readInstant(field: field))
        case .number:
            guard try reader.peekKind() == .number,
                let number = FieldNumber(text: try reader.readNumberLiteral())
            else { throw reader.typeMismatch(expected: "a number for \"\(field)\"") }
            return .number(number)
        case .seconds:
            let seconds = try reader.readInt()
            guard (0...ReminderDuration.longest).contains(seconds) else {
                throw reader.error(
                    "\"\(field)\" must be a number of seconds from 0 to \(ReminderDuration.longest)")
            }
            return .seconds(seconds)
        case .names:
            return try names(&reader, field)
        case .place:
            return try place(&reader, field)
        case .task:
            let id = try reader.readInt()
            guard id >= 1 && id <= TaskFields.largestId else {
                throw reader.error("\"\(field)\" must be a task's id, a whole number from 1")
            }
            return .task(id)
        case .tasks:
            return try taskIds(&reader, field)
        case .flag:
            guard try reader.peekKind() == .bool else {
                throw reader.typeMismatch(expected: "true or false for \"\(field)\"")
            }
            return .flag(try reader.readBool())
        case .notes:
            return try notes(&reader, field)
        case .recurrence:
            return try RecurrenceJSON.read(&reader, defaultZone: ZoneRules.utc.identifier).map(
                FieldValue.recurrence)
        }
    }

    /// A member of a task's `fields` object, as the JSON gives it: a string is text (a date
    /// field's value is typed by its declaration afterwards: see `UserFieldValues`), a number a number.
    static func readUserValue(_ reader: inout JSONReader, field: String) throws(JSONError) -> FieldValue? {
        switch try reader.peekKind() {
        case .null:
            try reader.readNull()
            return nil
        case .string:
            return .text(try reader.readString())
        case .number:
            guard let number = FieldNumber(text: try reader.readNumberLiteral()) else {
                throw reader.error("\"\(field)\" is out of range")
            }
            return .number(number)
        default:
            throw reader.typeMismatch(expected: "a string or a number for the field \"\(field)\"")
        }
    }

    /// Checks a member of a task's `fields` object as `readUserValue` reads it, without making
    /// the value: a summary keeps only where the object lies. (Making and dropping a
    /// `FieldValue?` goes through its runtime type, which the runtime builds at every start.)
    static func checkUserValue(_ reader: inout JSONReader, field: String) throws(JSONError) {
        switch try reader.peekKind() {
        case .null:
            try reader.readNull()
        case .string:
            _ = try reader.readTextSpan()
        case .number:
            guard FieldNumber(text: try reader.readNumberLiteral()) != nil else {
                throw reader.error("\"\(field)\" is out of range")
            }
        default:
            throw reader.typeMismatch(expected: "a string or a number for the field \"\(field)\"")
        }
    }

    private static func string(_ reader: inout JSONReader, _ field: String) throws(JSONError) -> String {
        guard try reader.peekKind() == .string else {
            throw reader.typeMismatch(expected: "a string for \"\(field)\"")
        }
        return try reader.readString()
    }

    private static func names(_ reader: inout JSONReader, _ field: String) throws(JSONError) -> FieldValue? {
        guard try reader.peekKind() == .array else {
            throw reader.typeMismatch(expected: "an array of strings for \"\(field)\"")
        }
        var names: [String] = []
        try reader.beginArray()
        while try reader.nextElement() {
            guard try reader.peekKind() == .string else {
                throw reader.typeMismatch(expected: "a string in \"\(field)\"")
            }
            let name = try reader.readString()
            guard !name.isEmpty else { throw reader.error("a tag must not be empty") }
            names.append(name)
        }
        return names.isEmpty ? nil : .names(names)
    }

    /// `[3, 7]`: ids of tasks, each once; none when empty.
    private static func taskIds(_ reader: inout JSONReader, _ field: String) throws(JSONError) -> FieldValue?
    {
        guard try reader.peekKind() == .array else {
            throw reader.typeMismatch(expected: "an array of ids for \"\(field)\"")
        }
        var ids: [Int] = []
        try reader.beginArray()
        while try reader.nextElement() {
            let id = try reader.readInt()
            guard id >= 1 && id <= TaskFields.largestId else {
                throw reader.error("\"\(field)\" must hold tasks' ids, whole numbers from 1")
            }
            if !ids.contains(id) { ids.append(id) }
        }
        return ids.isEmpty ? nil : .tasks(ids)
    }

    /// `[{"at": INSTANT, "text": STRING}, …]`; none when empty. A note's text must not be empty.
    private static func notes(_ reader: inout JSONReader, _ field: String) throws(JSONError) -> FieldValue? {
        guard try reader.peekKind() == .array else {
            throw reader.typeMismatch(expected: "an array of notes for \"\(field)\"")
        }
        var notes: [TaskNote] = []
        try reader.beginArray()
        while try reader.nextElement() {
            guard try reader.peekKind() == .object else {
                throw reader.typeMismatch(expected: "a note object {\"at\": …, \"text\": …} in \"\(field)\"")
            }
            let start = reader.valueStart
            var at: Instant?
            var text: String?
            try reader.beginObject()
            while let key = try reader.nextKey() {
                switch key {
                case "at": at = try reader.readInstant(field: "at")
                case "text": text = try string(&reader, "text")
                default: try reader.skipValue()
                }
            }
            guard let at else { throw reader.error("a note has no \"at\"", at: start) }
            guard let text, !text.isEmpty else { throw reader.error("a note has no \"text\"", at: start) }
            notes.append(TaskNote(at: at, text: text))
        }
        return notes.isEmpty ? nil : .notes(notes)
    }

    private static func place(_ reader: inout JSONReader, _ field: String) throws(JSONError) -> FieldValue {
        guard try reader.peekKind() == .object else {
            throw reader.typeMismatch(expected: "an object or null for \"\(field)\"")
        }
        let start = reader.valueStart
        var name: String?
        var address: String?
        try reader.beginObject()
        while let key = try reader.nextKey() {
            switch key {
            case "name": name = try reader.consumeNull() ? nil : try string(&reader, "name")
            case "address": address = try reader.consumeNull() ? nil : try string(&reader, "address")
            default: try reader.skipValue()
            }
        }
        guard let name else { throw reader.error("a location has no \"name\"", at: start) }
        return .place(Location(name: name, address: address))
    }
}
