import Testing

@testable import TodoCore

/// Tasks written in each format and read back keep every field the format carries.
@Suite struct FormatRoundTripTests {
    static let zones = ["Europe/Berlin", "America/New_York", "Asia/Kolkata", "UTC"]

    func encode(_ tasks: [TodoTask], _ encoder: some TaskEncoder) -> [UInt8] {
        FormatFixtures.encode(tasks, encoder)
    }

    func tasks(_ context: FormatContext, seed: UInt64) throws -> [TodoTask] {
        var random = RandomTasks(seed: seed, context: context)
        return try FormatFixtures.sampleTasks() + [try FormatFixtures.labelledTask()]
            + (10..<210).map { random.task(id: $0) }
    }

    @Test(arguments: zones)
    func iCalendarKeepsEveryField(zone: String) throws {
        let context = try FormatFixtures.context(zone)
        let tasks = try tasks(context, seed: 61)
        let bytes = encode(tasks, ICalendarEncoder(context: context, productId: "-//test//EN"))
        let batch = try ICalendarFormat.decode(bytes, context: context)
        #expect(batch.records.count == tasks.count)
        for (task, record) in zip(tasks, batch.records) {
            #expect(record == FormatFixtures.record(task), "\(task.title)")
        }
    }

    @Test(arguments: zones)
    func taskwarriorKeepsEveryField(zone: String) throws {
        let context = try FormatFixtures.context(zone)
        var tasks = try tasks(context, seed: 62)
        tasks[3].uuid = "5214238172864ff3af003d9b086c8b34@vm"
        let batch = try TaskwarriorReader.decode(encode(tasks, TaskwarriorEncoder()), context: context)
        #expect(batch.records.count == tasks.count)
        for (task, record) in zip(tasks, batch.records) {
            #expect(record == FormatFixtures.record(task), "\(task.title)")
        }
    }

    /// todo.txt keeps the days of creation and completion, not their times; no reminder; and a
    /// title on one line.
    @Test(arguments: zones)
    func todoTxtKeepsWhatItCanSay(zone: String) throws {
        let context = try FormatFixtures.context(zone)
        let tasks = try tasks(context, seed: 63).filter {
            !$0.title.contains("\n") && !$0.title.contains("\t")
        }
        var reader = TodoTxtReader(context: context)
        let batch = try reader.read(encode(tasks, TodoTxtEncoder(context: context)))
        #expect(batch.records.count == tasks.count)
        for (task, record) in zip(tasks, batch.records) {
            var expected = FormatFixtures.record(task)
            let day = { (instant: Instant) in context.zone.localDateTime(at: instant).date }
            #expect(record.createdAt.map(day) == day(task.createdAt))
            #expect(record.completedAt.map(day) == task.completedAt.map(day))
            expected.createdAt = record.createdAt
            expected.completedAt = record.completedAt
            expected.modifiedAt = nil
            expected.remindBefore = TodoTask.defaultRemindBefore
            expected.remindedAt = nil
            #expect(record == expected, "\(task.title)")
        }
    }
}
