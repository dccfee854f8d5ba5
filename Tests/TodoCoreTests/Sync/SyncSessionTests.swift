import Testing

@testable import TodoCore

@Suite struct SyncSessionTests {
    let server = FakeCalDAVServer()
    let a = SyncMachine("a")
    let b = SyncMachine("b")

    @Test func aTaskAddedOnOneMachineArrivesOnTheOtherWithEveryField() throws {
        let due = a.now + 86_400
        try a.add("Buy milk", deadline: due, tags: ["errand"])
        try a.edit("Buy milk") {
            $0.set(.description, .text("two litres"))
            $0.set(.location, .place(Location(name: "Corner shop")))
            $0.set(.address, .text("Main St 1"))
            $0.set(.project, .text("home"))
            $0.set(.priority, .text("high"))
            $0.set(.remindBefore, .seconds(3600))
        }
        #expect(try a.actions(server) == ["sent-added Buy milk"])
        #expect(try b.actions(server) == ["received-added Buy milk"])
        #expect(try b.fields == a.fields)
        #expect(try b.tasks.map(\.id) == [1])
        #expect(try a.actions(server) == [])
        #expect(try b.actions(server) == [])
    }

    @Test func completionEditsAndDeletionsTravelBothWays() throws {
        try a.add("Pay rent")
        try a.add("Water the ferns")
        try a.sync(server)
        try b.sync(server)
        try b.edit("Pay rent") { $0.completion = .complete }
        try a.delete("Water the ferns")
        #expect(try b.actions(server) == ["sent-changed Pay rent"])
        #expect(try a.actions(server) == ["sent-deleted Water the ferns", "received-changed Pay rent"])
        #expect(try b.actions(server) == ["received-deleted Water the ferns"])
        #expect(try a.task("Pay rent")?.completedAt == b.now)
        #expect(try b.task("Water the ferns") == nil)
        #expect(server.count == 1)
        #expect(try a.fields == b.fields)
    }

    @Test func changesToDifferentFieldsMergeWithoutAConflict() throws {
        try a.add("Call mum", tags: ["family"])
        try a.sync(server)
        try b.sync(server)
        try a.edit("Call mum") {
            $0.set(.title, .text("Call mum on Sunday"))
            $0.append(.tags, .add(.names(["phone"])))
        }
        try b.edit("Call mum") {
            $0.set(.priority, .text("low"))
            $0.append(.tags, .remove(.names(["family"])))
        }
        try a.sync(server)
        let report = try b.sync(server)
        #expect(report.events.map(\.action) == [.sentChanged, .receivedChanged])
        try a.sync(server)
        let merged = try #require(try a.task("Call mum on Sunday"))
        #expect(merged.priority == .low)
        #expect(merged.tags == ["phone"])
        #expect(try a.fields == b.fields)
        #expect(try a.tasks.count == 1)
    }

    @Test func theSameFieldChangedOnBothSidesKeepsBothVersions() throws {
        try a.add("Pay rent")
        try a.sync(server)
        try b.sync(server)
        try a.edit("Pay rent") { $0.set(.title, .text("Pay the rent")) }
        try b.edit("Pay rent") {
            $0.set(.title, .text("Pay rent now"))
            $0.set(.priority, .text("high"))
        }
        try a.sync(server)
        let report = try b.sync(server)
        #expect(report.events.map(\.action) == [.sentChanged, .conflict])
        #expect(report.events.first?.fields == ["priority"])
        let conflict = try #require(report.events.last)
        #expect(conflict.fields == ["title"])
        #expect(conflict.id == 1)
        #expect(conflict.copyId == 2)
        let copy = try #require(try b.task("Pay rent now"))
        #expect(copy.tags == [SyncEvent.conflictTag])
        #expect(copy.priority == .high)
        #expect(try b.task("Pay the rent")?.priority == .high)
        try a.sync(server)
        #expect(try a.fields == b.fields)
        #expect(try Set(a.tasks.map(\.title)) == ["Pay the rent", "Pay rent now"])
        #expect(server.count == 2)
        #expect(try a.actions(server) == [] && b.actions(server) == [])
    }

    @Test func aTaskDeletedOnOneSideAndChangedOnTheOtherIsKept() throws {
        try a.add("Keep me")
        try a.add("Keep me too")
        try a.sync(server)
        try b.sync(server)
        try a.delete("Keep me")
        try b.edit("Keep me") { $0.set(.priority, .text("high")) }
        try a.edit("Keep me too") { $0.set(.priority, .text("low")) }
        try b.delete("Keep me too")
        #expect(try b.actions(server) == ["sent-changed Keep me", "sent-deleted Keep me too"])
        #expect(try a.actions(server) == ["restored-there Keep me too", "restored-here Keep me"])
        #expect(try b.actions(server) == ["received-added Keep me too"])
        #expect(try a.fields == b.fields)
        #expect(try a.tasks.count == 2)
        #expect(try a.task("Keep me")?.id == 3)
    }

    @Test func propertiesTodoDoesNotKnowSurviveItsChanges() throws {
        server.store(
            """
            BEGIN:VCALENDAR\r
            VERSION:2.0\r
            PRODID:-//Other//EN\r
            BEGIN:VTODO\r
            UID:other-1\r
            DTSTAMP:20261101T100000Z\r
            SUMMARY:From the phone\r
            X-APPLE-SORT-ORDER:42\r
            RELATED-TO:parent-7\r
            GEO:52.5;13.4\r
            SEQUENCE:3\r
            END:VTODO\r
            END:VCALENDAR\r

            """, as: "other-1.ics")
        #expect(try a.actions(server) == ["received-added From the phone"])
        try a.edit("From the phone") { $0.completion = .complete }
        #expect(try a.actions(server) == ["sent-changed From the phone"])
        let text = try #require(server.ics(uid: "other-1"))
        for kept in [
            "X-APPLE-SORT-ORDER:42", "RELATED-TO:parent-7", "GEO:52.5;13.4", "SEQUENCE:4", "STATUS:COMPLETED",
        ] {
            #expect(text.contains(kept), "\(kept) in \(text)")
        }
        #expect(server.name(uid: "other-1") == "other-1.ics")
    }

