import Foundation
import Testing
import TodoCore

@testable import TodoCLI

/// Notifications asked for, in order, by a stand-in notifier.
final class NotificationLog: @unchecked Sendable {
    private let lock = NSLock()
    private var shown: [String] = []

    var entries: [String] { lock.withLock { shown } }

    func notifier(failing: Bool = false) -> Notifier {
        Notifier { summary, body throws(ServiceFailure) in
            self.lock.withLock { self.shown.append(summary + " | " + body) }
            if failing { throw ServiceFailure("notify-send failed (exit 1): no daemon") }
        }
    }
}

@Suite struct RemindCommandTests {
    let sandbox = Sandbox()

    init() {
        sandbox.zone = "Europe/Berlin"
        sandbox.now = "2026-03-01T09:00:00Z"
        sandbox.run("add", "Pay rent", "--due", "today 18:00")
        sandbox.run("add", "Call mum", "--due", "today 12:00", "--remind", "1h")
        sandbox.run("add", "Water plants", "--due", "today 12:00", "--no-remind")
        sandbox.run("add", "Read", "--remind", "2d")
    }

    func remind(at now: String, _ words: String...) -> ProgramResult {
        sandbox.now = now
        return sandbox.run(["remind"] + words)
    }

    @Test func addAndEditSetTheReminder() {
        sandbox.now = "2026-03-01T09:00:00Z"
        #expect(
            sandbox.run("show", "1", "--json").output.contains(
                #""remindBefore":600,"remindAt":"2026-03-01T16:50:00Z","remindedAt":null"#))
        #expect(
            sandbox.run("show", "2", "--json").output.contains(
                #""remindBefore":3600,"remindAt":"2026-03-01T10:00:00Z""#))
        #expect(sandbox.run("show", "3", "--json").output.contains(#""remindBefore":null,"remindAt":null"#))
        #expect(sandbox.run("show", "4", "--json").output.contains(#""remindBefore":172800,"remindAt":null"#))
        #expect(
            sandbox.run("edit", "3", "--remind", "0").output == "Edited task 3: Water plants (reminder)\n")
        #expect(
            sandbox.run("show", "3", "--json").output.contains(
                #""remindBefore":0,"remindAt":"2026-03-01T11:00:00Z""#))
        #expect(sandbox.run("edit", "2", "--no-remind").output == "Edited task 2: Call mum (reminder)\n")
    }

    @Test func showTellsTheReminder() {
        #expect(
            sandbox.run("show", "1").output.contains(
                "  Reminder:    10 min before, Sun 1 Mar 17:50 (in 7 h)\n"))
        #expect(sandbox.run("show", "3").output.contains("  Reminder:    none\n"))
        #expect(
            sandbox.run("show", "4").output.contains(
                "  Reminder:    2 days before a deadline, once it has one\n"))
        _ = remind(at: "2026-03-01T10:00:00Z")
        #expect(
            sandbox.run("show", "2").output.contains(
                "  Reminder:    1 h before, Sun 1 Mar 11:00 (now), delivered Sun 1 Mar 11:00\n"))
    }

    @Test func badRemindersAreUsageErrors() {
        let unreadable = sandbox.run("add", "X", "--remind", "soon")
        #expect(unreadable.status == 2)
        #expect(
            unreadable.errors
                == "todo: 'soon' is not a time before the deadline: use 10m, 1h, 2d, 1w, or 0 for at the deadline; "
                + "at most 366 days\n")
        #expect(sandbox.run("edit", "1", "--remind", "1h", "--no-remind").status == 2)
        #expect(sandbox.run("add", "Y", "--remind", "400d").status == 2)
        #expect(sandbox.run("add", "Y", "--remind", "1h30m").status == 0)
    }

    @Test func theCoreRefusesAReminderTheStoreCouldNotHold() throws {
        var list = TodoList(tasks: [])
        var draft = TaskEdits(title: "Far", remindBefore: ReminderDuration.longest + 1)
        #expect(throws: TaskError.reminderOutOfRange(seconds: ReminderDuration.longest + 1)) {
            try list.add(draft, now: Instant(secondsSince1970: 0), uuid: "u")
        }
        draft = TaskEdits(title: "Far", remindBefore: ReminderDuration.longest)
        try list.add(draft, now: Instant(secondsSince1970: 0), uuid: "u")
        var changes = TaskEdits()
        changes.set(.remindBefore, .seconds(-1))
        #expect(throws: TaskError.reminderOutOfRange(seconds: -1)) {
            try list.edit(ids: [1], edits: changes, now: Instant(secondsSince1970: 0))
        }
    }

    @Test func remindDeliversEachDueReminderOnceAndIsSilentOtherwise() {
        #expect(
            remind(at: "2026-03-01T09:59:59Z")
                == ProgramResult(status: 0, standardOutput: [], standardError: []))
        #expect(
            remind(at: "2026-03-01T10:00:00Z").output == "Task 2 is due Sun 1 Mar 12:00 (in 1 h): Call mum\n")
        #expect(remind(at: "2026-03-01T10:00:30Z").output.isEmpty)
        #expect(
            remind(at: "2026-03-01T16:51:00Z").output
                == "Task 1 is due Sun 1 Mar 18:00 (in 9 min): Pay rent\n")
        #expect(remind(at: "2026-03-02T16:51:00Z").output.isEmpty)
    }

    @Test func aLateReminderSaysHowLate() {
        #expect(
            remind(at: "2026-03-01T19:30:00Z").output == """
                Task 2 was due Sun 1 Mar 12:00 (8 h ago): Call mum (reminder 9 h 30 min late)
                Task 1 was due Sun 1 Mar 18:00 (2 h ago): Pay rent (reminder 2 h 40 min late)

                """)
        let json = remind(at: "2026-03-04T19:30:00Z", "--json")
        #expect(json.output == "[]\n")
    }

    @Test func jsonListsTheDocumentedFields() {
        #expect(
            remind(at: "2026-03-01T10:01:00Z", "--json").output == """
                [
                {"kind":"task","id":2,"title":"Call mum","deadline":"2026-03-01T11:00:00Z","remindAt":"2026-03-01T10:00:00Z","lateBy":0}
                ]

                """)
    }

    @Test func completedTasksAreNeverReminded() {
        sandbox.run("done", "1")
        #expect(
            remind(at: "2026-03-01T17:55:00Z").output
                == "Task 2 was due Sun 1 Mar 12:00 (6 h ago): Call mum (reminder 7 h 55 min late)\n")
        sandbox.run("undone", "1")
        #expect(remind(at: "2026-03-01T17:56:00Z").output.hasPrefix("Task 1 was due"))
    }

    @Test func anEditedDeadlineMakesTheReminderDueAgain() {
        #expect(!remind(at: "2026-03-01T16:55:00Z").output.isEmpty)
        sandbox.run("edit", "1", "--due", "today 19:00")
        #expect(remind(at: "2026-03-01T17:00:00Z").output.isEmpty)
        #expect(
            remind(at: "2026-03-01T17:50:00Z").output
                == "Task 1 is due Sun 1 Mar 19:00 (in 10 min): Pay rent\n")
    }

    @Test func upcomingListsWhatIsComingAndDeliversNothing() {
        let upcoming = remind(at: "2026-03-01T09:00:00Z", "--upcoming")
        #expect(
            upcoming.output == """
                Sun 1 Mar 11:00 (in 1 h)  Task 2 is due Sun 1 Mar 12:00: Call mum
                Sun 1 Mar 17:50 (in 7 h)  Task 1 is due Sun 1 Mar 18:00: Pay rent

                """)
        #expect(
            remind(at: "2026-03-01T10:30:00Z", "--upcoming", "--json").output.split(separator: "\n").count
                == 3)
        #expect(remind(at: "2026-03-01T10:30:00Z").output.hasPrefix("Task 2"))
        #expect(
            remind(at: "2026-03-01T16:00:00Z", "--upcoming").output.hasPrefix("Sun 1 Mar 17:50 (in 50 min)"))
        #expect(remind(at: "2026-03-01T18:00:00Z", "--upcoming").output == "No reminders to come.\n")
    }

    @Test func notifyShowsEachReminderAndAFailingNotifierIsAWarning() {
        let log = NotificationLog()
        sandbox.reminderServices.notifier = log.notifier()
        #expect(remind(at: "2026-03-01T16:51:00Z", "--notify").status == 0)
        #expect(
            log.entries == [
                "Call mum | Task 2 was due Sun 1 Mar 12:00 (5 h ago); reminder 6 h 51 min late",
                "Pay rent | Task 1 is due Sun 1 Mar 18:00 (in 9 min)",
            ])
        sandbox.run("add", "Late one", "--due", "today 18:05")
        let failing = NotificationLog()
        sandbox.reminderServices.notifier = failing.notifier(failing: true)
        let result = remind(at: "2026-03-01T16:56:00Z", "--notify")
        #expect(result.status == 0)
        #expect(result.output == "Task 5 is due Sun 1 Mar 18:05 (in 9 min): Late one\n")
        #expect(
            result.errors
                == "todo: warning: no desktop notification: notify-send failed (exit 1): no daemon; the reminders are printed only\n"
        )
    }

    @Test func todaysGoalBecomesANotificationToo() {
        sandbox.run("goal", "set", "Ship it", "-t", "1", "-t", "2")
        sandbox.run("done", "1")
        let log = NotificationLog()
        sandbox.reminderServices.notifier = log.notifier()
        let result = remind(at: "2026-03-01T12:00:00Z", "--notify")
        #expect(
            result.output.hasSuffix(
                "Today's goal, set Sun 1 Mar 10:00 (3 h ago), is not achieved yet: Ship it (1 of 2 done)\n"))
        #expect(
            log.entries.last
                == "Ship it | Today's goal, set Sun 1 Mar 10:00 (3 h ago), is not achieved yet; 1 of 2 tasks done"
        )
    }

    @Test func optionsThatDoNotGoTogetherAreRefused() {
        for words in [
            ["--upcoming", "--watch"], ["--force"], ["--install", "cron", "--force"],
            ["--upcoming", "--notify"],
        ] {
            #expect(sandbox.run(["remind"] + words).status == 2, "\(words)")
        }
        let badKind = sandbox.run("remind", "--install", "launchd")
        #expect(badKind.errors == "todo: '--install' takes systemd or cron, not 'launchd'\n")
    }
}
