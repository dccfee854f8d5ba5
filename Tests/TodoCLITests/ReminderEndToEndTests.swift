import Foundation
import TestSupport
import Testing

/// `todo remind` through the built binary: exactly once under 20 processes at once, late
/// reminders, edited deadlines, completed tasks, and a store of schema 2 gaining reminders.
@Suite struct ReminderEndToEndTests {
    let folder = TemporaryFolder()

    func todo(_ words: String..., now: String) throws -> BuiltBinary.Run {
        try todo(words, now: now)
    }

    func todo(_ words: [String], now: String) throws -> BuiltBinary.Run {
        try BuiltBinary.run(
            words, storeIn: folder, now: now, zone: "Europe/Berlin",
            extra: ["HOME": folder.path, "TODO_LOCK_TIMEOUT": "30"])
    }

    /// The tasks as the store holds them now, through `export` (a change may wait in the log).
    func stored() -> [[String: Any]] {
        let exported = try? todo("export", now: "2026-03-01T09:00:00Z")
        let object = try? JSONSerialization.jsonObject(with: Data((exported?.output ?? "").utf8))
        return object as? [[String: Any]] ?? []
    }

    @Test func twentyAtOnceDeliverEachReminderExactlyOnce() throws {
        let titles = (1...6).map { "Errand \($0)" } + ["Errand goal"]
        for (index, title) in titles.dropLast().enumerated() {
            let added = try todo(
                "add", title, "--due", "2026-03-01T10:05:0\(index)Z", now: "2026-03-01T09:00:00Z")
            #expect(added.status == 0, "\(added.errors)")
        }
        #expect(try todo("goal", "set", "Errand goal", now: "2026-03-01T06:55:30Z").status == 0)
        let environment = BuiltBinary.environment(
            storeIn: folder, now: "2026-03-01T09:56:00Z", zone: "Europe/Berlin",
            extra: ["TODO_LOCK_TIMEOUT": "30"])
        let processes = try (0..<20).map { index in
            try BackgroundProcess(
                index % 2 == 0 ? ["remind"] : ["remind", "--json"], environment: environment, in: folder)
        }
        var lines: [String] = []
        for process in processes {
            #expect(process.exitStatus(within: 60) == 0, "\(process.errors)")
            #expect(process.errors.isEmpty)
            lines += process.output.split(separator: "\n").map(String.init).filter { $0.contains("Errand") }
        }
        #expect(lines.count == titles.count, "\(lines)")
        for title in titles {
            #expect(
                lines.filter { $0.contains(title + "\"") || $0.hasSuffix(": " + title) }.count == 1,
                "\(title)")
        }
        let tasks = stored()
        #expect(tasks.count == 6)
        #expect(tasks.allSatisfy { $0["remindedAt"] as? String == "2026-03-01T09:56:00Z" })
        #expect(
            try todo("goal", "--json", now: "2026-03-01T10:00:00Z").output.contains(
                #""remindedAt":"2026-03-01T09:56:00Z""#))
        #expect(try todo("remind", now: "2026-03-01T10:30:00Z").output.isEmpty)
    }

