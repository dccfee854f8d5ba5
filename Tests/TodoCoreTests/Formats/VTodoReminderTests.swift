import Testing

@testable import TodoCore

@Suite struct VTodoReminderTests {
    func read(_ lines: String...) throws -> ImportedTask {
        let text =
            "BEGIN:VCALENDAR\nBEGIN:VTODO\nSUMMARY:x\n" + lines.joined(separator: "\n")
            + "\nEND:VTODO\nEND:VCALENDAR\n"
        return try #require(
            try ICalendarFormat.decode(FormatFixtures.bytes(text), context: try FormatFixtures.context())
                .records.first)
    }

    func alarm(_ lines: String...) -> String {
        "BEGIN:VALARM\nACTION:DISPLAY\nDESCRIPTION:r\n" + lines.joined(separator: "\n") + "\nEND:VALARM"
    }

    @Test func readsEveryKindOfTrigger() throws {
        let due = "DUE:20261201T120000Z"
        #expect(try read(due, alarm("TRIGGER;RELATED=END:-PT15M")).remindBefore == 900)
        #expect(try read(due, alarm("TRIGGER;VALUE=DURATION;RELATED=END:-P1D")).remindBefore == 86_400)
        #expect(try read(due, "DTSTART:20261201T100000Z", alarm("TRIGGER:-PT30M")).remindBefore == 9_000)
        #expect(try read(due, alarm("TRIGGER:-PT30M")).remindBefore == 1_800)
        #expect(try read(due, alarm("TRIGGER;VALUE=DATE-TIME:20261201T110000Z")).remindBefore == 3_600)
        #expect(try read(due, alarm("TRIGGER;RELATED=END:PT0S")).remindBefore == 0)
    }

    @Test func passesOverAlarmsThatAreNotAReminderOfTheDeadline() throws {
        let due = "DUE:20261201T120000Z"
        let apple = alarm("TRIGGER;VALUE=DATE-TIME:19760401T005545Z", "X-APPLE-PROXIMITY:ARRIVE")
        let late = alarm("TRIGGER;RELATED=END:PT5M")
        #expect(try read(due, apple, late, alarm("TRIGGER;RELATED=END:-PT5M")).remindBefore == 300)
        #expect(try read(due, apple).remindBefore == nil)
        #expect(try read(due, alarm("TRIGGER;RELATED=END:-P400D")).remindBefore == nil)
        #expect(try read(due).remindBefore == nil)
    }

    @Test func aTaskWithoutADeadlineKeepsTheDefaultOrWhatItSays() throws {
        #expect(try read(alarm("TRIGGER:-PT5M")).remindBefore == TodoTask.defaultRemindBefore)
        #expect(try read("X-TODO-REMIND:NONE").remindBefore == nil)
        #expect(try read("X-TODO-REMIND:PT1H").remindBefore == 3600)
        #expect(try read("X-TODO-REMIND:soon").remindBefore == TodoTask.defaultRemindBefore)
    }

    @Test func anAcknowledgedAlarmWasDelivered() throws {
        let task = try read(
            "DUE:20261201T120000Z", alarm("TRIGGER;RELATED=END:-PT10M", "ACKNOWLEDGED:20261201T115000Z"))
        #expect(task.remindedAt == (try FormatFixtures.instant("2026-12-01T11:50:00Z")))
    }

    @Test func readsPriorityCategoriesAndProject() throws {
        let task = try read(
            "PRIORITY:3", "CATEGORIES:Work,home\\, garden", "CATEGORIES:work,errand",
            "X-TODO-PROJECT:house.roof",
            "LAST-MODIFIED:20261101T080000Z")
        #expect(task.priority == .high)
        #expect(task.tags == ["errand", "home, garden", "Work"])
        #expect(task.project == "house.roof")
        #expect(task.modifiedAt == (try FormatFixtures.instant("2026-11-01T08:00:00Z")))
        let bands: [(String, TaskPriority?)] = [
            ("0", nil), ("1", .high), ("4", .high), ("5", .medium), ("6", .low), ("9", .low), ("10", nil),
            ("x", nil),
        ]
        for (value, priority) in bands {
            #expect(try read("PRIORITY:" + value).priority == priority, "\(value)")
        }
    }

    /// The labelled task's VTODO: a reminder an hour before, delivered.
    func labelled() throws -> (calendar: ICalendarComponent, task: TodoTask) {
        let task = try FormatFixtures.labelledTask()
        let context = try FormatFixtures.context()
        let calendar = VTodoWriter.calendar(
            [VTodoWriter.component(for: task, context: context)], productId: "p")
        return (calendar, task)
    }

    @Test func aChangedReminderRewritesTheTriggerInPlace() throws {
        var (calendar, task) = try labelled()
        task.remindBefore = 7200
        task.remindedAt = nil
        let patched = try #require(
            VTodoWriter.patch(
                calendar.components[0], in: calendar, with: task, context: try FormatFixtures.context()))
        let alarm = try #require(patched.components(named: "VALARM").first)
        #expect(alarm.properties.map(\.name) == ["ACTION", "DESCRIPTION", "TRIGGER"])
        #expect(alarm["TRIGGER"]?.value == "-PT2H")
    }

    @Test func noReminderOrNoDeadlineRemovesTheAlarm() throws {
        for change in [{ (task: inout TodoTask) in task.remindBefore = nil }, { $0.deadline = nil }] {
            var (calendar, task) = try labelled()
            change(&task)
            task.remindedAt = nil
            let patched = try #require(
                VTodoWriter.patch(
                    calendar.components[0], in: calendar, with: task, context: try FormatFixtures.context()))
            #expect(patched.components(named: "VALARM").isEmpty)
        }
    }

    @Test func aWholeDayDeadlineMovedMovesItsAbsoluteTrigger() throws {
        var (calendar, task) = try labelled()
        task.deadline = try FormatFixtures.instant("2026-11-29T22:59:59Z")
        var patched = try #require(
            VTodoWriter.patch(
                calendar.components[0], in: calendar, with: task, context: try FormatFixtures.context()))
        #expect(patched["DUE"]?.value == "20261129")
        #expect(patched.components[0]["TRIGGER"]?.value == "20261129T215959Z")
        calendar.components[0] = patched
        task.deadline = try FormatFixtures.instant("2026-11-30T22:59:59Z")
        patched = try #require(
            VTodoWriter.patch(
                calendar.components[0], in: calendar, with: task, context: try FormatFixtures.context()))
        #expect(patched.components[0]["TRIGGER"]?.value == "20261130T215959Z")
    }
}
