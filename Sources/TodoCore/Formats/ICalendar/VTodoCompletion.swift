extension ICalendarCarriage {
    /// The completion: `STATUS:COMPLETED`, `COMPLETED` and `PERCENT-COMPLETE:100`, or
    /// `STATUS:NEEDS-ACTION`. Read by Thunderbird's rule: any of the three completes the task,
    /// at its COMPLETED, else its LAST-MODIFIED, else its DTSTAMP, else now.
    static let completion = ICalendarCarriage(
        order: 70,
        write: { _, task, writer, bytes in
            guard let completedAt = task.completedAt else {
                writer.raw("STATUS:NEEDS-ACTION", to: &bytes)
                return
            }
            writer.raw("STATUS:COMPLETED", to: &bytes)
            writer.instant("COMPLETED", completedAt, to: &bytes)
            writer.raw("PERCENT-COMPLETE:100", to: &bytes)
        },
        read: { _, todo, reader, record throws(FormatError) in
            guard VTodoReader.isCompleted(todo) else { return }
            record.completedAt =
                try reader.firstInstant(todo, "COMPLETED", "LAST-MODIFIED", "DTSTAMP")
                ?? reader.zones.context.now
        },
        patch: { _, writer, todo in
            guard writer.current.completedAt != writer.task.completedAt else { return }
            writer.writeCompletion(into: &todo)
        })
}

extension VTodoReader {
    /// Thunderbird's rule: STATUS:COMPLETED, a COMPLETED time or PERCENT-COMPLETE:100.
    static func isCompleted(_ todo: ICalendarComponent) -> Bool {
        todo.value("STATUS")?.trimmingASCIISpaces.uppercased() == "COMPLETED"
            || todo.index(of: "COMPLETED") != nil
            || todo.value("PERCENT-COMPLETE")?.trimmingASCIISpaces == "100"
    }
}

extension VTodoFieldWriter {
    /// Completed: the three properties. Not: whichever of them said it was completed goes.
    fileprivate mutating func writeCompletion(into todo: inout ICalendarComponent) {
        if let completedAt = task.completedAt {
            set(ICalendarProperty("STATUS", value: "COMPLETED"), in: &todo)
            set(ICalendarProperty("COMPLETED", value: ICalendarTime.utcText(completedAt)), in: &todo)
            set(ICalendarProperty("PERCENT-COMPLETE", value: "100"), in: &todo)
            return
        }
        let status = todo["STATUS"]?.value.trimmingASCIISpaces.uppercased()
        if status == "COMPLETED" {
            set(ICalendarProperty("STATUS", value: "NEEDS-ACTION"), in: &todo)
        }
        set("COMPLETED", nil, in: &todo)
        if todo["PERCENT-COMPLETE"]?.value.trimmingASCIISpaces == "100" {
            set("PERCENT-COMPLETE", nil, in: &todo)
        }
    }
}
