import Foundation
import TestSupport
import Testing

@testable import TodoCore

/// Progress charts in the core: the spans, completions per local day (23- and 25-hour days
/// included), the weeks of a month, and the completion records of archive segments.
@Suite struct ProgressTests {
    let folder = TemporaryFolder()

    func date(_ text: String) throws -> CivilDate { try #require(CivilDate(iso8601: text)) }
    func instant(_ text: String) throws -> Instant { try ZoneFixtures.instant(text) }

    @Test func periodsAroundADay() throws {
        let sunday = try date("2026-03-01")
        #expect(ProgressPeriod.week.days(around: sunday) == (try date("2026-02-23"), sunday))
        #expect(ProgressPeriod.week.days(around: try date("2026-02-23")) == (try date("2026-02-23"), sunday))
        #expect(
            ProgressPeriod.month.days(around: try date("2028-02-10")) == (
                try date("2028-02-01"), try date("2028-02-29")
            ))
        #expect(ProgressPeriod.year.days(around: sunday) == (try date("2026-01-01"), try date("2026-12-31")))
    }

    @Test(arguments: [
        // Berlin springs forward on 29 March 2026 (23 hours) and falls back on 25 October (25 hours).
        (
            "2026-03-29", "2026-03-28T22:59:59Z", "2026-03-28T23:00:00Z", "2026-03-29T21:59:59Z",
            "2026-03-29T22:00:00Z"
        ),
        (
            "2026-10-25", "2026-10-24T21:59:59Z", "2026-10-24T22:00:00Z", "2026-10-25T22:59:59Z",
            "2026-10-25T23:00:00Z"
        ),
    ])
    func aDayRunsFromLocalMidnightToLocalMidnight(
        day: String, lastBefore: String, first: String, last: String, firstAfter: String
    ) throws {
        let zone = try ZoneFixtures.zone("Europe/Berlin")
        let target = try date(day)
        var tally = CompletionTally(from: target.adding(days: -1), to: target.adding(days: 1), zone: zone)
        for text in [lastBefore, first, last, firstAfter] { tally.count(try instant(text)) }
        #expect(tally.counts == [1, 2, 1])
        tally.count(try instant("2020-01-01T00:00:00Z"))
        #expect(tally.counts == [1, 2, 1], "outside the span counts nowhere")
    }

    @Test func aMidnightTheClocksSkipStartsTheDayWhenTheyResume() throws {
        // Santiago (Chile) sprang forward at midnight on 6 September 2026: 00:00 became 01:00.
        let zone = try ZoneFixtures.zone("America/Santiago")
        let target = try date("2026-09-06")
        var tally = CompletionTally(from: target, to: target, zone: zone)
        tally.count(try instant("2026-09-06T03:59:59Z"))  // 23:59:59 on the 5th, −04
        tally.count(try instant("2026-09-06T04:00:00Z"))  // 01:00 on the 6th, −03
        #expect(tally.counts == [1])
    }

