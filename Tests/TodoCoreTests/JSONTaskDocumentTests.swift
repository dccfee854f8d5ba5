import Foundation
import Testing

@testable import TodoCore

/// The document the benchmark measures: 10,000 tasks (about 3.5 MB), written and read the way
/// the store does. Only correctness is checked here; speed is measured in a release build.
@Suite struct JSONTaskDocumentTests {
    static let tasks = JSONTaskFixture.make(count: 10_000)

    @Test(arguments: [false, true])
    func readsBackTenThousandTasks(pretty: Bool) throws {
        let bytes = JSONTaskFixture.write(Self.tasks, pretty: pretty)
        #expect(bytes.count > 3_000_000)
        #expect(try JSONTaskFixture.read(bytes) == Self.tasks)
    }

    @Test func foundationReadsTheSameTasks() throws {
        let bytes = JSONTaskFixture.write(Self.tasks)
        let objects = try JSONSerialization.jsonObject(with: Data(bytes)) as? [[String: Any]]
        #expect(objects?.count == Self.tasks.count)
        for (object, task) in zip(objects ?? [], Self.tasks) {
            #expect(object["title"] as? String == task.title)
            #expect(object["description"] as? String == task.description)
            #expect((object["location"] as? [String: Any])?["address"] as? String == task.location?.address)
            if object["title"] as? String != task.title { break }
        }
    }

    @Test func reportsSchemaProblemsWhereTheyAre() throws {
        var bytes = JSONTaskFixture.write(Array(Self.tasks.prefix(3)), pretty: true)
        let title = Array("\"title\":\"".utf8)
        guard let start = bytes.indices.last(where: { bytes[$0...].starts(with: title) }) else {
            Issue.record("no title")
            return
        }
        bytes.insert(contentsOf: Array("\",\"x\":\"".utf8), at: start + title.count)
        let valueStart = start + title.count - 1
        let lineStart = (bytes[..<valueStart].lastIndex(of: 0x0A) ?? -1) + 1
        let column = String(decoding: bytes[lineStart..<valueStart], as: UTF8.self).unicodeScalars.count + 1
        #expect(
            throws: JSONError(message: "title must not be empty", line: 4, column: column, offset: valueStart)
        ) {
            try JSONTaskFixture.read(bytes)
        }
    }
}
