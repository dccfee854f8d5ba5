extension VTodoFieldWriter {
    /// The alarm for the task's reminder: its trigger rewritten in place when the reminder or
    /// the deadline changed, added when there was none, removed (with any other alarm that
    /// reminded of the deadline) when the task has no reminder or no deadline.
    mutating func writeReminder(into todo: inout ICalendarComponent) {
        let undue = task.deadline == nil ? VTodoAlarm.undueProperty(task.remindBefore) : nil
        if todo[VTodoAlarm.undueName] != undue { set(VTodoAlarm.undueName, undue, in: &todo) }
        let wanted = task.deadline.flatMap { deadline in task.remindBefore.map { (deadline, $0) } }
        guard
            current.deadline != task.deadline || current.remindBefore != task.remindBefore
                || current.remindedAt != task.remindedAt || current.title != task.title
        else { return }
        var zones = ICalendarZones(context: context, calendar: calendar)
        let start = old["DTSTART"].flatMap(ICalendarTime.init).map { zones.instant($0, dateMeans: .start) }
        let existing = current.deadline.flatMap {
            VTodoAlarm.find(in: old, deadline: $0, start: start, zones: &zones)
        }
        guard let (deadline, remindBefore) = wanted else {
            if let existing { removeAlarms(from: &todo, first: existing, start: start, zones: &zones) }
            return
        }
        guard let existing else {
            todo.components.append(
                VTodoAlarm.component(
                    title: task.title, remindBefore: remindBefore, deadline: deadline,
                    repeats: task.recurrence != nil, acknowledged: task.remindedAt,
                    context: context))
            changed = true
            return
        }
        var alarm = todo.components[existing.index]
        if current.deadline != task.deadline || current.remindBefore != task.remindBefore {
            alarm.set(
                VTodoAlarm.trigger(
                    remindBefore: remindBefore, deadline: deadline, repeats: task.recurrence != nil,
                    context: context))
        }
        if current.remindedAt != task.remindedAt {
            if let acknowledged = task.remindedAt {
                alarm.set(VTodoAlarm.acknowledgement(acknowledged))
            } else {
                alarm.remove("ACKNOWLEDGED")
            }
        }
        if alarm["DESCRIPTION"]?.text == current.title, current.title != task.title {
            alarm.set(ICalendarProperty("DESCRIPTION", text: task.title))
        }
        if alarm != todo.components[existing.index] {
            todo.components[existing.index] = alarm
            changed = true
        }
    }

    /// Removes every alarm that reminded of the deadline, so that none is read back as one.
    private mutating func removeAlarms(
        from todo: inout ICalendarComponent, first: VTodoAlarm, start: Instant?, zones: inout ICalendarZones
    ) {
        guard let deadline = current.deadline else { return }
        var next: VTodoAlarm? = first
        while let alarm = next {
            todo.components.remove(at: alarm.index)
            changed = true
            next = VTodoAlarm.find(in: todo, deadline: deadline, start: start, zones: &zones)
        }
    }
}
