import Foundation
import Testing

@testable import TodoCLI
@testable import TodoCore

/// An HTTP client that answers every PROPFIND with a task list and records what it was asked,
/// with the session: what `todo sync --setup` sends, and with which credentials.
final class RecordingHTTP: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var sent: [(HTTPRequest, HTTPSession)] = []
    var status = 207

    var client: HTTPClient {
        HTTPClient { requests, session in
            self.lock.withLock { self.sent += requests.map { ($0, session) } }
            return requests.map { _ in
                .success(HTTPResponse(status: self.status, body: Array(Self.taskList.utf8)))
            }
        }
    }

    static let taskList = """
        <multistatus xmlns="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><response><href>/alice/tasks/</href>
        <propstat><prop><resourcetype><collection/><C:calendar/></resourcetype><displayname>Tasks</displayname>
        <C:supported-calendar-component-set><C:comp name="VTODO"/></C:supported-calendar-component-set></prop>
        <status>HTTP/1.1 200 OK</status></propstat></response></multistatus>
        """
}

@Suite struct SyncCommandTests {
    let sandbox = Sandbox()
    let http = RecordingHTTP()
    let url = "https://dav.example.com/alice/tasks/"

    init() {
        sandbox.environment["XDG_CONFIG_HOME"] = sandbox.folder.file("config")
        sandbox.syncServices = SyncServices(
            http: http.client,
            runPasswordCommand: { command in .success(Array("from \(command)\nsecond line\n".utf8)) })
    }

    var config: String {
        String(decoding: sandbox.folder.bytes("config/todo/sync.conf") ?? [], as: UTF8.self)
    }

    @Test func setupChecksTheListThenRemembersItWithoutThePassword() throws {
        sandbox.environment["TODO_SYNC_PASSWORD"] = "s3cret"
        let result = sandbox.run("sync", "--setup", "https://dav.example.com/alice/tasks", "--user", "alice")
        #expect(result.status == 0)
        #expect(
            result.output == """
                Found the task list 'Tasks' at https://dav.example.com/alice/tasks/ as alice.
                Saved in \(sandbox.folder.file("config/todo/sync.conf")); run 'todo sync' to sync.

                """)
        #expect(config.contains("url = https://dav.example.com/alice/tasks/\nuser = alice\n"))
        #expect(!config.contains("s3cret"))
        #expect(sandbox.folder.mode("config/todo/sync.conf") == 0o600)
        #expect(sandbox.folder.mode("config/todo") == 0o700)
        let (request, session) = try #require(http.sent.first)
        #expect(request.method == "PROPFIND" && request.header("Depth") == "0")
        #expect(session.user == "alice" && session.password == "s3cret")
    }

    @Test func thePasswordCommandIsRunEachTimeAndItsFirstLineIsThePassword() {
        let setup = sandbox.run(
            "sync", "--setup", url, "--user", "alice", "--password-command", "pass show dav")
        #expect(setup.status == 0)
        #expect(config.contains("password-command = pass show dav\n"))
        #expect(http.sent.last?.1.password == "from pass show dav")
        sandbox.syncServices.runPasswordCommand = { _ in
            .failure(PasswordCommandFailure(reason: "it exited with status 1"))
        }
        let failed = sandbox.run("sync")
        #expect(failed.status == 6)
        #expect(
            failed.errors == "todo: the password command 'pass show dav' failed: it exited with status 1\n")
    }

    @Test func theNetrcGivesThePasswordAndTheUser() {
        sandbox.folder.write(
            "machine other login x password y\nmachine dav.example.com login alice password n3trc\n",
            to: ".netrc")
        #expect(sandbox.run("sync", "--setup", url).status == 0)
        #expect(http.sent.last?.1.user == "alice" && http.sent.last?.1.password == "n3trc")
    }

    @Test func aUserWithoutAPasswordIsRefusedBeforeAnyRequest() {
        let result = sandbox.run("sync", "--setup", url, "--user", "alice")
        #expect(result.status == 6)
        #expect(result.errors.hasPrefix("todo: no password for alice: set TODO_SYNC_PASSWORD"))
        #expect(http.sent.isEmpty)
        #expect(sandbox.folder.bytes("config/todo/sync.conf") == nil)
    }

    @Test func aCollectionThatHoldsNoTasksIsRefused() {
        http.status = 404
        let missing = sandbox.run("sync", "--setup", url)
        #expect(missing.status == 6)
        #expect(missing.errors.contains("there is no task list at \(url) (HTTP 404)"))
        #expect(missing.errors.contains("--create"))
    }

    @Test(arguments: [
        (["sync", "--user", "alice"], "todo: '--user' goes with '--setup URL'\n"),
        (["sync", "--create"], "todo: '--create' goes with '--setup URL'\n"),
        (["sync", "--status", "--dry-run"], "todo: '--status' and '--dry-run' cannot be used together\n"),
        (
            ["sync", "--setup", "https://h/", "--status"],
            "todo: '--setup' and '--status' cannot be used together\n"
        ),
        (
            ["sync", "--timeout", "0"],
            "todo: '--timeout' takes a whole number of seconds from 1 to 3600, not '0'\n"
        ),
        (
            ["sync", "--setup", "https://h/", "--ca-file", "ca.pem"],
            "todo: '--ca-file' takes an absolute path, not 'ca.pem'\n"
        ),
        (
            ["sync", "--setup", "ftp://h/"],
            "todo: 'ftp://h/' is not a CalDAV collection's URL: it must start with https:// (or http://)\n"
        ),
    ])
    func badCommandLinesAreRefused(words: [String], message: String) {
        let result = sandbox.run(words)
        #expect(result.errors == message)
        #expect(result.status == (message.contains("CalDAV") ? 6 : 2))
        #expect(http.sent.isEmpty)
    }

    @Test func aSyncThatIsNotSetUpSaysHowToSetItUp() {
        let result = sandbox.run("--json", "sync")
        #expect(result.status == 6)
        #expect(
            result.errors == """
                {"error":{"code":"sync","message":"sync is not set up (no \(sandbox.folder.file("config/todo/sync.conf"))): run todo sync --setup URL [--user NAME]"}}

                """)
    }

    @Test func aBrokenConfigIsNamedWithItsLine() {
        try? FileManager.default.createDirectory(
            atPath: sandbox.folder.file("config/todo"), withIntermediateDirectories: true)
        sandbox.folder.write("url = https://h/\npasword = x\n", to: "config/todo/sync.conf")
        let result = sandbox.run("sync")
        #expect(result.status == 6)
        #expect(result.errors.contains("line 2: unknown key 'pasword'"))
    }

    @Test func withoutXDGConfigHomeTheConfigIsUnderHome() throws {
        sandbox.environment["XDG_CONFIG_HOME"] = "relative/ignored"
        sandbox.environment["TODO_SYNC_PASSWORD"] = "x"
        #expect(sandbox.run("sync", "--setup", url, "--user", "alice").status == 0)
        #expect(sandbox.folder.bytes(".config/todo/sync.conf") != nil)
    }
}
