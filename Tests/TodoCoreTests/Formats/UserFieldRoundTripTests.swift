import Testing

@testable import TodoCore

/// A store's own fields, of every type, written in each format and read back with the store's
/// schema: each keeps its values (todo.txt those of one word), typed as declared.
@Suite struct UserFieldRoundTripTests {
    func tasks(_ context: FormatContext, seed: UInt64) throws -> [TodoTask] {
        var random = RandomTasks(seed: seed, context: context)
        return [try UserFieldFixtures.task()]
            + (10..<160).map { id in
                var task = random.task(id: id)
                task.fields = random.userFields()
                return task
            }
    }

    func encode(_ tasks: [TodoTask], _ encoder: some TaskEncoder) -> [UInt8] {
        FormatRoundTripTests().encode(tasks, encoder)
    }

    @Test(arguments: FormatRoundTripTests.zones)
    func iCalendar(zone: String) throws {
        let context = try UserFieldFixtures.context(zone)
        let tasks = try tasks(context, seed: 71)
        let bytes = encode(tasks, ICalendarEncoder(context: context, productId: "-//test//EN"))
        let records = try ICalendarFormat.decode(bytes, context: context).records
        #expect(records.count == tasks.count)
        for (task, record) in zip(tasks, records) {
            #expect(record.fields == task.fields, "\(task.title)")
            #expect(record == FormatFixtures.record(task).with(fields: task.fields), "\(task.title)")
        }
    }

    @Test(arguments: FormatRoundTripTests.zones)
    func taskwarrior(zone: String) throws {
        let context = try UserFieldFixtures.context(zone)
        let tasks = try tasks(context, seed: 72)
        let bytes = encode(tasks, TaskwarriorEncoder(schema: context.schema))
        let records = try TaskwarriorReader.decode(bytes, context: context).records
        #expect(records.count == tasks.count)
        for (task, record) in zip(tasks, records) {
            #expect(record == FormatFixtures.record(task).with(fields: task.fields), "\(task.title)")
        }
    }

    @Test(arguments: FormatRoundTripTests.zones)
    func todoTxt(zone: String) throws {
        let context = try UserFieldFixtures.context(zone)
        let tasks = try tasks(context, seed: 73).filter {
            !$0.title.contains("\n") && !$0.title.contains("\t")
        }
        var reader = TodoTxtReader(context: context)
        let records = try reader.read(encode(tasks, TodoTxtEncoder(context: context))).records
        #expect(records.count == tasks.count)
        var kept = 0
        for (task, record) in zip(tasks, records) {
            let carried = UserFieldFixtures.carriedByTodoTxt(task.fields)
            #expect(record.fields == carried, "\(task.title)")
            #expect(record.title == task.title, "a field's word is not left in the title")
            if carried["remark"] != nil { kept += 1 }
        }
        #expect(kept > 3, "some remarks are one word")
    }

    @Test func json() throws {
        let context = try UserFieldFixtures.context()
        let tasks = try tasks(context, seed: 74)
        var writer = JSONWriter()
        writer.linedArray(tasks) { task, writer in TaskCodec.write(task, facts: nil, into: &writer) }
        let records = try ImportFile.decode(writer.bytes, schema: context.schema)
        #expect(records.count == tasks.count)
        for (task, record) in zip(tasks, records) {
            #expect(record.fields == task.fields, "\(task.title)")
        }
    }
}

extension ImportedTask {
    /// The record with these values of the user's fields.
    func with(fields: [String: FieldValue]) -> ImportedTask {
        var record = self
        record.fields = fields
        return record
    }
}
