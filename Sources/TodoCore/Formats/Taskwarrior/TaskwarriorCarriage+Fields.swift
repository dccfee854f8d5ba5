extension TaskwarriorCarriage {
    /// The completion: its time in `end` (the task's `status`, which taskwarrior needs of every
    /// task and the reader reads to skip deleted ones, is `TaskwarriorEncoder`'s and
    /// `TaskwarriorObject`'s). A completed task without `end` was completed at its last change,
    /// else its creation, else now.
    static let completion = TaskwarriorCarriage(
        keys: ["end"], order: 45,
        write: { _, task, _, writer in
            guard let completedAt = task.completedAt else { return }
            TaskwarriorValue.date.write(.date(completedAt), endKey, &writer)
        },
        read: { key, reader throws(JSONError) in try TaskwarriorValue.date.read(key, &reader) },
        finish: { _, object, record in
            guard object.status == .completed else { return }
            let times = ["end", "modified", "entry"].lazy.compactMap { object.attributes[$0]?.date }
            record.completedAt = times.first ?? object.now
        },
        reconcile: nil)

    private static let endKey = JSONWriter.keyBytes("end")

    /// The notes: taskwarrior's annotations, `{"entry": time, "description": text}` each, which
    /// every report shows. Read in the order of their `entry`; one without an `entry` was
    /// written when the task was made.
    static let annotations = TaskwarriorCarriage(
        keys: ["annotations"], order: 65,
        write: { _, task, _, writer in
            guard !task.notes.isEmpty else { return }
            writer.raw(",")
            writer.key("annotations")
            writer.raw("[")
            for (index, note) in task.notes.enumerated() {
                writer.raw(index == 0 ? "{" : ",{")
                writer.key("entry")
                writer.string(TaskwarriorDate.text(note.at))
                writer.raw(",")
                writer.key("description")
                writer.string(note.text)
                writer.raw("}")
            }
            writer.raw("]")
        },
        read: { _, reader throws(JSONError) in try readAnnotations(&reader) },
        finish: { field, object, record in
            guard case .notes(let notes)? = object.attributes["annotations"] else { return record.notes = [] }
            // An annotation without a time of its own was written when the task was made.
            let made = object.attributes["entry"]?.date ?? object.now
            record.notes = TaskNote.ordered(
                notes.map { TaskNote(at: $0.at == .earliest ? made : $0.at, text: $0.text) })
        },
        reconcile: nil)

    /// The location: its name in `location`, its address in `address` (user-defined attributes).
    /// A task with an address alone is at a place named by it.
    static let location = TaskwarriorCarriage(
        keys: ["location", "address"], order: 70,
        write: { _, task, _, writer in
            guard let location = task.location else { return }
            let text = TaskwarriorValue.text(trimmed: false)
            text.write(.text(location.name), locationKey, &writer)
            if let address = location.address { text.write(.text(address), addressKey, &writer) }
        },
        read: { key, reader throws(JSONError) in try TaskwarriorValue.text(trimmed: true).read(key, &reader)
        },
        finish: { _, object, record in
            let address = object.attributes["address"]?.text
            guard let name = object.attributes["location"]?.text ?? address else {
                record.location = nil
                return
            }
            record.location = Location(name: name, address: address)
        },
        reconcile: nil)

    private static let locationKey = JSONWriter.keyBytes("location")
    private static let addressKey = JSONWriter.keyBytes("address")

    /// The annotations, each with its `entry` (`Instant.earliest` for none), in the file's order.
    private static func readAnnotations(_ reader: inout JSONReader) throws(JSONError) -> FieldValue? {
        if try reader.consumeNull() { return nil }
        guard try reader.peekKind() == .array else {
            throw reader.typeMismatch(expected: "an array of annotations")
        }
        var notes: [TaskNote] = []
        try reader.beginArray()
        while try reader.nextElement() {
            guard try reader.peekKind() == .object else {
                throw reader.typeMismatch(expected: "an annotation object")
            }
            var entry: Instant?
            var text: String?
            try reader.beginObject()
            while let key = try reader.nextKey() {
                switch key {
                case "entry": entry = try TaskwarriorValue.date.read(key, &reader)?.date
                case "description": text = try TaskwarriorValue.string(&reader, key)
                default: try reader.skipValue()
                }
            }
            if let text, !text.trimmedQuickly.isEmpty {
                notes.append(TaskNote(at: entry ?? .earliest, text: text))
            }
        }
        return notes.isEmpty ? nil : .notes(notes)
    }
}