    @Test func todaysGoalIsRemindedThreeHoursAfterItWasSetUnlessAchieved() throws {
        let set = try todo(
            "goal", "set", "Ship the release", "-t", "Write notes", "-t", "Tag it",
            now: "2026-03-02T08:00:00Z")
        #expect(set.status == 0, "\(set.errors)")
        #expect(
            try todo("remind", "--upcoming", now: "2026-03-02T08:00:00Z").output
                == "Mon 2 Mar 12:00 (in 3 h)  Today's goal, set Mon 2 Mar 09:00: Ship the release\n")
        #expect(try todo("remind", now: "2026-03-02T10:59:59Z").output.isEmpty)
        _ = try todo("done", "1", now: "2026-03-02T10:00:00Z")
        #expect(
            try todo("remind", now: "2026-03-02T11:00:00Z").output
                == "Today's goal, set Mon 2 Mar 09:00 (3 h ago), is not achieved yet: Ship the release (1 of 2 done)\n"
        )
        #expect(try todo("remind", now: "2026-03-02T11:01:00Z").output.isEmpty)
        // The next day's goal is achieved before its time: no reminder; the day after, the
        // machine was off until the evening: a late one.
        _ = try todo("goal", "set", "Rest", now: "2026-03-03T08:00:00Z")
        _ = try todo("goal", "done", now: "2026-03-03T09:00:00Z")
        #expect(try todo("remind", now: "2026-03-03T12:00:00Z").output.isEmpty)
        _ = try todo("goal", "set", "Write", now: "2026-03-04T08:00:00Z")
        let late = try todo("remind", "--json", now: "2026-03-04T17:00:00Z")
        #expect(
            late.output == """
                [
                {"kind":"goal","id":null,"title":"Write","deadline":null,"remindAt":"2026-03-04T11:00:00Z","lateBy":21600,"date":"2026-03-04"}
                ]

                """)
        #expect(try todo("remind", now: "2026-03-05T12:00:00Z").output.isEmpty)
    }

    @Test func lateEditedAndCompleted() throws {
        _ = try todo("add", "Pay rent", "--due", "2026-03-02T18:00", now: "2026-03-01T09:00:00Z")
        _ = try todo("add", "Call mum", "--due", "2026-03-02T12:00", now: "2026-03-01T09:00:00Z")
        _ = try todo("add", "Water plants", "--due", "2026-03-02T08:00", now: "2026-03-01T09:00:00Z")
        _ = try todo("done", "2", now: "2026-03-01T10:00:00Z")
        // The machine was off from the evening before until 09:00 (08:00 in UTC).
        #expect(
            try todo("remind", now: "2026-03-02T08:00:00Z").output
                == "Task 3 was due Mon 2 Mar 08:00 (1 h ago): Water plants (reminder 1 h 10 min late)\n")
        #expect(try todo("remind", now: "2026-03-02T08:01:00Z").output.isEmpty)
        #expect(try todo("edit", "3", "--due", "2026-03-02T11:00", now: "2026-03-02T08:02:00Z").status == 0)
        #expect(try todo("remind", now: "2026-03-02T09:49:00Z").output.isEmpty)
        #expect(
            try todo("remind", now: "2026-03-02T09:50:00Z").output
                == "Task 3 is due Mon 2 Mar 11:00 (in 10 min): Water plants\n")
        #expect(
            try todo("remind", now: "2026-03-02T16:50:00Z").output
                == "Task 1 is due Mon 2 Mar 18:00 (in 10 min): Pay rent\n")
        #expect(
            try todo("remind", "--upcoming", now: "2026-03-02T18:00:00Z").output == "No reminders to come.\n")
        #expect(stored().first { $0["id"] as? Int == 2 }?["remindedAt"] is NSNull)
    }

    @Test func aStoreOfSchemaTwoRemindsOnlyDeadlinesStillAheadWhenItGainedReminders() throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/StoreVersion2")
        for name in ["todos.json", "todos.json.archive"] {
            try FileManager.default.copyItem(
                atPath: fixture.appendingPathComponent(name).path, toPath: folder.file(name))
        }
        // Buy milk was due on 2 November, before this todo first met the store.
        #expect(try todo("remind", "--json", now: "2026-11-04T09:00:00Z").output == "[]\n")
        let text = String(decoding: folder.bytes("todos.json") ?? [], as: UTF8.self)
        #expect(text.hasPrefix(#"{"version":5,"#))
        #expect(text.contains(#""remindersSince":"2026-11-04T09:00:00Z","#))
        #expect(try todo("remind", now: "2026-11-05T09:00:00Z").output.isEmpty)
        #expect(
            try todo("remind", "--upcoming", now: "2026-11-05T09:00:00Z").output == """
                Tue 10 Nov 07:50 (in 5 days)  Task 7 is due Tue 10 Nov 08:00: Water plants
                Mon 30 Nov 23:49 (in 3 weeks)  Task 2 is due Mon 30 Nov 23:59: Pay rent

                """)
        // Water plants came due after the upgrade, while the machine was off: late, but reminded.
        #expect(
            try todo("remind", now: "2026-11-10T12:00:00Z").output
                == "Task 7 was due Tue 10 Nov 08:00 (5 h ago): Water plants (reminder 5 h 10 min late)\n")
    }
}
