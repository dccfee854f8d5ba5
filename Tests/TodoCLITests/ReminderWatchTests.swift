import Foundation
import TestSupport
import Testing

/// `todo remind --watch` as a real process. Its clock is `TODO_NOW` moving on 60 times as fast
/// as the real one (`TODO_TIME_SCALE`): a real second is a minute, so nothing waits minutes.
@Suite struct ReminderWatchTests {
    let folder = TemporaryFolder()
    static let start = "2026-03-01T09:00:00Z"

    func environment(now: String = start) -> [String: String] {
        BuiltBinary.environment(
            storeIn: folder, now: now, zone: "UTC", extra: ["TODO_TIME_SCALE": "60", "HOME": folder.path])
    }

    func startWatch() throws -> BackgroundProcess {
        let watch = try BackgroundProcess(["remind", "--watch"], environment: environment(), in: folder)
        try #require(watch.wait(upTo: 10) { watch.errors.contains("Watching ") }, "\(watch.errors)")
        return watch
    }

    func todo(_ words: String..., now: String) throws -> BuiltBinary.Run {
        try BuiltBinary.run(words, environment: environment(now: now), in: folder)
    }

    @Test func aTaskAddedASecondLaterIsRemindedOnTimeOnceAndSIGTERMEndsIt() throws {
        let watch = try startWatch()
        let started = Date()
        usleep(1_000_000)
        // A minute into the watch's clock; the reminder is due two minutes later.
        #expect(
            try todo("add", "Call Bob", "--due", "2026-03-01T09:13:00Z", now: "2026-03-01T09:01:00Z").status
                == 0)
        try #require(watch.wait(upTo: 10) { watch.output.contains("Call Bob") }, "\(watch.errors)")
        let elapsed = Date().timeIntervalSince(started)
        #expect(elapsed > 1.5 && elapsed < 6, "reminded after \(elapsed) s; due after 3 s")
        #expect(watch.output.hasPrefix("Task 1 is due Sun 1 Mar 09:13 (in "), "\(watch.output)")
        #expect(!watch.output.contains("late"))
        usleep(300_000)
        #expect(watch.output.split(separator: "\n").count == 1)
        #expect(try todo("remind", now: "2026-03-01T09:20:00Z").output.isEmpty)

        // Idle: nothing to come, so it sleeps; a tick is 10 ms of CPU.
        let before = try #require(watch.cpuTicks)
        usleep(1_500_000)
        let after = try #require(watch.cpuTicks)
        #expect(after - before <= 1, "\(after - before) ticks of CPU in 1.5 s idle")

        watch.send(SIGTERM)
        #expect(watch.exitStatus(within: 5) == 0)
        #expect(watch.output.split(separator: "\n").count == 1)
    }

    @Test func sigintEndsAnIdleWatchWithExitZero() throws {
        let watch = try startWatch()
        watch.send(SIGINT)
        #expect(watch.exitStatus(within: 5) == 0)
        #expect(watch.output.isEmpty)
    }

    @Test func aStoreThatCannotBeReadIsAWarningUntilItIsMended() throws {
        folder.write("{not json", to: "todos.json")
        let watch = try startWatch()
        try #require(
            watch.wait(upTo: 10) { watch.errors.contains("todo: warning: the store") }, "\(watch.errors)")
        try FileManager.default.removeItem(atPath: folder.file("todos.json"))
        #expect(
            try todo("add", "Pay rent", "--due", "2026-03-01T09:05:00Z", now: "2026-03-01T09:00:00Z").status
                == 0)
        #expect(watch.wait(upTo: 10) { watch.output.contains("Pay rent") }, "\(watch.errors)")
        watch.send(SIGTERM)
        #expect(watch.exitStatus(within: 5) == 0)
    }
}
