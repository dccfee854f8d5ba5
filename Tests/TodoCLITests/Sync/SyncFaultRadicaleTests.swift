import Foundation
import TestSupport
import Testing

/// Faults against a real Radicale, through a proxy that can kill it, delay, or let another
/// client edit between the listing and the write: each leaves both sides consistent, says what
/// went wrong in one `todo:` line with exit code 6, and the next sync finishes the work.
@Suite(.enabled(if: SyncPrograms.enabled, Comment(rawValue: SyncPrograms.reason)))
struct SyncFaultRadicaleTests {
    let server: RadicaleServer
    let phone: CalDAVPython
    let proxy: DAVProxy
    let a = SyncCLIMachine()
    let b = SyncCLIMachine()

    init() throws {
        server = try RadicaleServer()
        phone = CalDAVPython(url: server.origin + "/alice/tasks/")
        proxy = try DAVProxy(backend: server.port, caldav: phone)
        let url = "http://127.0.0.1:\(proxy.port)/alice/tasks/"
        try a.todo("sync", "--setup", url, "--user", "alice", "--create")
        try b.todo("sync", "--setup", url, "--user", "alice")
    }

    @Test func theServerKilledInTheMiddleOfASync() throws {
        for number in 1...30 { try a.todo("add", "Task \(number)") }
        for number in 1...3 {
            try phone.add(
                "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//P//EN\r\nBEGIN:VTODO\r\nUID:phone-\(number)\r\n"
                    + "DTSTAMP:20261101T100000Z\r\nSUMMARY:From the phone \(number)\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
            )
        }
        let pid = try #require(server.pid)
        proxy.mode("kill 10 \(pid)")
        let before = a.storeBytes
        let line = try a.failure("sync")
        #expect(line.contains("was dropped") || line.contains("cannot reach"), "\(line)")
        #expect(a.storeBytes == before)
        #expect(!a.folder.names().contains("todos.json.sync"))
        server.kill()
        let down = try a.failure("sync")
        #expect(down.contains("was dropped") || down.contains("cannot reach"), "\(down)")
        try server.start()
        proxy.mode("pass")
        let stored = try phone.items().count
        #expect(stored > 3 && stored < 33, "the kill came in the middle: \(stored) items")
        let report = try a.todo("sync")
        #expect(report.contains("3 received"), "\(report)")
        try b.todo("sync")
        let titles = Set((1...30).map { "Task \($0)" } + (1...3).map { "From the phone \($0)" })
        #expect(try a.titles() == titles)
        #expect(try b.titles() == titles)
        #expect(try phone.items().count == 33)
        #expect(try a.tasks().count == 33)
        #expect(try a.todo("sync").hasPrefix("Already in step"))
    }

    @Test func anEditOnTheServerBetweenTheListingAndTheWrite() throws {
        try a.todo("add", "Pay rent")
        try a.todo("sync")
        let uid = try #require(try phone.item("Pay rent")?.uid)
        try a.todo("edit", "1", "--priority", "high")
        proxy.mode("rename \(uid) Pay the rent")
        let report = try a.todo("sync")
        #expect(proxy.currentMode == "pass", "the phone's edit happened")
        #expect(report.contains("→ changed  1  Pay the rent (priority)"), "\(report)")
        #expect(report.contains("← changed  1  Pay the rent (title)"), "\(report)")
        let task = try #require(try a.task("Pay the rent"))
        #expect(task["priority"] as? String == "high")
        let item = try #require(try phone.item("Pay the rent"))
        #expect(item.data.contains("PRIORITY:1"))
        try b.todo("sync")
        #expect(try b.task("Pay the rent")?["priority"] as? String == "high")
        #expect(try a.todo("sync").hasPrefix("Already in step"))
    }

    @Test func aWrongPasswordChangesNothing() throws {
        try a.todo("add", "Secret plans")
        a.password = "wrong"
        let before = a.storeBytes
        let line = try a.failure("sync")
        #expect(line.contains("refused the credentials") && line.contains("HTTP 401"), "\(line)")
        #expect(a.storeBytes == before)
        #expect(try phone.items().isEmpty)
        a.password = "secret"
        try a.todo("sync")
        #expect(try phone.items().map(\.summary) == ["Secret plans"])
    }

    @Test func aServerThatAnswersTooSlowly() throws {
        try a.todo("add", "Slow down")
        try phone.add(
            "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//P//EN\r\nBEGIN:VTODO\r\nUID:p1\r\n"
                + "DTSTAMP:20261101T100000Z\r\nSUMMARY:Waiting\r\nEND:VTODO\r\nEND:VCALENDAR\r\n")
        proxy.mode("delay 3")
        let before = a.storeBytes
        let started = Date()
        let line = try a.failure("sync", "--timeout", "1")
        #expect(Date().timeIntervalSince(started) < 2.5)
        #expect(line.contains("did not answer within 1 s"), "\(line)")
        #expect(a.storeBytes == before)
        proxy.mode("pass")
        let report = try a.todo("sync")
        #expect(report.contains("1 sent, 1 received"), "\(report)")
        #expect(try a.titles() == ["Slow down", "Waiting"])
    }

    @Test func eachFailureOfTheServerGetsOneClearLine() throws {
        try a.todo("add", "Anything")
        let before = a.storeBytes
        proxy.mode("status 500")
        #expect(try a.failure("sync").contains("the server failed on"))
        proxy.mode("status 503")
        #expect(try a.failure("sync").contains("(HTTP 503)"))
        proxy.mode("redirect")
        #expect(try a.failure("sync").contains("moved"))
        proxy.mode("status 403")
        #expect(try a.failure("sync").contains("forbids"))
        proxy.mode("status 404")
        #expect(try a.failure("sync").contains("there is no task list"))
        #expect(a.storeBytes == before)
        proxy.mode("pass")
        let other = SyncCLIMachine()
        other.password = "hunter2"
        try other.todo("sync", "--setup", server.origin + "/bob/tasks/", "--user", "bob", "--create")
        let forbidden = try a.run(["sync", "--setup", server.origin + "/bob/tasks/", "--user", "alice"])
        #expect(forbidden.status == 6 && forbidden.errors.contains("HTTP 403"), "\(forbidden.errors)")
        let down = SyncCLIMachine()
        let port = SyncPrograms.freePort()
        let unreachable = try down.run([
            "sync", "--setup", "http://127.0.0.1:\(port)/alice/tasks/", "--user", "alice",
        ])
        #expect(unreachable.status == 6 && unreachable.errors.contains("cannot reach the server"))
        #expect(try a.todo("sync").contains("1 sent"))
    }
}
