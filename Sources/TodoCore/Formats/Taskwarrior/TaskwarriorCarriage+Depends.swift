extension TaskwarriorCarriage {
    /// The tasks a task waits on: `depends`, an array of their uuids as `task export` 2.6 writes
    /// it (read also as the comma-separated string of older versions). The writer looks each
    /// uuid up among the tasks the export knows and leaves out a task it does not (one deleted
    /// since); the reader hands the uuids on to be resolved once the store has every task
    /// (`ImportedTask.blockerUIDs`).
    static let depends = TaskwarriorCarriage(
        keys: ["depends"], order: 85,
        write: { _, task, tasks, writer in
            let uuids = task.blockedBy.compactMap(tasks.uuid(of:))
            guard !uuids.isEmpty else { return }
            writer.raw(",")
            writer.key("depends")
            writer.raw("[")
            for (index, uuid) in uuids.enumerated() {
                if index > 0 { writer.raw(",") }
                writer.string(TaskwarriorEncoder.taskwarriorUUID(uuid))
            }
            writer.raw("]")
        },
        read: { key, reader throws(JSONError) in
            var uuids: [String] = []
            switch try reader.peekKind() {
            case .array:
                try reader.beginArray()
                while try reader.nextElement() {
                    if let uuid = try TaskwarriorValue.string(&reader, key) { uuids.append(uuid) }
                }
            default:
                let text = try TaskwarriorValue.string(&reader, key) ?? ""
                uuids = text.split(separator: ",").map(String.init)
            }
            var unique: [String] = []
            for uuid in uuids.map(\.trimmed) where !uuid.isEmpty && !unique.contains(uuid) {
                unique.append(uuid)
            }
            return unique.isEmpty ? nil : .names(unique)
        },
        finish: { _, object, record in
            record.blockerUIDs = object.attributes["depends"]?.names ?? []
        },
        reconcile: nil)
}
