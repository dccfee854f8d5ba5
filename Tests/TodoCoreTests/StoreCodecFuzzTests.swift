import Foundation
import TestSupport
import Testing

@testable import TodoCore

/// The store decoder, fast path included, against Foundation's JSON reading on thousands of
/// damaged store files: whatever the decoder accepts, Foundation reads too, to the same tasks.
@Suite struct StoreCodecFuzzTests {
    static let original: [UInt8] = {
        let tasks = StoreCodecTests.sampleTasks(count: 12, seed: 7)
        let document = StoreDocument(
            usedIds: IdRangeSet(ranges: [1...12]), archive: ArchiveManifest(), tasks: tasks)
        return StoreCodec.encodeDocument(document)
    }()

    @Test func damagedStoresAreRefusedOrReadAsFoundationReadsThem() throws {
        var random = SeededRandom(seed: 99)
        let replacements: [UInt8] =
            Array(#"{}[]",:0123456789-.eE\/ntfrua"#.utf8) + [0x00, 0x1F, 0x7F, 0x80, 0xC2, 0xE2, 0xFF]
        var accepted = 0
        for trial in 0..<3000 {
            var bytes = Self.original
            for _ in 0..<(1 + Int(random.next() % 3)) {
                let position = Int(random.next() % UInt64(bytes.count))
                switch random.next() % 4 {
                case 0: bytes[position] = replacements[Int(random.next() % UInt64(replacements.count))]
                case 1: bytes.remove(at: position)
                case 2:
                    bytes.insert(replacements[Int(random.next() % UInt64(replacements.count))], at: position)
                default: bytes.removeSubrange(position...)
                }
                if bytes.isEmpty { bytes = [0x20] }
            }
            let source = StoreBytes(copying: bytes)
            let summaries = try? StoreCodec.decodeSummaries(source)
            guard let document = try? StoreCodec.decodeDocument(source) else {
                #expect(summaries == nil, "trial \(trial): summaries read what whole tasks do not")
                continue
            }
            let read = try #require(summaries, "trial \(trial): whole tasks read what summaries do not")
            #expect(read.tasks.map(\.id) == document.tasks.map(\.id))
            #expect(read.tasks.map { read.string($0.title) } == document.tasks.map(\.title))
            #expect(
                read.tasks.map { $0.locationName.map(read.string) } == document.tasks.map(\.location?.name))
            for task in read.tasks where task.title.isPrintableASCII {
                #expect(
                    read.string(task.title).utf8.allSatisfy { (0x20...0x7E).contains($0) }, "trial \(trial)")
            }
            #expect(read.tasks.map(\.deadline) == document.tasks.map(\.deadline))
            #expect(read.tasks.map(\.completedAt) == document.tasks.map(\.completedAt))
            accepted += 1
            let parsed = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any]
            let object = try #require(parsed, "trial \(trial): accepted what Foundation refuses")
            let stored = try #require(object["tasks"] as? [[String: Any]], "trial \(trial)")
            try #require(stored.count == document.tasks.count, "trial \(trial)")
            for (json, task) in zip(stored, document.tasks) {
                #expect(json["id"] as? Int == task.id, "trial \(trial)")
                #expect(json["uuid"] as? String == task.uuid, "trial \(trial)")
                #expect(json["title"] as? String == task.title, "trial \(trial)")
                #expect(json["description"] as? String == task.details, "trial \(trial)")
                #expect(json["deadline"] as? String == task.deadline?.iso8601, "trial \(trial)")
                #expect(json["createdAt"] as? String == task.createdAt.iso8601, "trial \(trial)")
                #expect(json["completedAt"] as? String == task.completedAt?.iso8601, "trial \(trial)")
                let location = json["location"] as? [String: Any]
                #expect(location?["name"] as? String == task.location?.name, "trial \(trial)")
                #expect(location?["address"] as? String == task.location?.address, "trial \(trial)")
            }
        }
        // Some damage lands in text and is still valid: those files must have been checked.
        #expect(accepted > 100)
    }

    @Test func rewritingAcceptedDamagedStoresKeepsThemReadable() throws {
        var random = SeededRandom(seed: 5)
        for _ in 0..<500 {
            var bytes = Self.original
            let position = Int(random.next() % UInt64(bytes.count))
            bytes[position] = UInt8(ascii: "a") + UInt8(random.next() % 26)
            guard var document = try? StoreCodec.decodeDocument(StoreBytes(copying: bytes)) else { continue }
            document.tasks[0].title += "!"
            let rewritten = StoreCodec.encodeDocument(document)
            let reread = try StoreCodec.decodeDocument(StoreBytes(copying: rewritten))
            #expect(reread.tasks == document.tasks)
        }
    }
}
