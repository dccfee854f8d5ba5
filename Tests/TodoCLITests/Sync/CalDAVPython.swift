import Foundation
import TestSupport
import Testing

/// Python's `caldav` (Debian 0.11): a second client, independent of `todo`, that says what the
/// server holds and changes it as a phone would.
struct CalDAVPython {
    let url: String
    var user = "alice"
    var password = "secret"
    /// The certificate to trust, for HTTPS.
    var certificate: String?
    let folder = TemporaryFolder()

    static let script = """
        import caldav, datetime, json, sys
        url, user, password, ca, command = sys.argv[1:6]
        args = sys.argv[6:]
        client = caldav.DAVClient(url=url, username=user, password=password, ssl_verify_cert=ca or True)
        calendar = client.calendar(url=url)
        def todos():
            return calendar.todos(include_completed=True)
        def find(uid):
            return next(t for t in todos() if str(t.icalendar_component['UID']) == uid)
        if command == 'list':
            items = []
            for todo in todos():
                component = todo.icalendar_component
                items.append({'uid': str(component['UID']), 'summary': str(component.get('SUMMARY', '')),
                              'status': str(component.get('STATUS', '')), 'data': todo.data})
            print(json.dumps(sorted(items, key=lambda item: item['summary'])))
        elif command == 'add':
            calendar.save_todo(args[0])
        elif command == 'complete':
            find(args[0]).complete()
        elif command == 'complete-at':
            at = datetime.datetime.fromisoformat(args[1].replace('Z', '+00:00'))
            if args[2] == 'plain':
                find(args[0]).complete(completion_timestamp=at)
            else:
                find(args[0]).complete(completion_timestamp=at, handle_rrule=True, rrule_mode=args[2])
        elif command == 'rename':
            todo = find(args[0])
            todo.icalendar_component['SUMMARY'] = args[1]
            todo.save()
        elif command == 'replace':
            todo = find(args[0])
            todo.data = args[1]
            todo.save()
        elif command == 'delete':
            find(args[0]).delete()
        elif command == 'set':
            todo = find(args[0])
            todo.icalendar_component[args[1]] = args[2]
            todo.save()
        """

    /// What one VTODO on the server says.
    struct Item: Equatable {
        let uid: String
        let summary: String
        let status: String
        let data: String
    }

    init(url: String, certificate: String? = nil) {
        self.url = url
        self.certificate = certificate
        folder.write(Self.script, to: "client.py")
    }

    /// Every VTODO in the collection, by summary.
    func items() throws -> [Item] {
        let output = try run("list")
        let array = try #require(JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: String]])
        return array.map {
            Item(
                uid: $0["uid"] ?? "", summary: $0["summary"] ?? "", status: $0["status"] ?? "",
                data: $0["data"] ?? "")
        }
    }

    func item(_ summary: String) throws -> Item? {
        try items().first { $0.summary == summary }
    }

    func add(_ ics: String) throws { try run("add", ics) }
    func complete(uid: String) throws { try run("complete", uid) }
    /// Completes the VTODO at `instant` (`2026-12-03T10:00:00Z`) as python caldav's
    /// `Todo.complete` does in `mode`: `plain` (its default, `handle_rrule=False`: the VTODO is
    /// marked completed, its RRULE and all), or with `handle_rrule=True`, `safe` (its default
    /// mode: a completed copy under a new UID, the series moved on) or `thisandfuture`
    /// (overrides with RECURRENCE-ID, the occurrence marked completed).
    func complete(uid: String, at instant: String, mode: String) throws {
        try run("complete-at", uid, instant, mode)
    }
    func rename(uid: String, to summary: String) throws { try run("rename", uid, summary) }
    func delete(uid: String) throws { try run("delete", uid) }
    /// Writes `ics` in place of the item, as a program that writes its own iCalendar does.
    func replace(uid: String, with ics: String) throws { try run("replace", uid, ics) }
    /// Sets a property of the VTODO, replacing any of that name.
    func set(uid: String, _ property: String, to value: String) throws {
        try run("set", uid, property, value)
    }

    @discardableResult
    private func run(_ words: String...) throws -> String {
        let run = try BuiltBinary.run(
            [folder.file("client.py"), url, user, password, certificate ?? ""] + words,
            environment: ["PATH": "/usr/bin:/bin", "HOME": folder.path, "LANG": "C.UTF-8"], in: folder,
            executable: SyncPrograms.python)
        try #require(run.status == 0, "python caldav \(words.first ?? ""): \(run.errors)")
        return run.output
    }
}
