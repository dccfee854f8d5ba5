extension ICalendarCarriage {
    /// The notes: one `COMMENT` each, oldest first, its time in the parameter `X-TODO-AT`
    /// (`COMMENT;X-TODO-AT=20260301T093000Z:Van booked`). A COMMENT another program wrote has no
    /// time of its own: it is read as written when the task was created.
    static let comments = ICalendarCarriage(
        order: 120,
        write: { _, task, writer, bytes in
            for note in task.notes {
                var text = note.text
                writer.line.removeAll(keepingCapacity: true)
                writer.line.append(contentsOf: commentStart)
                ICalendarTime.appendUTC(note.at, to: &writer.line)
                writer.line.append(0x3A)
                text.withUTF8 { ICalendarText.appendEscaped($0, to: &writer.line) }
                writer.finish(to: &bytes)
            }
        },
        read: { _, todo, reader, record in
            var notes: [TaskNote] = []
            for property in todo.properties where property.isNamed("COMMENT") {
                let text = property.text
                guard !text.trimmedQuickly.isEmpty else { continue }
                var at = record.createdAt ?? reader.zones.context.now
                if let written = property.parameter(timeParameter),
                    let time = ICalendarTime(ICalendarProperty("X", value: written))
                {
                    at = reader.zones.instant(time)
                }
                notes.append(TaskNote(at: at, text: text))
            }
            record.notes = TaskNote.ordered(notes)
        },
        patch: { _, writer, todo in
            guard writer.current.notes != writer.task.notes else { return }
            writer.replace(
                where: { $0.isNamed("COMMENT") }, with: writer.task.notes.map(commentProperty), in: &todo)
        })

    /// The parameter that holds when a note was written.
    static let timeParameter = "X-TODO-AT"
    private static let commentStart = Array("COMMENT;\(timeParameter)=".utf8)

    private static func commentProperty(_ note: TaskNote) -> ICalendarProperty {
        ICalendarProperty(
            "COMMENT", parameters: [ICalendarParameter(timeParameter, ICalendarTime.utcText(note.at))],
            text: note.text)
    }
}
