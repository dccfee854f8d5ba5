/// The task's reminder as a VTODO holds it: a VALARM whose TRIGGER fires a number of seconds
/// before the deadline, and whose ACKNOWLEDGED (RFC 9074) says when it was delivered.
///
/// `todo` writes `TRIGGER;RELATED=END:-PT10M` for a deadline with a time, and for a whole-day
/// deadline (a DUE of VALUE=DATE, which other programs read as midnight) the absolute time,
/// counted from 23:59:59 local. It reads any trigger: relative to the end (DUE), relative to the
/// start (DTSTART, or DUE when there is none), or absolute; Apple's location alarms, whose
/// trigger is a fixed date in 1976, are not reminders of the deadline.
struct VTodoAlarm: Equatable {
    /// Where the alarm is among the VTODO's components.
    var index: Int
    var remindBefore: Int
    var acknowledged: Instant?

    /// The trigger Apple gives its location alarms.
    static let appleLocationTrigger = "19760401T005545Z"

    /// The first alarm of `todo` that reminds of `deadline`; `start` is the DTSTART, if any.
    static func find(
        in todo: ICalendarComponent, deadline: Instant, start: Instant?, zones: inout ICalendarZones
    ) -> VTodoAlarm? {
        for (index, alarm) in todo.components.enumerated() where alarm.isNamed("VALARM") {
            guard let trigger = alarm["TRIGGER"], let fires = fireTime(trigger, deadline, start, &zones)
            else {
                continue
            }
            let before = deadline.seconds(since: fires)
            guard before >= 0 && before <= Int64(TaskFields.longestRemindBefore) else { continue }
            let acknowledged = alarm["ACKNOWLEDGED"].flatMap(ICalendarTime.init).map { zones.instant($0) }
            return VTodoAlarm(index: index, remindBefore: Int(before), acknowledged: acknowledged)
        }
        return nil
    }

    private static func fireTime(
        _ trigger: ICalendarProperty, _ deadline: Instant, _ start: Instant?, _ zones: inout ICalendarZones
    ) -> Instant? {
        if let seconds = ICalendarDuration.seconds(trigger.value) {
            let related = trigger.parameter("RELATED")?.uppercased() == "END" ? deadline : start ?? deadline
            return related + seconds
        }
        guard trigger.value.trimmingASCIISpaces != appleLocationTrigger, let time = ICalendarTime(trigger)
        else {
            return nil
        }
        return zones.instant(time)
    }

    /// The TRIGGER for a reminder `remindBefore` seconds before `deadline`: relative to the DUE,
    /// but for a whole day, which other programs take for its midnight, at its time; a repeating
    /// task's is always relative, so that it comes before each occurrence.
    static func trigger(remindBefore: Int, deadline: Instant, repeats: Bool, context: FormatContext)
        -> ICalendarProperty
    {
        guard repeats || !context.isWholeDay(deadline) else {
            return ICalendarProperty(
                "TRIGGER", parameters: [ICalendarParameter("VALUE", "DATE-TIME")],
                value: ICalendarTime.utcText(deadline - Int64(remindBefore)))
        }
        return ICalendarProperty(
            "TRIGGER", parameters: [ICalendarParameter("RELATED", "END")],
            value: ICalendarDuration.text(-Int64(remindBefore)))
    }

    /// A new alarm: DISPLAY needs a DESCRIPTION (RFC 5545, 3.6.6), the task's title.
    static func component(
        title: String, remindBefore: Int, deadline: Instant, repeats: Bool, acknowledged: Instant?,
        context: FormatContext
    ) -> ICalendarComponent {
        var alarm = ICalendarComponent(
            "VALARM",
            properties: [
                ICalendarProperty("ACTION", value: "DISPLAY"), ICalendarProperty("DESCRIPTION", text: title),
                trigger(remindBefore: remindBefore, deadline: deadline, repeats: repeats, context: context),
            ])
        if let acknowledged { alarm.properties.append(acknowledgement(acknowledged)) }
        return alarm
    }

    /// The reminder of a task without a deadline, which no alarm can hold (RELATED=END needs a
    /// DUE): written, when it is not the default, as `X-TODO-REMIND:PT1H`, or `NONE`.
    static let undueName = "X-TODO-REMIND"

    static func undueProperty(_ remindBefore: Int?) -> ICalendarProperty? {
        guard remindBefore != TodoTask.defaultRemindBefore else { return nil }
        return ICalendarProperty(
            undueName, value: remindBefore.map { ICalendarDuration.text(Int64($0)) } ?? "NONE")
    }

    static func undueReminder(_ value: String) -> Int? {
        guard let seconds = ICalendarDuration.seconds(value), seconds >= 0,
            seconds <= Int64(TaskFields.longestRemindBefore)
        else { return value.trimmingASCIISpaces.uppercased() == "NONE" ? nil : TodoTask.defaultRemindBefore }
        return Int(seconds)
    }

    static func acknowledgement(_ instant: Instant) -> ICalendarProperty {
        ICalendarProperty("ACKNOWLEDGED", value: ICalendarTime.utcText(instant))
    }
}
