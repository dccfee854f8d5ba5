import Foundation
import TestSupport
import Testing
import TodoCore

/// Faults against each real server, through a proxy that can kill it, delay, answer too much,
/// or let another client edit between the listing and the write: each leaves both sides
/// consistent, says what went wrong in one `todo:` line with exit code 6, and the next sync
/// finishes the work.
@Suite(.enabled(if: SyncPrograms.enabled, Comment(rawValue: SyncPrograms.reason)))
struct SyncServerFaultTests {
    @Test(arguments: SyncServerKind.tested)
    func theServerKilledInTheMiddleOfASync(kind: SyncServerKind) throws {
        let scene = try Scene(kind)
        for number in 1...30 { try scene.a.todo("add", "Task \(number)") }
        for number in 1...3 {
            try scene.phone.add(
                "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//P//EN\r\nBEGIN:VTODO\r\nUID:phone-\(number)\r\n"
                    + "DTSTAMP:20261101T100000Z\r\nSUMMARY:From the phone \(number)\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
            )
        }
        let pid = try #require(scene.server.pid)
        scene.proxy.mode("kill 10 \(pid)")
        let before = scene.a.storeBytes
        let line = try scene.a.failure("sync")
        #expect(line.contains("was dropped") || line.contains("cannot reach"), "\(line)")
        #expect(scene.a.storeBytes == before)
        #expect(!scene.a.folder.names().contains("todos.json.sync"))
        scene.server.kill()
        let down = try scene.a.failure("sync")
        #expect(down.contains("was dropped") || down.contains("cannot reach"), "\(down)")
        try scene.server.start()
        scene.proxy.mode("pass")
        let stored = try scene.phone.items().count
        #expect(stored > 3 && stored < 33, "the kill came in the middle: \(stored) items")
        let report = try scene.a.todo("sync")
        #expect(report.contains("3 received"), "\(report)")
        try scene.b.todo("sync")
        let titles = Set((1...30).map { "Task \($0)" } + (1...3).map { "From the phone \($0)" })
        #expect(try scene.a.titles() == titles)
        #expect(try scene.b.titles() == titles)
        #expect(try scene.phone.items().count == 33)
        #expect(try scene.a.tasks().count == 33)
        #expect(try scene.a.todo("sync").hasPrefix("Already in step"))
    }

    @Test(arguments: SyncServerKind.tested)
    func anEditOnTheServerBetweenTheListingAndTheWrite(kind: SyncServerKind) throws {
        let scene = try Scene(kind)
        try scene.a.todo("add", "Pay rent")
        try scene.a.todo("sync")
        let uid = try #require(try scene.phone.item("Pay rent")?.uid)
        try scene.a.todo("edit", "1", "--priority", "high")
        scene.proxy.mode("rename \(uid) Pay the rent")
        let report = try scene.a.todo("sync")
        #expect(scene.proxy.currentMode == "pass", "the phone's edit happened")
        #expect(report.contains("→ changed  1  Pay the rent (priority)"), "\(report)")
        #expect(report.contains("← changed  1  Pay the rent (title)"), "\(report)")
        let task = try #require(try scene.a.task("Pay the rent"))
        #expect(task["priority"] as? String == "high")
        let item = try #require(try scene.phone.item("Pay the rent"))
        #expect(item.data.contains("PRIORITY:1"))
        try scene.b.todo("sync")
        #expect(try scene.b.task("Pay the rent")?["priority"] as? String == "high")
        #expect(try scene.a.todo("sync").hasPrefix("Already in step"))
    }

    @Test(arguments: SyncServerKind.tested.filter(\.checksPasswords))
    func aWrongPasswordChangesNothing(kind: SyncServerKind) throws {
        let scene = try Scene(kind)
        try scene.a.todo("add", "Secret plans")
        scene.a.password = "wrong"
        let before = scene.a.storeBytes
        let line = try scene.a.failure("sync")
        #expect(line.contains("refused the credentials") && line.contains("HTTP 401"), "\(line)")
        #expect(scene.a.storeBytes == before)
        #expect(try scene.phone.items().isEmpty)
        scene.a.password = "secret"
        try scene.a.todo("sync")
        #expect(try scene.phone.items().map(\.summary) == ["Secret plans"])
    }

    @Test(arguments: SyncServerKind.tested)
    func aServerThatAnswersTooSlowly(kind: SyncServerKind) throws {
        let scene = try Scene(kind)
        try scene.a.todo("add", "Slow down")
        try scene.phone.add(
            "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//P//EN\r\nBEGIN:VTODO\r\nUID:p1\r\n"
                + "DTSTAMP:20261101T100000Z\r\nSUMMARY:Waiting\r\nEND:VTODO\r\nEND:VCALENDAR\r\n")
        scene.proxy.mode("delay 3")
        let before = scene.a.storeBytes
        let started = Date()
        let line = try scene.a.failure("sync", "--timeout", "1")
        #expect(Date().timeIntervalSince(started) < 2.5)
        #expect(line.contains("did not answer within 1 s"), "\(line)")
        #expect(scene.a.storeBytes == before)
        scene.proxy.mode("pass")
        let report = try scene.a.todo("sync")
        #expect(report.contains("1 sent, 1 received"), "\(report)")
        #expect(try scene.a.titles() == ["Slow down", "Waiting"])
    }

