extension TaskwarriorCarriage {
    /// The completion: its time in `end` (the task's `status`, which taskwarrior needs of every
    /// task and the reader reads to skip deleted ones, is `TaskwarriorEncoder`'s and
    /// `TaskwarriorObject`'s). A completed task without `end` was completed at its last change,
    /// else its creation, else now.
    static let completion = TaskwarriorCarriage(
        keys: ["end"], order: 45,
        write: { _, task, writer in
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

    /// The description: one annotation, stamped with the task's creation (taskwarrior shows
    /// annotations in every report). Read from every annotation, in the order of their `entry`,
    /// joined with line breaks.
    static let annotations = TaskwarriorCarriage(
        keys: ["annotations"], order: 60,
        write: { _, task, writer in
            guard let details = task.details?.nonEmpty else { return }
            writer.raw(",")
            writer.key("annotations")
            writer.raw("[{")
            writer.key("entry")
            writer.string(TaskwarriorDate.text(task.createdAt))
            writer.raw(",")
            writer.key("description")
            writer.string(details)
            writer.raw("}]")
        },
        read: { _, reader throws(JSONError) in try readAnnotations(&reader) },
        finish: { field, object, record in record.set(object.attributes["annotations"], of: field) },
        reconcile: nil)

    /// The location: its name in `location`, its address in `address` (user-defined attributes).
    /// A task with an address alone is at a place named by it.
    static let location = TaskwarriorCarriage(
        keys: ["location", "address"], order: 70,
        write: { _, task, writer in
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

    private static func readAnnotations(_ reader: inout JSONReader) throws(JSONError) -> FieldValue? {
        if try reader.consumeNull() { return nil }
        guard try reader.peekKind() == .array else {
            throw reader.typeMismatch(expected: "an array of annotations")
        }
        var notes: [(entry: Instant?, text: String)] = []
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
            if let text { notes.append((entry, text)) }
        }
        let sorted = notes.enumerated().sorted { left, right in
            (left.element.entry ?? .earliest, left.offset) < (right.element.entry ?? .earliest, right.offset)
        }
        return sorted.map(\.element.text).joined(separator: "\n").nonEmpty.map(FieldValue.text)
    }
}
