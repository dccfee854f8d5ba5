import Foundation
import TestSupport
import Testing

/// The user's own fields through the built `todo`: declaring, listing and removing them, values
/// set and cleared by `add` and `edit`, `show`, `list`'s filters and `--json`, undo, and the
/// exit codes of each refusal.
@Suite struct FieldEndToEndTests {
    let folder = TemporaryFolder()

    @discardableResult
    func todo(_ words: String..., now: String = "2026-03-01T09:30:00Z", zone: String = "UTC") throws
        -> BuiltBinary.Run
    {
        try todo(words, now: now, zone: zone)
    }

    @discardableResult
    func todo(_ words: [String], now: String = "2026-03-01T09:30:00Z", zone: String = "UTC") throws
        -> BuiltBinary.Run
    {
        try BuiltBinary.run(words, storeIn: folder, now: now, zone: zone, extra: ["HOME": folder.path])
    }

    func declareEnergyAndEstimate() throws {
        try todo("field", "add", "energy", "--type", "choice", "--values", "low,medium,high")
        try todo("field", "add", "estimate", "--type", "number", "--label", "Estimate (hours)")
    }

    @Test func declaringListingAndRemovingFields() throws {
        #expect(
            try todo("field", "list").output
                == "No fields declared. Declare one with \"todo field add NAME --type TYPE\".\n")
        #expect(try todo("field", "list", "--json").output == "[]\n")
        #expect(
            try todo("field", "add", "energy", "--type", "choice", "--values", "low, medium,high").output
                == "Declared field energy (choice: low, medium, high)\n")
        #expect(
            try todo("field", "add", "estimate", "--type", "NUMBER", "--label", "Estimate (hours)").output
                == "Declared field estimate (number), shown as \"Estimate (hours)\"\n")
        let started = try todo("--json", "field", "add", "started-on", "--type", "date")
        #expect(
            started.output == #"{"name":"started-on","type":"date","values":null,"label":"Started on"}"#
                + "\n")
        #expect(
            try todo("field").output == """
                energy      choice: low, medium, high  Energy
                estimate    number                     Estimate (hours)
                started-on  date                       Started on

                """)
        #expect(
            try todo("field", "ls", "--json").output == """
                [
                {"name":"energy","type":"choice","values":["low","medium","high"],"label":"Energy"},
                {"name":"estimate","type":"number","values":null,"label":"Estimate (hours)"},
                {"name":"started-on","type":"date","values":null,"label":"Started on"}
                ]

                """)
        #expect(try todo("field", "rm", "started-on").output == "Removed field started-on (date)\n")
        let removed = try todo("field", "remove", "estimate", "--json")
        #expect(
            removed.output
                == #"{"removed":{"name":"estimate","type":"number","values":null,"label":"Estimate (hours)"},"cleared":[]}"#
                + "\n")
        #expect(try todo("field", "list", "--json").output.components(separatedBy: "\n").count == 4)
    }

    @Test(
        arguments: [
            (["field", "add", "Energy", "--type", "text"], 3, "'Energy' is not a field name"),
            (["field", "add", "due", "--type", "text"], 3, "'due' is a name todo uses itself"),
            (
                ["field", "add", "x", "--type", "colour"], 2,
                "'--type' takes text, number, date or choice, not 'colour'"
            ),
            (["field", "add", "x", "--type", "choice"], 2, "a choice field needs its values"),
            (["field", "add", "x"], 2, "'field add' needs --type TYPE"),
            (
                ["field", "add", "x", "--type", "text", "--values", "a"], 2,
                "'--values' goes with '--type choice'"
            ),
            (
                ["field", "add", "x", "--type", "choice", "--values", "a,A"], 3,
                "the value 'A' is given twice"
            ),
            (["field", "add", "x", "--type", "choice", "--values", "a,none"], 3, "'none' cannot be a value"),
            (["field", "add", "energy", "--type", "text"], 3, "a field named 'energy' is declared already"),
            (["field", "remove", "enrgy"], 4, "no field named 'enrgy' (did you mean 'energy'?)"),
            (["field", "remove", "energy"], 3, "task 1 has a value for 'energy'; add --force"),
            (["add", "Tea", "--set", "enrgy=low"], 2, "no field named 'enrgy' (did you mean 'energy'?)"),
            (
                ["add", "Tea", "--set", "mood=low"], 2,
                "no field named 'mood'; declare it with 'todo field add mood"
            ),
            (["add", "Tea", "--set", "energy"], 2, "'--set' takes NAME=VALUE, not 'energy'"),
            (
                ["add", "Tea", "--set", "energy=extreme"], 3,
                "the field 'energy' takes one of low, medium, high"
            ),
            (["add", "Tea", "--set", "estimate=two"], 3, "the field 'estimate' takes a number"),
            (["add", "Tea", "--set", "started=someday"], 3, "the field 'started' takes a date"),
            (["edit", "1", "--unset", "enrgy"], 2, "no field named 'enrgy' (did you mean 'energy'?)"),
            (["edit", "1", "--set", "energy=low", "--unset", "energy"], 2, "cannot be used together"),
            (["list", "energy:extreme"], 2, "'energy:' takes low, medium, high, none or any, not 'extreme'"),
            (["list", "estimate:two"], 2, "'estimate:' takes a number such as 2 or -1.5, not 'two'"),
            (["list", "started:someday"], 2, "cannot read 'someday' as a date"),
        ] as [([String], Int32, String)])
    func refusalsHaveTheContractsExitCodes(words: [String], status: Int32, message: String) throws {
        try declareEnergyAndEstimate()
        try todo("field", "add", "started", "--type", "date")
        try todo("add", "Write report", "--set", "energy=high")
        let before = try todo("export").output
        let run = try todo(words)
        #expect(run.status == status, "\(words): \(run.errors)")
        #expect(run.errors.hasPrefix("todo: ") && run.errors.contains(message), "\(run.errors)")
        #expect(run.errors.split(separator: "\n").count == 1 && run.output.isEmpty)
        let json = try todo(words + ["--json"])
        #expect(json.status == status)
        let code = status == 2 ? "usage" : status == 3 ? "invalid_value" : "not_found"
        #expect(json.errors.hasPrefix(#"{"error":{"code":""# + code + "\""), "\(json.errors)")
        #expect(try todo("export").output == before, "nothing changed")
    }

    @Test func valuesAreSetClearedShownAndWrittenInJSON() throws {
        try declareEnergyAndEstimate()
        try todo("field", "add", "started", "--type", "date")
        try todo("field", "add", "remark", "--type", "text")
        let added = try todo(
            "add", "Write report", "--set", "energy=HIGH", "--set", "estimate=2.50", "--json")
        #expect(added.status == 0)
        #expect(added.output.contains(#""fields":{"energy":"high","estimate":2.5},"state":"pending"}"#))
        #expect(try todo("add", "Call Bob", "--json").output.contains(#""fields":{},"state""#))
        let edited = try todo(
            "edit", "2", "--set", "started=yesterday 9:00", "--set", "remark=  say \u{1B}[2Jhi  ", "--set",
            "estimate=-1",
            zone: "Europe/Berlin")
        #expect(edited.output == "Edited task 2: Call Bob (estimate, remark, started)\n")
        let shown = try todo("show", "2", zone: "Europe/Berlin").output
        #expect(shown.contains("  Estimate (hours): -1\n"))
        #expect(shown.contains("  Started:          Sat 28 Feb 09:00 (yesterday 09:00)\n"))
        #expect(shown.contains("  Remark:           say \\e[2Jhi\n"), "escaped for the terminal, trimmed")
        #expect(!shown.contains("Energy"))
        #expect(
            try todo("show", "2", "--json").output.contains(
                #""fields":{"estimate":-1,"remark":"say \u001b[2Jhi","started":"2026-02-28T08:00:00Z"}"#))
        #expect(
            try todo("edit", "2", "--unset", "remark", "--unset", "started").output.contains(
                "(remark, started)"))
        #expect(try todo("show", "2", "--json").output.contains(#""fields":{"estimate":-1}"#))
        // Built-in fields show as before, the user's own after the labels.
        let first = try todo("show", "1").output
        let uuid =
            first.split(separator: "\n").first { $0.hasPrefix("  UUID:") }?.split(separator: " ").last ?? ""
        #expect(
            first.hasSuffix(
                """
                  Location:         —
                  Energy:           high
                  Estimate (hours): 2.5
                  Created:          Sun 1 Mar 09:30 (now)
                  Completed:        —
                  UUID:             \(uuid)
                  Urgency:          0.0 (see 'todo help next')

                """))
    }

    @Test func listFiltersByValueNoneAndAnyInTheLocalDay() throws {
        try declareEnergyAndEstimate()
        try todo("field", "add", "started", "--type", "date")
        try todo(
            "add", "One", "--set", "energy=low", "--set", "started=2026-02-27 23:30", zone: "Europe/Berlin")
        try todo("add", "Two", "--set", "energy=High", "--set", "estimate=2")
        try todo("add", "Three", "--set", "started=2026-02-28 00:30", zone: "Europe/Berlin")
        try todo("add", "--no-parse", "Four has energy:high in its title")
        func listed(_ words: String..., zone: String = "UTC") throws -> [String] {
            try todo(["list"] + words, zone: zone).output.split(separator: "\n").dropFirst().map {
                String($0.dropFirst(7))
            }
        }
        #expect(try listed("energy:HIGH") == ["Two"])
        #expect(try listed("energy:none") == ["Three", "Four has energy:high in its title"])
        #expect(try listed("energy:any", "estimate:none") == ["One"])
        #expect(try listed("estimate:2.0") == ["Two"])
        #expect(try listed("started:2026-02-27", zone: "Europe/Berlin") == ["One"])
        #expect(try listed("started:2026-02-27") == ["One", "Three"], "in UTC both fall on the 27th")
        #expect(try listed("pending", "started:any", "energy:low") == ["One"])
        #expect(try listed("mood:high") == [], "an undeclared NAME:VALUE is text")
        #expect(
            try todo("list", "enrgy:high").output
                == "No task matches \"enrgy:high\" (no field is named enrgy: did you mean energy?).\n")
        let json = try todo("list", "energy:high", "--json").output
        #expect(json.contains(#""title":"Two""#) && !json.contains(#""title":"One""#))
    }

    @Test func undoRevertsDeclaringAndForcedRemovalArchivedTasksIncluded() throws {
        try declareEnergyAndEstimate()
        try todo("add", "Old", "--set", "energy=low")
        try todo("add", "New", "--set", "energy=high", "--set", "estimate=3")
        try todo("done", "1")
        // Two days on, the completed task is archived by the next write.
        let later = "2026-03-03T09:30:00Z"
        try todo("add", "Later", now: later)
        #expect(!(try todo("list", now: later).output.contains("Old")))
        let refused = try todo("field", "remove", "energy", now: later)
        #expect(refused.status == 3 && refused.errors.contains("tasks 1, 2 have a value for 'energy'"))
        let forced = try todo("field", "remove", "energy", "--force", now: later)
        #expect(
            forced.output
                == "Removed field energy (choice: low, medium, high); cleared its value from 2 tasks: 1, 2\n")
        #expect(try todo("show", "1", "--json", now: later).output.contains(#""fields":{}"#))
        #expect(try todo("add", "X", "--set", "energy=low", now: later).status == 2)
        #expect(
            try todo("undo", now: later).output == """
                Undid "field remove energy --force" of Tue 3 Mar 09:30:
                  fields of your own: energy, estimate
                  reverted task 1: Old
                  reverted task 2: New

                """)
        #expect(try todo("field", "list", now: later).output.hasPrefix("energy "))
        #expect(try todo("show", "1", "--json", now: later).output.contains(#""fields":{"energy":"low"}"#))
        #expect(
            try todo("show", "2", "--json", now: later).output.contains(
                #""fields":{"energy":"high","estimate":3}"#))
        // Undoing a declaration forgets the field: its name is free again.
        try todo("field", "add", "mood", "--type", "text", now: later)
        #expect(try todo("log", now: later).output.contains("field add mood --type text"))
        #expect(try todo("undo", now: later).output.hasSuffix(":\n  fields of your own: energy, estimate\n"))
        #expect(try todo("field", "list", "--json", now: later).output.contains("mood") == false)
        #expect(try todo("add", "Y", "--set", "mood=calm", now: later).status == 2)
        #expect(try todo("field", "add", "mood", "--type", "number", now: later).status == 0)
    }
}