    /// The proxy's answers, and Radicale's rights between two users (Xandikos has no users).
    @Test(.enabled(if: SyncServerKind.tested.contains(.radicale), SyncServerKind.radicale.skipReason))
    func eachFailureOfTheServerGetsOneClearLine() throws {
        let scene = try Scene(.radicale)
        try scene.a.todo("add", "Anything")
        let before = scene.a.storeBytes
        scene.proxy.mode("status 500")
        #expect(try scene.a.failure("sync").contains("the server failed on"))
        scene.proxy.mode("status 503")
        #expect(try scene.a.failure("sync").contains("(HTTP 503)"))
        scene.proxy.mode("redirect")
        #expect(try scene.a.failure("sync").contains("moved"))
        scene.proxy.mode("status 403")
        #expect(try scene.a.failure("sync").contains("forbids"))
        scene.proxy.mode("status 404")
        #expect(try scene.a.failure("sync").contains("there is no task list"))
        #expect(scene.a.storeBytes == before)
        scene.proxy.mode("pass")
        let other = SyncCLIMachine()
        other.password = "hunter2"
        try other.todo("sync", "--setup", scene.server.origin + "/bob/tasks/", "--user", "bob", "--create")
        let forbidden = try scene.a.run([
            "sync", "--setup", scene.server.origin + "/bob/tasks/", "--user", "alice",
        ])
        #expect(forbidden.status == 6 && forbidden.errors.contains("HTTP 403"), "\(forbidden.errors)")
        let down = SyncCLIMachine()
        let port = SyncPrograms.freePort()
        let unreachable = try down.run([
            "sync", "--setup", "http://127.0.0.1:\(port)/alice/tasks/", "--user", "alice",
        ])
        #expect(unreachable.status == 6 && unreachable.errors.contains("cannot reach the server"))
        #expect(try scene.a.todo("sync").contains("1 sent"))
    }

    /// A server that sends without end is refused at the limit of one answer, 64 MiB, in about
    /// that much memory, whether it announces its length (curl refuses it before reading) or
    /// sends it chunked (read as it comes, and stopped there); nothing here changes.
    @Test(
        .enabled(if: !SyncServerKind.tested.isEmpty, "no CalDAV server is installed"),
        arguments: ["chunked", "length"])
    func anAnswerOverTheLimitIsRefusedInBoundedMemory(framing: String) throws {
        let kind = try #require(SyncServerKind.tested.first)
        let scene = try Scene(kind)
        let limit = HTTPSession.defaultMaxBodyBytes
        #expect(limit == 64 * 1024 * 1024 && DAVProxy.floodBytes > 4 * limit)
        try scene.a.todo("add", "Keep me")
        let store = scene.a.storeBytes
        let config = scene.a.folder.bytes("config/todo/sync.conf")
        scene.proxy.mode("flood \(framing)")
        let (sync, peak) = try scene.a.runMeasuringMemory(["sync"])
        #expect(sync.status == 6)
        #expect(
            sync.errors.hasPrefix("todo: the server's answer for http://127.0.0.1:\(scene.proxy.port)/")
                && sync.errors.hasSuffix(
                    " is larger than 64 MiB, the most todo reads of one answer; nothing here was changed\n"),
            "\(sync.errors)")
        #expect(peak < limit + 32 * 1024 * 1024, "peak resident memory: \(peak / 1024 / 1024) MiB")
        #expect(scene.a.storeBytes == store)
        #expect(!scene.a.folder.names().contains("todos.json.sync"))
        let setup = try scene.a.run([
            "sync", "--setup", "http://127.0.0.1:\(scene.proxy.port)/alice/other/", "--create",
        ])
        #expect(setup.status == 6 && setup.errors.contains("is larger than 64 MiB"), "\(setup.errors)")
        #expect(scene.a.folder.bytes("config/todo/sync.conf") == config)
        scene.proxy.mode("pass")
        #expect(try scene.a.todo("sync").contains("1 sent"))
    }

    /// A first sync asks for every item's data in its listing; when that answer is over the limit
    /// (here the proxy floods it), it lists the items again without their data and reads them
    /// by calendar-multiget, in bounded memory.
    @Test(arguments: SyncServerKind.tested)
    func aFirstListingTooLargeToReadIsAskedForAgainWithoutTheData(kind: SyncServerKind) throws {
        let scene = try Scene(kind)
        for number in 1...3 {
            try scene.phone.add(
                "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//P//EN\r\nBEGIN:VTODO\r\nUID:phone-\(number)\r\n"
                    + "DTSTAMP:20261101T100000Z\r\nSUMMARY:From the phone \(number)\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
            )
        }
        scene.proxy.mode("flood listing")
        let (sync, peak) = try scene.b.runMeasuringMemory(["sync"])
        #expect(sync.status == 0 && sync.output.contains("3 received"), "\(sync.output)\(sync.errors)")
        #expect(peak < HTTPSession.defaultMaxBodyBytes + 32 * 1024 * 1024, "peak: \(peak / 1024 / 1024) MiB")
        #expect(try scene.b.titles() == Set((1...3).map { "From the phone \($0)" }))
        scene.proxy.mode("pass")
        #expect(try scene.b.todo("sync").hasPrefix("Already in step"))
    }

    /// A server, the phone on it, the proxy in front of it, and two machines set up through the
    /// proxy (the first creating the task list). The server lives as long as the scene.
    final class Scene {
        let server: any SyncServer
        let phone: CalDAVPython
        let proxy: DAVProxy
        let a = SyncCLIMachine()
        let b = SyncCLIMachine()

        init(_ kind: SyncServerKind) throws {
            server = try kind.start()
            let path = String(server.taskList("tasks", of: "alice").dropFirst(server.origin.count))
            phone = CalDAVPython(url: server.origin + path)
            proxy = try DAVProxy(backend: server.port, caldav: phone)
            let url = "http://127.0.0.1:\(proxy.port)" + path
            try a.todo("sync", "--setup", url, "--user", "alice", "--create")
            try b.todo("sync", "--setup", url, "--user", "alice")
        }
    }
}
