import Testing

@testable import TodoCore

@Suite struct ReminderRulesTests {
    /// The UTC day of `referenceNow`.
    static let today = CivilDate(daysSince1970: referenceNow.secondsSince1970 / 86_400)

    func task(
        _ id: Int, deadline: Instant?, remindBefore: Int? = TodoTask.defaultRemindBefore,
        remindedAt: Instant? = nil, completedAt: Instant? = nil, modifiedAt: Instant? = nil
    ) -> TodoTask {
        TodoTask(
            id: id, uuid: "uuid-\(id)", title: "task \(id)", deadline: deadline,
            createdAt: referenceNow - day,
            completedAt: completedAt, modifiedAt: modifiedAt ?? referenceNow - day,
            remindBefore: remindBefore,
            remindedAt: remindedAt)
    }

    @Test func aReminderIsDueFromItsTimeUntilDelivered() {
        let due = task(1, deadline: referenceNow + 10 * minute)
        #expect(due.reminderIsDue(at: referenceNow, start: .always))
        #expect(!due.reminderIsDue(at: referenceNow - 1, start: .always))
        #expect(due.reminderIsUpcoming(at: referenceNow - 1))
        #expect(
            !task(2, deadline: referenceNow, remindedAt: referenceNow).reminderIsDue(
                at: referenceNow, start: .always))
    }

    @Test func completedTasksAndTasksWithoutAReminderAreNeverDue() {
        let completed = task(1, deadline: referenceNow + minute, completedAt: referenceNow - hour)
        #expect(!completed.reminderIsDue(at: referenceNow, start: .always))
        #expect(!completed.reminderIsUpcoming(at: referenceNow - day))
        #expect(
            !task(2, deadline: referenceNow, remindBefore: nil).reminderIsDue(
                at: referenceNow, start: .always))
        #expect(!task(3, deadline: nil).reminderIsDue(at: referenceNow, start: .always))
    }

    @Test func aReminderAtTheDeadlineIsDueAtIt() {
        let atDeadline = task(1, deadline: referenceNow, remindBefore: 0)
        #expect(atDeadline.reminderIsDue(at: referenceNow, start: .always))
        #expect(!atDeadline.reminderIsDue(at: referenceNow - 1, start: .always))
    }

    @Test func lateIsCountedFromWhenItCouldFirstHaveComeBeyondTwoMinutes() {
        let old = task(1, deadline: referenceNow - day, modifiedAt: referenceNow - 3 * day)
        #expect(old.reminderLateness(at: referenceNow, start: .always) == day + 10 * minute)
        let editedSince = task(4, deadline: referenceNow - day, modifiedAt: referenceNow - day + hour)
        #expect(editedSince.reminderLateness(at: referenceNow, start: .always) == day - hour)
        let justNow = task(2, deadline: referenceNow + 9 * minute)
        #expect(justNow.reminderLateness(at: referenceNow, start: .always) == 0)
        let addedLate = task(3, deadline: referenceNow + 5 * minute, modifiedAt: referenceNow - minute)
        #expect(addedLate.reminderIsDue(at: referenceNow, start: .always))
        #expect(addedLate.reminderLateness(at: referenceNow, start: .always) == 0)
        #expect(addedLate.reminderLateness(at: referenceNow + hour, start: .always) == hour + minute)
    }

    @Test func deadlinesPassedBeforeTheStoreHadRemindersAreNotReminded() {
        let since = ReminderStart.since(referenceNow - day)
        let passedBefore = task(1, deadline: referenceNow - 2 * day)
        let passedAfter = task(2, deadline: referenceNow - hour)
        #expect(!passedBefore.reminderIsDue(at: referenceNow, start: since))
        #expect(passedAfter.reminderIsDue(at: referenceNow, start: since))
        #expect(passedAfter.reminderLateness(at: referenceNow, start: since) == hour + 10 * minute)
        #expect(!passedAfter.reminderIsDue(at: referenceNow, start: .notYet))
        let comingUp = task(3, deadline: referenceNow + 5 * minute)
        #expect(comingUp.reminderIsDue(at: referenceNow, start: .notYet))
        #expect(comingUp.reminderLateness(at: referenceNow, start: .notYet) == 0)
    }

    @Test func deliveringRecordsEachDueReminderOnceEarliestFirst() {
        var list = TodoList(tasks: [
            task(1, deadline: referenceNow + 5 * minute), task(2, deadline: referenceNow - hour),
            task(3, deadline: referenceNow + hour),
            task(4, deadline: referenceNow, completedAt: referenceNow - hour),
        ])
        let delivered = list.deliverDueReminders(now: referenceNow, today: Self.today)
        #expect(delivered.map(\.id) == [2, 1])
        #expect(delivered.map(\.lateBy) == [hour + 10 * minute, 5 * minute])
        #expect(list.tasks.map(\.remindedAt) == [referenceNow, referenceNow, nil, nil])
        #expect(list.tasks.map(\.modifiedAt) == Array(repeating: referenceNow - day, count: 4))
        #expect(list.deliverDueReminders(now: referenceNow + minute, today: Self.today).isEmpty)
        #expect(list.upcomingReminders(after: referenceNow, today: Self.today).map(\.id) == [3])
    }

    @Test func anEditedDeadlineIsDueAgain() throws {
        var list = TodoList(tasks: [task(1, deadline: referenceNow + 5 * minute)])
        #expect(list.deliverDueReminders(now: referenceNow, today: Self.today).count == 1)
        var changes = TaskEdits()
        changes.set(.deadline, .date(referenceNow + 8 * minute))
        _ = try list.edit(ids: [1], edits: changes, now: referenceNow + minute)
        #expect(list.deliverDueReminders(now: referenceNow + 2 * minute, today: Self.today).map(\.id) == [1])
    }

    @Test func todaysGoalIsRemindedThreeHoursAfterItWasSetOnceUnlessAchieved() throws {
        var list = TodoList(tasks: [task(1, deadline: nil)])
        _ = try list.setGoal(
            "Ship it", tasks: [], on: Self.today, now: referenceNow - 3 * hour + 1, replacing: false,
            makeUUID: { "u" })
        #expect(list.upcomingReminders(after: referenceNow, today: Self.today).map(\.kind) == [.goal])
        #expect(list.deliverDueReminders(now: referenceNow, today: Self.today).isEmpty)
        let delivered = list.deliverDueReminders(now: referenceNow + 1, today: Self.today)
        #expect(delivered.map(\.kind) == [.goal])
        #expect(delivered.first?.title == "Ship it")
        #expect(delivered.first?.remindAt == referenceNow + 1)
        #expect(list.goal(on: Self.today)?.remindedAt == referenceNow + 1)
        #expect(list.deliverDueReminders(now: referenceNow + hour, today: Self.today).isEmpty)
        #expect(list.upcomingReminders(after: referenceNow, today: Self.today).isEmpty)
    }

    @Test func anAchievedGoalOrOneOfAnotherDayIsNotReminded() throws {
        var list = TodoList(tasks: [])
        let yesterday = Self.today.adding(days: -1)
        _ = try list.setGoal(
            "Old", tasks: [], on: yesterday, now: referenceNow - day, replacing: false, makeUUID: { "u" })
        #expect(list.deliverDueReminders(now: referenceNow, today: Self.today).isEmpty)
        _ = try list.setGoal(
            "Done early", tasks: [], on: Self.today, now: referenceNow - 4 * hour, replacing: false,
            makeUUID: { "v" })
        _ = try list.markGoal(achieved: true, on: Self.today, now: referenceNow - 3 * hour - 1)
        #expect(list.deliverDueReminders(now: referenceNow, today: Self.today).isEmpty)
        _ = try list.markGoal(achieved: false, on: Self.today, now: referenceNow)
        let late = list.deliverDueReminders(now: referenceNow, today: Self.today)
        #expect(late.map(\.lateBy) == [hour])
    }
}