    @Test func anEditOnTheServerBetweenTheListingAndThePutIsMergedInASecondPass() throws {
        try a.add("Pay rent")
        try a.sync(server)
        try a.edit("Pay rent") { $0.set(.priority, .text("high")) }
        let name = try #require(server.name(uid: "a-1"))
        server.beforeFirstWrite = { [server] in
            let text = server.ics(uid: "a-1") ?? ""
            server.store(
                text.replacingOccurrences(of: "SUMMARY:Pay rent", with: "SUMMARY:Pay the rent"), as: name)
        }
        let report = try a.sync(server)
        #expect(report.events.map(\.action) == [.sentChanged, .receivedChanged])
        let task = try #require(try a.task("Pay the rent"))
        #expect(task.priority == .high)
        #expect(server.ics(uid: "a-1")?.contains("PRIORITY:1") == true)
        #expect(try a.actions(server) == [])
    }

    @Test func aChangeMadeHereWhileSyncTalksToTheServerIsNotLost() throws {
        try a.add("Pay rent")
        try a.sync(server)
        try b.sync(server)
        try b.edit("Pay rent") { $0.set(.title, .text("Pay the rent")) }
        try b.sync(server)
        server.beforeFirstWrite = { [a] in try? a.edit("Pay rent") { $0.set(.priority, .text("low")) } }
        try a.add("Trigger a write")
        let report = try a.sync(server)
        #expect(report.events.map(\.action).contains(.sentAdded))
        let task = try #require(try a.tasks.first)
        #expect(task.priority == .low)
        try a.sync(server)
        try b.sync(server)
        #expect(try a.task("Pay the rent")?.priority == .low)
        #expect(try a.fields == b.fields)
    }

    @Test func aDryRunChangesNothingAnywhere() throws {
        try a.add("One")
        server.store(Self.vtodo(uid: "x", summary: "Two"), as: "x.ics")
        let before = a.files
        let report = try a.sync(server, dryRun: true)
        #expect(report.events.map(\.action) == [.sentAdded, .receivedAdded])
        #expect(a.files == before)
        #expect(server.count == 1)
        #expect(server.writeCount == 0)
    }

    @Test func aServerWithoutSyncTokensIsListedWhole() throws {
        server.offersSyncTokens = false
        try a.add("One")
        try a.add("Two")
        try a.sync(server)
        try b.sync(server)
        // A first sync sends its sync-collection report with the PROPFIND that tells there are
        // no tokens; the refusal is not used, and no report is sent again.
        let firstSyncs = server.requests.count
        #expect(try b.tasks.count == 2)
        try b.delete("One")
        #expect(try b.actions(server) == ["sent-deleted One"])
        #expect(try a.actions(server) == ["received-deleted One"])
        #expect(try a.actions(server) == [])
        #expect(
            server.requests[firstSyncs...].filter { $0.method == "REPORT" && $0.header("Depth") == "0" }
                .isEmpty)
    }

    @Test func aTokenTheServerForgotMeansAWholeListing() throws {
        try a.add("One")
        try a.sync(server)
        var state = try #require(try SyncStateFile(storePath: a.store.path).read())
        state.token = "tok-999"
        try SyncStateFile(storePath: a.store.path).write(state)
        server.store(Self.vtodo(uid: "x", summary: "Two"), as: "x.ics")
        #expect(try a.actions(server) == ["received-added Two"])
    }

    @Test func eventsCancelledTasksAndUnreadableItemsAreLeftAlone() throws {
        server.store(
            "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:ev\r\nDTSTART:20261201T100000Z\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n",
            as: "ev.ics")
        server.store(
            "BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nSUMMARY:no uid\r\nEND:VTODO\r\nEND:VCALENDAR\r\n",
            as: "bad.ics")
        server.store(Self.vtodo(uid: "c", summary: "Cancelled", extra: "STATUS:CANCELLED\r\n"), as: "c.ics")
        let report = try a.sync(server)
        #expect(report.events.isEmpty)
        #expect(report.unreadable.map(\.href) == ["/alice/tasks/bad.ics"])
        #expect(try a.tasks.isEmpty)
        let fetches = server.requests.filter { $0.method == "REPORT" }.count
        #expect(try a.sync(server).events.isEmpty)
        #expect(server.requests.filter { $0.method == "REPORT" }.count == fetches + 1)
        #expect(server.count == 3)
    }

    @Test func aTaskCancelledOnTheServerIsDeletedHere() throws {
        try a.add("Maybe")
        try a.sync(server)
        let name = try #require(server.name(uid: "a-1"))
        let text = try #require(server.ics(uid: "a-1"))
        server.store(text.replacingOccurrences(of: "STATUS:NEEDS-ACTION", with: "STATUS:CANCELLED"), as: name)
        #expect(try a.actions(server) == ["received-deleted Maybe"])
        #expect(try a.tasks.isEmpty)
        #expect(server.count == 1)
    }

    static func vtodo(uid: String, summary: String, extra: String = "") -> String {
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//x//EN\r\nBEGIN:VTODO\r\nUID:\(uid)\r\nDTSTAMP:20261101T100000Z\r\n"
            + "SUMMARY:\(summary)\r\n\(extra)END:VTODO\r\nEND:VCALENDAR\r\n"
    }
}