    @Test func aMonthHasItsDaysItsWeeksAndNothingAfterToday() throws {
        let today = try date("2026-03-11")
        let span = ProgressPeriod.month.days(around: today)
        var tally = CompletionTally(from: span.from, to: span.to, zone: .utc)
        for text in [
            "2026-03-01T10:00:00Z", "2026-03-02T10:00:00Z", "2026-03-11T23:59:59Z", "2026-03-20T10:00:00Z",
        ] {
            tally.count(try instant(text))
        }
        let goals = GoalHistory([
            DayGoal(date: try date("2026-03-01"), title: "a", setAt: referenceNow, achievedAt: referenceNow),
            DayGoal(date: try date("2026-03-02"), title: "b", setAt: referenceNow),
            DayGoal(date: try date("2026-03-09"), title: "c", setAt: referenceNow, achievedAt: referenceNow),
            DayGoal(date: try date("2026-02-28"), title: "before", setAt: referenceNow),
        ])
        let report = ProgressReport(period: .month, today: today, goals: goals, tally: tally)
        #expect(report.days.count == 31)
        #expect(report.days.filter(\.isFuture).count == 20)
        #expect(report.days[19].completed == 0, "a completion after today is not shown")
        #expect(report.completed == 3 && report.goals == 3 && report.goalsAchieved == 2)
        #expect(
            report.weeks.map { "\($0.from.day)-\($0.to.day)" } == [
                "1-1", "2-8", "9-15", "16-22", "23-29", "30-31",
            ])
        #expect(report.weeks.map(\.goals) == [1, 1, 1, 0, 0, 0])
        #expect(report.weeks.map(\.goalsAchieved) == [1, 0, 1, 0, 0, 0])
        #expect(report.months.isEmpty)
    }

    @Test func aYearHasTwelveMonths() throws {
        let today = try date("2026-03-11")
        let span = ProgressPeriod.year.days(around: today)
        var tally = CompletionTally(from: span.from, to: span.to, zone: .utc)
        for text in [
            "2026-01-31T23:59:59Z", "2026-02-01T00:00:00Z", "2026-03-01T10:00:00Z", "2025-12-31T23:00:00Z",
        ] {
            tally.count(try instant(text))
        }
        let goals = GoalHistory([DayGoal(date: try date("2026-02-14"), title: "x", setAt: referenceNow)])
        let report = ProgressReport(period: .year, today: today, goals: goals, tally: tally)
        #expect(report.months.map(\.completed) == [1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0])
        #expect(report.months.map(\.goals) == [0, 1] + Array(repeating: 0, count: 10))
        #expect(report.months.map(\.to.day) == [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31])
    }

    @Test func aSegmentKeepsItsCompletionsBeforeItsTasks() throws {
        let tasks = [3, 1, 2].map { makeTask($0, completedAt: referenceNow - Int64($0) * day) }
        let text = String(decoding: StoreCodec.encodeSegment(tasks), as: UTF8.self)
        let seconds = [3, 2, 1].map { (referenceNow - Int64($0) * day).secondsSince1970 }
        #expect(
            text.hasPrefix(
                #"{"version":5,"completed":["# + seconds.map(String.init).joined(separator: ",")
                    + #"],"tasks":["#))
        var read: [Int64] = []
        #expect(
            Array(text.utf8).withUnsafeBufferPointer { CompletionRecord.readRecord($0) { read.append($0) } })
        #expect(read == seconds)
        #expect(try StoreCodec.decodeSegment(StoreBytes(copying: Array(text.utf8))).count == 3)
        let older = text.replacing(/"completed":\[[0-9,]*\],/, with: "")
        #expect(!Array(older.utf8).withUnsafeBufferPointer(CompletionRecord.hasRecord))
        var fallback: [Int64] = []
        try CompletionRecord.forEachCompletion(in: StoreBytes(copying: Array(older.utf8))) {
            fallback.append($0)
        }
        #expect(fallback.sorted() == seconds)
    }

    /// A store whose `count` tasks were completed a day apart up to two days before `now`, so
    /// that the next write archives them all.
    func archivedStore(count: Int, now: Instant) throws -> TodoStore {
        let store = TodoStore(path: folder.file("todos.json"))
        let start = now - Int64(count + 2) * day
        try store.update(now: start) { list in
            for index in 1...count {
                try list.add(TaskEdits(title: "t\(index)"), now: start, uuid: "u\(index)")
                _ = try list.complete(ids: [index], now: now - Int64(index + 1) * day)
            }
        }
        try store.update(now: now) { list in try list.add(TaskEdits(title: "fresh"), now: now, uuid: "f") }
        return store
    }

    @Test func progressCountsArchivedCompletionsFromTheirRecords() throws {
        let now = try instant("2026-03-20T12:00:00Z")
        let store = try archivedStore(count: 30, now: now)
        #expect(try store.read().tasks.count == 1, "the completed tasks are in the archive")
        let month = try store.readProgress(.month, now: now, zone: .utc)
        #expect(month.completed == 18, "completed on the 1st to the 18th of March")
        #expect(month.days[17].completed == 1 && month.days[18].completed == 0)
        let week = try store.readProgress(.week, now: now, zone: .utc)
        #expect(week.from == (try date("2026-03-16")) && week.completed == 3)
        #expect(try store.readProgress(.year, now: now, zone: .utc).completed == 30)
    }

    @Test func aChangeToTheArchiveGivesOldSegmentsTheirRecord() throws {
        let now = try instant("2026-03-20T12:00:00Z")
        let store = try archivedStore(count: ArchiveManifest.segmentCapacity + 1, now: now)
        let segments = folder.names(in: "todos.json.archive")
        #expect(segments.count == 2)
        let path = "todos.json.archive/" + segments[0]
        let withRecord = String(decoding: folder.bytes(path) ?? [], as: UTF8.self)
        let withoutRecord = withRecord.replacing(/"completed":\[[0-9,]*\],/, with: "")
        #expect(withoutRecord != withRecord)
        folder.write(withoutRecord, to: path)
        let total = ArchiveManifest.segmentCapacity + 1
        #expect(
            try store.readProgress(.year, now: now, zone: .utc).completed == 77,
            "1 January to 18 March, read from the tasks")
        try store.update(now: now) { list in
            try list.add(TaskEdits(title: "no archive change"), now: now, uuid: "n")
        }
        #expect(folder.names(in: "todos.json.archive") == segments)
        #expect(String(decoding: folder.bytes(path) ?? [], as: UTF8.self) == withoutRecord)
        try store.update(now: now, archived: .ids([total])) { list in _ = try list.delete(ids: [total]) }
        let rewritten = folder.names(in: "todos.json.archive")
        #expect(rewritten.count == 1 && !rewritten.contains(segments[0]))
        let text = String(
            decoding: folder.bytes("todos.json.archive/" + (rewritten.first ?? "")) ?? [], as: UTF8.self)
        #expect(text.hasPrefix(#"{"version":5,"completed":["#))
        #expect(try store.read(archived: .all).tasks.count == total + 1)
        #expect(try store.readProgress(.year, now: now, zone: .utc).completed == 77)
    }

    @Test(arguments: [
        (#"{"version":3,"completed":[5,17,1772357400],"tasks":[]}"#, [5, 17, 1_772_357_400] as [Int64]),
        (#"{"version":2,"completed":[],"tasks":[]}"#, []),
        (#"{ "version": 3, "completed": [ 5, -7 ], "tasks": [] }"#, [5, -7]),
        (
            #"{"version":3,"tasks":[{"id":1,"uuid":"u","title":"t","createdAt":"2026-03-01T09:30:00Z","completedAt":"2026-03-01T09:30:00Z"}]}"#,
            [1_772_357_400]
        ),
    ])
    func segmentHeadsAreReadInTheStoresLayoutOrAnyOther(text: String, expected: [Int64]) throws {
        folder.write(text, to: "segment.json")
        var read: [Int64] = []
        var reader = SegmentCompletions()
        try reader.forEachCompletion(in: FilePath(folder.file("segment.json"))) { read.append($0) }
        #expect(read == expected)
        var canonical: [Int64] = []
        let isCanonical = text.utf8.withContiguousStorageIfAvailable {
            CompletionRecord.readCanonical($0) { canonical.append($0) }
        }
        #expect(isCanonical == (text.hasPrefix(#"{"version":"#) && text.contains(#""completed":["#)))
    }

    @Test func aRecordLongerThanTheHeadIsReadWhole() throws {
        let count = SegmentCompletions.headSize / 5
        let text =
            #"{"version":3,"completed":["# + (0..<count).map { _ in "1234" }.joined(separator: ",")
            + #"],"tasks":[]}"#
        folder.write(text, to: "segment.json")
        var read = 0
        var reader = SegmentCompletions()
        try reader.forEachCompletion(in: FilePath(folder.file("segment.json"))) { _ in read += 1 }
        #expect(read == count)
        #expect(throws: StoreError.self) {
            try reader.forEachCompletion(in: FilePath(folder.file("none.json"))) { _ in }
        }
    }
}
