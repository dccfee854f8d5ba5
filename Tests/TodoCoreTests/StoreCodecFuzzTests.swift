import Foundation
import TestSupport
import Testing

@testable import TodoCore

/// The store decoder, fast path included, against Foundation's JSON reading on thousands of
/// damaged store files: whatever the decoder accepts, Foundation reads too, to the same tasks;
/// and the summaries `list` filters agree with the whole tasks on the user's own fields and on
/// which tasks repeat.
@Suite struct StoreCodecFuzzTests {
    static let original: [UInt8] = {
        var tasks = UserFieldSamples.adding(to: StoreCodecTests.sampleTasks(count: 12, seed: 7), seed: 3)
        // Some repeat, one by a rule kept verbatim with dates of its own; one is a record.
        for index in stride(from: 1, to: tasks.count, by: 4) {
            tasks[index].recurrence = Recurrence(
                rrule: index == 5 ? "FREQ=DAILY;BYHOUR=9" : "FREQ=WEEKLY;BYDAY=MO",
                fromCompletion: index == 9,
                until: index == 1 ? tasks[index].createdAt + 86_400 * 90 : nil, zone: "Europe/Berlin",
                otherDates: index == 5 ? ["EXDATE:20260302T090000Z"] : [])
        }
        tasks[2].occurrenceOf = tasks[1].uuid
        let document = StoreDocument(
            usedIds: IdRangeSet(ranges: [1...12]), archive: ArchiveManifest(),
            fieldDeclarations: UserFieldSamples.declarations, tasks: tasks)
        return StoreCodec.encodeDocument(document)
    }()

    static let fieldWords = [
        "energy:any", "energy:none", "energy:high", "estimate:2", "estimate:any", "started:any",
        "started:2026-02-28", "note:milk", "note:none",
    ]

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
            #expect(
                read.tasks.map(\.isRepeating) == document.tasks.map { $0.recurrence != nil }, "trial \(trial)"
            )
            #expect(read.fieldDeclarations == document.fieldDeclarations, "trial \(trial)")
            for word in Self.fieldWords {
                // A damaged declaration may no longer take the word.
                guard
                    let filter = try? TaskFilter(
                        words: [word], now: referenceNow, zone: .utc, schema: read.schema)
                else { continue }
                #expect(
                    read.tasks.filter {
                        filter.matches($0, in: read, readiness: TaskReadiness(now: referenceNow))
                    }.map(\.id)
                        == document.tasks.filter {
                            filter.matches($0, readiness: TaskReadiness(now: referenceNow))
                        }.map(\.id), "trial \(trial): \(word)")
            }
            accepted += 1
            let parsed = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any]
            let object = try #require(parsed, "trial \(trial): accepted what Foundation refuses")
            let stored = try #require(object["tasks"] as? [[String: Any]], "trial \(trial)")
            try #require(stored.count == document.tasks.count, "trial \(trial)")
            let dates = Set(document.fieldDeclarations.filter { $0.type == .date }.map(\.name))
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
                #expect(Self.userFields(json["fields"], dates: dates) == task.fields, "trial \(trial)")
            }
        }
        // Some damage lands in text and is still valid: those files must have been checked.
        #expect(accepted > 100)
    }

    /// A task's `fields` as Foundation reads them, typed as the store types them: a string of a
    /// date field (`dates`) that is an instant is a date.
    static func userFields(_ json: Any?, dates: Set<String>) -> [String: FieldValue] {
        guard let object = json as? [String: Any] else { return [:] }
        var fields: [String: FieldValue] = [:]
        for (name, value) in object {
            if let text = value as? String {
                fields[name] =
                    dates.contains(name)
                    ? Instant(iso8601UTC: text).map(FieldValue.date) ?? .text(text) : .text(text)
            } else if let number = value as? NSNumber {
                fields[name] = FieldNumber(number.doubleValue).map(FieldValue.number)
            }
        }
        return fields
    }

    /// A summary checks a value of the user's own fields without making it; it must refuse and
    /// accept exactly what reading the whole task does, escapes and numbers included.
    @Test(arguments: [
        #""\ud800""#, #""\udc00x""#, #""\ud83d\ude00""#, #""caf\u00e9""#, #""a\qb""#, #""tab\there""#,
        "\"\u{1}\"", "1e400", "-0.5", "7", "true", "[]", "{}", "null", #""""#,
    ])
    func summariesCheckAFieldValueAsWholeTasksDo(value: String) throws {
        var text = String(decoding: Self.original, as: UTF8.self)
        let marker = #""fields":{"#
        let at = try #require(text.range(of: marker))
        text.insert(contentsOf: #""mood":"# + value + ",", at: at.upperBound)
        Self.expectSummariesAgree(text, value)
    }

    /// A summary checks the ids used and the journal's pages without keeping them; it must
    /// refuse and accept exactly what reading the whole store does.
    @Test(arguments: [
        ("[[1,12]]", "[[41,52,11],[53,60,8]]"), ("[[1,12],[20,30]]", "[]"), ("[]", "[[41,52,11]]"),
        ("[[5,2]]", "[]"), ("[[0,3]]", "[]"), ("[[1]]", "[]"), ("[[1,2,3]]", "[]"), ("7", "[]"),
        ("[[1,12]]", "[[53,60,8],[41,52,11]]"), ("[[1,12]]", "[[41,52,11],[52,60,8]]"),
        ("[[1,12]]", "[[41,52]]"), ("[[1,12]]", "[[41,52,11],[60,55,1]]"),
        ("[[1,12]]", "[[41,52,11],[53,70,1]]"),
        ("[[5,2]]", "[[53,60,8],[41,52,11]]"), ("[[1,12]]", "[[53,60,8],[x]]"),
    ])
    func summariesCheckTheHistoryAsWholeStoresDo(usedIds: String, pages: String) throws {
        var text = String(decoding: Self.original, as: UTF8.self)
        let used = try #require(text.range(of: #""usedIds":[[1,12]]"#))
        text.replaceSubrange(used, with: #""usedIds":"# + usedIds)
        let tasks = try #require(text.range(of: #""tasks":["#))
        text.insert(
            contentsOf: #""journal":{"next":61,"pages":"# + pages
                + #","recent":{"count":0,"length":0,"check":"cbf29ce484222325","entries":[]}},"#,
            at: tasks.lowerBound)
        Self.expectSummariesAgree(text, "\(usedIds) \(pages)")
    }

    /// The summaries of the store `text` read the same tasks as the whole store, or both
    /// readings refuse it with the same message.
    static func expectSummariesAgree(_ text: String, _ label: String) {
        let source = StoreBytes(copying: Array(text.utf8))
        let whole = Result { try StoreCodec.decodeDocument(source) }
        let summaries = Result { try StoreCodec.decodeSummaries(source) }
        switch (whole, summaries) {
        case (.success(let document), .success(let read)):
            #expect(read.tasks.map(\.id) == document.tasks.map(\.id), "\(label)")
        case (.failure(let wholeError), .failure(let summaryError)):
            #expect("\(wholeError)" == "\(summaryError)", "\(label)")
        default:
            Issue.record("\(label): whole store \(whole), summaries \(summaries)")
        }
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
