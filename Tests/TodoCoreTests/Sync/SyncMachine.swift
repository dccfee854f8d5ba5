import TestSupport
import Testing

@testable import TodoCore

/// One "machine": a store of its own and the sync state beside it, syncing with a fake server.
final class SyncMachine: @unchecked Sendable {
    let folder = TemporaryFolder()
    var now = Instant(secondsSince1970: 1_795_000_000)
    let store: TodoStore
    private var uuids = 0
    private let name: String

    init(_ name: String, lockTimeoutSeconds: Double = 5) {
        self.name = name
        store = TodoStore(path: folder.file("todos.json"), lockTimeoutSeconds: lockTimeoutSeconds)
    }

    var context: FormatContext { FormatContext(now: now, zone: .utc) }

    func session(_ server: FakeCalDAVServer) throws -> SyncSession {
        SyncSession(
            store: store, stateFile: try SyncStateFile(storePath: store.path),
            collection: try server.collection(),
            context: context, productId: "-//todo//tests//EN")
    }

    @discardableResult
    func sync(_ server: FakeCalDAVServer, dryRun: Bool = false) throws -> SyncReport {
        try session(server).run(dryRun: dryRun)
    }

    /// The actions of a sync, by name, in order.
    func actions(_ server: FakeCalDAVServer) throws -> [String] {
        try sync(server).events.map { $0.action.rawValue + " " + $0.title }
    }

    var tasks: [TodoTask] {
        get throws { try store.read(archived: .all).tasks.sorted { $0.id < $1.id } }
    }

    func task(_ title: String) throws -> TodoTask? {
        try tasks.first { $0.title == title }
    }

    @discardableResult
    func add(_ title: String, deadline: Instant? = nil, tags: [String] = []) throws -> TodoTask {
        uuids += 1
        let uuid = "\(name)-\(uuids)"
        return try store.update(now: now) { list in
            try list.add(TaskEdits(title: title, deadline: deadline, tags: tags), now: now, uuid: uuid)
        }
    }

    func edit(_ title: String, _ change: (inout TaskEdits) -> Void) throws {
        let id = try #require(try task(title)?.id, "no task \(title)")
        var changes = TaskEdits()
        change(&changes)
        try store.update(now: now) { list in _ = try list.edit(ids: [id], edits: changes, now: now) }
    }

    func delete(_ title: String) throws {
        let id = try #require(try task(title)?.id, "no task \(title)")
        try store.update(now: now) { list in _ = try list.delete(ids: [id]) }
    }

    /// The bytes of the store and of the sync state, to tell whether anything was written.
    var files: [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        for name in folder.names() where !name.hasSuffix(".lock") { files[name] = folder.bytes(name) }
        return files
    }

    /// Declares fields of one's own in the store, as `todo field add` does.
    func declare(_ declarations: FieldDeclaration...) throws {
        try store.update(now: now) { list in list.fieldDeclarations += declarations }
    }

    /// Sets a field of one's own of a task, as `edit --set` does.
    func set(_ title: String, field name: String, to value: FieldValue?) throws {
        let id = try #require(try task(title)?.id, "no task \(title)")
        try store.update(now: now) { list in
            let field = try #require(list.schema.userField(named: name), "no field \(name)")
            let edit = FieldEdit(field, value.map { .set($0) } ?? .clear)
            _ = try list.edit(ids: [id], edits: TaskEdits([edit]), now: now)
        }
    }

    /// What a comparison of machines looks at: every synced field of every task, by uuid.
    var fields: [String: [String: FieldValue]] {
        get throws {
            let list = try store.read(archived: .all)
            let sync = SyncSchema(list.schema)
            return Dictionary(
                uniqueKeysWithValues: list.tasks.map { task in
                    let values = sync.fields(of: task).compactMap { field in
                        SyncSchema.value(field, in: task).map { (field.name, $0) }
                    }
                    return (task.uuid, Dictionary(uniqueKeysWithValues: values))
                })
        }
    }
}
