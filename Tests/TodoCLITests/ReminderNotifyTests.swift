import Foundation
import TestSupport
import Testing

@testable import TodoCLI

/// `remind --notify` against a real D-Bus session: a private `dbus-daemon` and python-dbusmock's
/// notification daemon on it, the Notify calls read back over D-Bus with `gdbus`.
@Suite struct ReminderNotifyTests {
    static let programs = ["dbus-daemon", "notify-send", "gdbus"]
    static let available =
        programs.allSatisfy { OutsideProgram.path($0) != nil } && OutsideProgram.hasPythonModule("dbusmock")
    static let message =
        "needs dbus, libnotify-bin and python3-dbusmock (apt-get install --no-install-recommends); skipped outside CI"

    let folder = TemporaryFolder()

    /// A private session bus (`dbus-daemon`, not forked, so that it is stopped by its pid).
    final class Bus {
        let address: String
        let daemon: BackgroundProcess

        init(in folder: TemporaryFolder) throws {
            let program = try #require(OutsideProgram.path("dbus-daemon"))
            let daemon = try BackgroundProcess(
                ["--session", "--nofork", "--nopidfile", "--print-address=1"], environment: [:], in: folder,
                executable: program)
            try #require(
                daemon.wait(upTo: 10) { daemon.output.hasSuffix("\n") }, "dbus-daemon: \(daemon.errors)")
            self.daemon = daemon
            address = daemon.output.trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }

    /// A private session bus with the notification daemon stand-in; both are stopped by pid
    /// when the test ends, however it ends.
    final class Session {
        let bus: Bus
        private let daemon: BackgroundProcess

        var address: String { bus.address }

        init(in folder: TemporaryFolder) throws {
            bus = try Bus(in: folder)
            let python = try #require(OutsideProgram.path("python3"))
            daemon = try BackgroundProcess(
                ["-m", "dbusmock", "--template", "notification_daemon"],
                environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address], in: folder, executable: python)
            let ready = try OutsideProgram.run(
                "gdbus", ["wait", "--session", "--timeout", "10", "org.freedesktop.Notifications"],
                environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address], in: folder)
            try #require(ready.status == 0, "the notification daemon did not start: \(daemon.errors)")
        }

        /// The Notify calls the daemon received, as gdbus prints them.
        func notifyCalls(in folder: TemporaryFolder) throws -> String {
            try OutsideProgram.run(
                "gdbus",
                [
                    "call", "--session", "-d", "org.freedesktop.Notifications", "-o",
                    "/org/freedesktop/Notifications",
                    "-m", "org.freedesktop.DBus.Mock.GetMethodCalls", "Notify",
                ], environment: ["DBUS_SESSION_BUS_ADDRESS": address], in: folder
            ).output
        }
    }

    func todo(_ words: String..., now: String, bus: String?, path: String = "/usr/bin:/bin") throws
        -> BuiltBinary.Run
    {
        var environment = [
            "TODO_STORE": folder.file("todos.json"), "TODO_NOW": now, "TZ": "UTC", "PATH": path,
        ]
        environment["DBUS_SESSION_BUS_ADDRESS"] = bus
        return try BuiltBinary.run(words, environment: environment, in: folder)
    }

    @Test(.enabled(if: available || TestEnvironment.inCI, Comment(rawValue: message)))
    func eachReminderBecomesADesktopNotification() throws {
        let session = try Session(in: folder)
        _ = try todo(
            "add", "Pay rent", "--due", "2026-03-01T18:00:00Z", now: "2026-03-01T09:00:00Z", bus: nil)
        _ = try todo(
            "add", "Fish & chips", "--due", "2026-03-01T18:01:00Z", now: "2026-03-01T09:00:00Z", bus: nil)
        let run = try todo("remind", "--notify", now: "2026-03-01T17:51:00Z", bus: session.address)
        #expect(run.status == 0)
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.output.split(separator: "\n").count == 2)
        let calls = try session.notifyCalls(in: folder)
        #expect(
            calls.contains(
                "[<'todo'>, <uint32 0>, <''>, <'Pay rent'>, <'Task 1 is due Sun 1 Mar 18:00 (in 9 min)'>"),
            "\(calls)")
        #expect(calls.contains("<'Fish & chips'>, <'Task 2 is due Sun 1 Mar 18:01 (in 10 min)'>"), "\(calls)")
    }

    @Test(.enabled(if: available || TestEnvironment.inCI, Comment(rawValue: message)))
    func noDaemonOrNoNotifySendIsAWarningAndTheReminderIsStillPrinted() throws {
        let emptyBus = try Bus(in: folder)
        _ = try todo(
            "add", "Pay rent", "--due", "2026-03-01T18:00:00Z", now: "2026-03-01T09:00:00Z", bus: nil)
        _ = try todo(
            "add", "Call mum", "--due", "2026-03-01T19:00:00Z", now: "2026-03-01T09:00:00Z", bus: nil)
        let started = Date()
        let noDaemon = try todo("remind", "--notify", now: "2026-03-01T17:51:00Z", bus: emptyBus.address)
        #expect(Date().timeIntervalSince(started) < 4)
        #expect(noDaemon.status == 0)
        #expect(noDaemon.output == "Task 1 is due Sun 1 Mar 18:00 (in 9 min): Pay rent\n")
        #expect(
            noDaemon.errors.hasPrefix("todo: warning: no desktop notification: notify-send failed (exit 1)"))
        let noNotifier = try todo(
            "remind", "--notify", now: "2026-03-01T18:51:00Z", bus: emptyBus.address, path: folder.path)
        #expect(noNotifier.status == 0)
        #expect(noNotifier.output == "Task 2 is due Sun 1 Mar 19:00 (in 9 min): Call mum\n")
        #expect(
            noNotifier.errors
                == "todo: warning: no desktop notification: notify-send is not installed (no notify-send on PATH); "
                + "the reminders are printed only\n")
    }

    @Test func aNotifierThatHangsIsStoppedAfterItsTimeOut() {
        let started = Date()
        #expect(
            PipedProcess.run(["sleep", "10"], input: [], keepErrors: true, idleSeconds: 1)
                == .failure(.silent(seconds: 1)))
        #expect(Date().timeIntervalSince(started) < 3)
        #expect(
            PipedProcess.run(["cat"], input: [], keepErrors: true, idleSeconds: 5)
                == .success(.init(ending: .exited(0), output: [], errors: [])),
            "stdin is at its end at once")
        #expect(
            PipedProcess.run(
                ["sh", "-c", "echo oops >&2; exit 3"], input: [], keepErrors: true, idleSeconds: 5)
                == .success(.init(ending: .exited(3), output: [], errors: Array("oops\n".utf8))))
        #expect(
            PipedProcess.run(["sh", "-c", "kill -9 $$"], input: [], keepErrors: true, idleSeconds: 5)
                == .success(.init(ending: .signalled(9), output: [], errors: [])))
        #expect(
            PipedProcess.run(["no-such-program-here"], input: [], keepErrors: true, idleSeconds: 5)
                == .failure(.notStarted(reason: "No such file or directory", code: ENOENT)))
    }
}
