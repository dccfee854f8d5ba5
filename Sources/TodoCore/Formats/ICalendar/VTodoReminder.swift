extension ICalendarCarriage {
    /// The reminder and its delivery: a VALARM (see `VTodoAlarm`) for a task with a deadline;
    /// for one without, `X-TODO-REMIND` when it is not the default. Last, after every property,
    /// and read after the deadline it counts from. A VTODO with a DUE and no alarm for it has no
    /// reminder; one without a DUE keeps the default, or the one `X-TODO-REMIND` names.
    static let reminder = ICalendarCarriage(
        order: alarmOrder,
        write: { _, task, writer, bytes in writer.appendReminder(task, to: &bytes) },
        read: { _, todo, reader, record in reader.readReminder(of: todo, into: &record) },
        patch: { _, writer, todo in writer.writeReminder(into: &todo) })
}

extension VTodoStreamWriter {
    fileprivate mutating func appendReminder(_ task: TodoTask, to bytes: inout [UInt8]) {
        guard let deadline = task.deadline else {
            if let undue = VTodoAlarm.undueProperty(task.remindBefore) { property(undue, to: &bytes) }
            return
        }
        guard let remindBefore = task.remindBefore else { return }
        bytes.append(contentsOf: "BEGIN:VALARM\r\nACTION:DISPLAY\r\n".utf8)
        text("DESCRIPTION", task.title, to: &bytes)
        property(
            VTodoAlarm.trigger(
                remindBefore: remindBefore, deadline: deadline, repeats: task.recurrence != nil,
                context: context),
            to: &bytes)
        if let remindedAt = task.remindedAt { instant("ACKNOWLEDGED", remindedAt, to: &bytes) }
        bytes.append(contentsOf: "END:VALARM\r\n".utf8)
    }
}

extension VTodoReader {
    fileprivate mutating func readReminder(of todo: ICalendarComponent, into task: inout ImportedTask) {
        guard let deadline = task.deadline else {
            if let remind = todo[VTodoAlarm.undueName] {
                task.remindBefore = VTodoAlarm.undueReminder(remind.value)
            }
            return
        }
        let start = todo["DTSTART"].flatMap(ICalendarTime.init).map { zones.instant($0, dateMeans: .start) }
        let alarm = VTodoAlarm.find(in: todo, deadline: deadline, start: start, zones: &zones)
        task.remindBefore = alarm?.remindBefore
        task.remindedAt = alarm?.acknowledged
    }
}
