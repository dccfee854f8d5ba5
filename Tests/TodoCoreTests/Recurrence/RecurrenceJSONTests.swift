import Foundation
import Testing

@testable import TodoCore

/// A task's `"recurrence"` in JSON, as the store, `--json` and export write it.
@Suite struct RecurrenceJSONTests {
    static func written(_ recurrence: Recurrence?) -> String {
        var writer = JSONWriter()
        RecurrenceJSON.write(recurrence, into: &writer)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    static func read(_ json: String, defaultZone: String = "Europe/Berlin") throws -> Recurrence? {
        try JSONReader.read(Array(json.utf8)) { reader in
            try RecurrenceJSON.read(&reader, defaultZone: defaultZone)
        }
    }

    @Test func writesTheMembersTheTaskObjectHas() throws {
        let until = try RecurrenceFixtures.at("2026-12-31 23:59:59")
        let (weekly, _) = try RecurrenceFixtures.recurrence(
            "mon", due: "2026-03-09 09:00", until: "2026-12-31 23:59:59")
        #expect(
            Self.written(weekly)
                == #"{"rule":"FREQ=WEEKLY;BYDAY=MO","text":"every monday","fromCompletion":false,"#
                + #""until":"2026-12-31T23:59:59Z","zone":"UTC"}"#)
        let (monthly, _) = try RecurrenceFixtures.recurrence(
            "month", due: "2026-01-31 09:00", fromCompletion: false)
        #expect(
            Self.written(monthly).hasPrefix(
                #"{"rule":"FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1","text":"every month on the 31st","#
            ))
        let every2Days = Recurrence(
            rule: try RecurrenceFixtures.rule("2 days"), fromCompletion: true, zone: "America/New_York")
        #expect(
            Self.written(every2Days)
                == #"{"rule":"FREQ=DAILY;INTERVAL=2","text":"every 2 days","fromCompletion":true,"until":null,"#
                + #""zone":"America/New_York"}"#)
        #expect(Self.written(nil) == "null")
        #expect(until == weekly.until)
    }

    @Test func readsBackWhatItWrites() throws {
        let rules = [
            "FREQ=WEEKLY;BYDAY=MO", "FREQ=DAILY;BYHOUR=9;COUNT=3", "FREQ=MONTHLY;BYDAY=-1FR",
            "garbage \"\\ ü",
        ]
        for text in rules {
            for otherDates in [[], ["EXDATE;TZID=Asia/Kolkata:20270105T090000", "RDATE:20270110T033000Z"]] {
                let recurrence = Recurrence(
                    rrule: text, fromCompletion: !otherDates.isEmpty,
                    until: try RecurrenceFixtures.at("2027-01-01 00:00"),
                    zone: "Asia/Kolkata", otherDates: otherDates)
                #expect(try Self.read(Self.written(recurrence)) == recurrence, "\(text)")
            }
        }
        #expect(try Self.read("null") == nil)
        #expect(
            Self.written(Recurrence(rrule: "FREQ=WEEKLY", zone: "UTC", otherDates: ["RDATE:20270101"]))
                .contains(
                    #""otherDates":["RDATE:20270101"]"#))
        #expect(!Self.written(Recurrence(rrule: "FREQ=WEEKLY", zone: "UTC")).contains("otherDates"))
    }

    /// Only the rule is required; `text` is ignored (it is written from the rule), unknown members
    /// are skipped.
    @Test func readsWhatOtherProgramsMayLeaveOut() throws {
        let read = try #require(
            try Self.read(#"{"rule": "FREQ=WEEKLY;BYDAY=MO", "text": "every tuesday", "x": [1]}"#))
        #expect(read == Recurrence(rrule: "FREQ=WEEKLY;BYDAY=MO", zone: "Europe/Berlin"))
        #expect(read.text == "every monday" && !read.fromCompletion && read.until == nil)
        let ending = try Self.read(#"{"rule":"FREQ=DAILY;UNTIL=20270101T000000Z","until":null,"zone":"UTC"}"#)
        #expect(ending?.rrule == "FREQ=DAILY;UNTIL=20270101T000000Z" && ending?.isInterpreted == false)
    }

    /// An import file's records without a uuid are told apart by their repetition too: a plain
    /// task, the same task repeating and a record of an occurrence are three tasks, each with the
    /// same uuid on every import.
    @Test func importRecordsDifferingOnlyInRepetitionAreThreeTasks() throws {
        let task = #""title":"Water plants","deadline":"2026-11-24T08:00:00Z""#
        let weekly = Self.written(Recurrence(rrule: "FREQ=WEEKLY", zone: "UTC"))
        let file = Array(
            """
            [{\(task)}, {\(task),"recurrence":\(weekly)},
             {\(task),"occurrenceOf":"00000000-0000-4000-8000-000000000001"}]
            """.utf8)
        let records = try ImportFile.decode(file)
        #expect(records.count == 3)
        #expect(records[1].recurrence?.rrule == "FREQ=WEEKLY")
        #expect(records[2].occurrenceOf == "00000000-0000-4000-8000-000000000001")
        let uuids = records.map(\.identity)
        #expect(Set(uuids).count == 3)
        #expect(try ImportFile.decode(file).map(\.identity) == uuids)
        #expect(try ImportFile.decode(Array("[{\(task)}]".utf8)).first?.identity == uuids[0])
    }

    @Test(arguments: [
        (#""FREQ=DAILY""#, "an object or null for \"recurrence\""), (#"{}"#, "a recurrence has no \"rule\""),
        (#"{"rule":""}"#, "a recurrence has no \"rule\""), (#"{"rule":1}"#, "expected a string, found"),
        (#"{"rule":"FREQ=DAILY","fromCompletion":"yes"}"#, "expected a boolean, found"),
        (#"{"rule":"FREQ=DAILY","until":"tomorrow"}"#, "\"until\" must be an instant"),
        (#"{"rule":"FREQ=DAILY","zone":null}"#, "expected a string, found null"),
        (#"{"rule":"FREQ=DAILY","zone":""}"#, "\"zone\" is empty"),
        (#"{"rule":"FREQ=DAILY","otherDates":1}"#, "an array of strings for \"otherDates\""),
        (#"{"rule":"FREQ=DAILY","otherDates":[""]}"#, "a line of \"otherDates\" is empty"),
    ])
    func refusesWhatIsNoRecurrence(json: String, message: String) {
        #expect {
            _ = try Self.read(json)
        } throws: { error in
            (error as? JSONError)?.message.contains(message) ?? false
        }
    }
}
