import Testing

@testable import TodoCore

/// The fast path reads every task the store writes, in schema 3 and in schema 2's layout, to the
/// same fields as the general reader; anything else it leaves to the general reader.
@Suite struct CanonicalTaskReaderTests {
    /// Each task as the store writes it, one object per element.
    static func storedObjects(_ tasks: [TodoTask]) -> [[UInt8]] {
        tasks.map { task in
            var writer = JSONWriter()
            TaskCodec.write(task, facts: nil, into: &writer)
            return writer.bytes
        }
    }

    static func fastAndGeneral(_ bytes: [UInt8]) throws -> (fast: TaskFields?, general: TaskFields) {
        let fast = try JSONReader.read(bytes) { reader in
            let fields = try reader.readCanonicalTask()
            if fields == nil { try reader.skipValue() }
            return fields
        }
        let general = try JSONReader.read(bytes) { reader in try TaskFields.read(&reader) }
        return (fast, general)
    }

    @Test func readsEveryTaskTheStoreWrites() throws {
        let tasks = StoreCodecTests.sampleTasks(count: 400, seed: 11)
        for (task, object) in zip(tasks, Self.storedObjects(tasks)) {
            let (fast, general) = try Self.fastAndGeneral(object)
            let read = try #require(fast, "the fast path refused task \(task.id)")
            #expect(read.range == 0..<object.count)
            let source = StoreBytes(copying: object)
            #expect(read.tags(in: source) == task.tags && (read.project != nil) == (task.project != nil))
            #expect(read.priority == task.priority && read.remindBefore == task.remindBefore)
            #expect((read.modifiedAt ?? task.defaultModifiedAt) == task.modifiedAt)
            #expect(read.remindedAt == task.remindedAt)
            #expect(general.priority == read.priority && general.tags(in: source) == task.tags)
            #expect(general.remindBefore == read.remindBefore && general.modifiedAt == read.modifiedAt)
        }
    }

    @Test func readsTheLayoutOfSchemaTwo() throws {
        let object = Array(
            #"{"id":3,"uuid":"u","title":"t","description":null,"deadline":null,"location":null,"createdAt":"2026-03-01T09:30:00Z","completedAt":null}"#
                .utf8)
        let read = try #require(try Self.fastAndGeneral(object).fast)
        #expect(read.range == 0..<object.count)
        #expect(
            read.remindBefore == TodoTask.defaultRemindBefore && read.modifiedAt == nil && read.tags == nil)
    }

    @Test(arguments: [
        #""tags":["a" ]"#, #""priority":"High""#, #""remindBefore":0600"#, #""remindBefore":1e3"#,
        #""project":"p","tags":["a"]"#, #""priority":null"#, #""project":null"#, #""modifiedAt":null"#,
        #""tags":[""]"#, #""remindedAt":null"#, #""remindBefore":600,"future":1"#,
    ])
    func leavesAnyOtherLayoutToTheGeneralReader(tail: String) throws {
        let head =
            #"{"id":3,"uuid":"u","title":"t","description":null,"deadline":null,"location":null,"createdAt":"2026-03-01T09:30:00Z","completedAt":null,"#
        let object = Array((head + tail + "}").utf8)
        let fast = try? JSONReader.read(object) { reader in
            let fields = try reader.readCanonicalTask()
            if fields == nil { try reader.skipValue() }
            return fields
        }
        #expect(fast == nil)
    }
}
