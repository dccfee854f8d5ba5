import Foundation
import Testing
import TodoCore

@testable import TodoCLI

@Suite struct ExamplesCommandTests {
    let sandbox = Sandbox()

    @Test func fillsAnEmptyStoreWithOneTaskForEachFeature() {
        sandbox.now = "2026-11-21T08:30:00Z"
        sandbox.zone = "Europe/Berlin"
        let result = sandbox.run("examples")
        #expect(result.status == 0)
        #expect(
            result.output == """
                Added 6 sample tasks:
                  1  Buy milk          a deadline soon, a place and a tag
                  2  Renew passport    overdue, and of high priority
                  3  Pay rent          a description of two lines, in a project
                  4  See the dentist   an address (todo show has a map link); reminded 1 h before
                  5  Water the plants  completed an hour ago; it leaves the list after 24 hours
                  6  Read a book       just a title
                See them with 'todo list'; remove them with 'todo rm 1-6'.

                """)
        #expect(
            sandbox.run("list").output == """
                Overdue (1)
                  2    !!! Renew passport                  Fri 20 Nov 17:00  yesterday 17:00

                Pending (4)
                  1        Buy milk +errand                Sat 21 Nov 11:00  in 1 h           @ Corner shop
                  4        See the dentist                 Mon 23 Nov 09:30  in 2 days        @ Dr Smith
                  3        Pay rent +money [home]          Thu 26 Nov 23:59  in 5 days
                  6        Read a book

                Completed (1)
                  5 ✓      Water the plants [home.garden]                    done 1 h ago

                """)
        let overdue = sandbox.run("show", "2", "--json").output
        #expect(overdue.contains(#""createdAt":"2026-11-18T09:00:00Z","completedAt":null"#))
        #expect(overdue.contains(#""priority":"high""#))
        #expect(sandbox.run("show", "1", "--json").output.contains(#""tags":["errand"]"#))
        #expect(sandbox.run("show", "3", "--json").output.contains(#""tags":["money"],"project":"home""#))
        #expect(
            sandbox.run("show", "4", "--json").output.contains(
                #""remindBefore":3600,"remindAt":"2026-11-23T07:30:00Z""#))
        #expect(sandbox.run("show", "5", "--json").output.contains(#""project":"home.garden""#))
        #expect(
            sandbox.run("show", "3", "--json").output.contains(
                #""description":"Transfer to the landlord\nReference: flat 3""#))
        #expect(
            sandbox.run("show", "4").output.contains(
                "Map:         https://www.openstreetmap.org/search?query=1%20Main"))
    }

    /// At any hour, in any zone, every sample is added by the core's rules and shows its state.
    @Test(arguments: [
        ("2026-03-01T00:00:00Z", "UTC"), ("2026-03-08T06:59:59Z", "America/New_York"),
        ("2026-03-29T00:30:00Z", "Europe/Berlin"), ("2026-12-31T23:59:59Z", "Pacific/Kiritimati"),
        ("2026-06-15T11:45:00Z", "Pacific/Pago_Pago"),
    ])
    func everySampleHoldsAtAnyTime(now: String, zone: String) throws {
        sandbox.now = now
        sandbox.zone = zone
        #expect(sandbox.run("examples").status == 0)
        let tasks = try #require(
            try JSONSerialization.jsonObject(with: Data(sandbox.run("export").output.utf8))
                as? [[String: Any]])
        #expect(tasks.count == 6)
        let states = tasks.compactMap { $0["state"] as? String }
        #expect(states == ["pending", "overdue", "pending", "pending", "completed", "pending"])
        let soon = try #require(Instant(iso8601UTC: tasks[0]["deadline"] as? String ?? ""))
        let moment = try #require(Instant(iso8601UTC: now))
        #expect(soon > moment && soon.seconds(since: moment) <= 2 * 3600)
    }

    @Test func refusesAStoreWithTasksAndChangesNothing() {
        sandbox.run("add", "Mine")
        let before = sandbox.run("export").output
        let result = sandbox.run("examples")
        #expect(result.status == 3)
        #expect(
            result.errors
                == "todo: the store already has 1 task; todo examples fills an empty store only: try todo --file /tmp/todo-examples.json examples\n"
        )
        #expect(sandbox.run("export").output == before)
    }

    @Test func countsArchivedTasksToo() {
        sandbox.run("add", "Old")
        sandbox.run("done", "1")
        sandbox.now = "2026-03-03T09:30:00Z"
        sandbox.run("add", "Soon gone")
        sandbox.run("rm", "2")
        #expect(sandbox.run("list").output.hasPrefix("No items"))
        #expect(sandbox.run("examples").status == 3)
    }

    @Test func aStoreEmptiedByDeleteTakesThemWithFreshIds() {
        sandbox.run("add", "Gone")
        sandbox.run("rm", "1")
        let result = sandbox.run("examples", "--json")
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("[\n{\"id\":2,"))
        #expect(result.output.split(separator: "\n").count == 8)
        #expect(sandbox.run("examples").status == 3)
    }
}
