import Testing

@testable import TodoCore

/// What `todo help every` and the error messages show comes from the grammar itself.
@Suite struct RecurrenceHelpTests {
    @Test func everyFormTheHelpListsReadsAsTheRuleItShows() throws {
        let forms = RecurrenceRuleParser.forms
        #expect(forms.count >= 15)
        for form in forms {
            let rule = try RecurrenceRuleParser.parse(form.example)
            #expect(form.text == rule.text && form.rrule == rule.rrule, "\(form.example)")
            #expect(try RecurrenceRuleParser.parse(form.text) == rule)
        }
        #expect(RecurrenceRuleParser.examples == forms.map(\.example))
    }

    /// Every production of the grammar has a form in the help: each kind of rule it makes.
    @Test func theHelpShowsEveryKindOfRule() throws {
        let rules = try RecurrenceRuleParser.forms.map { try RecurrenceRuleParser.parse($0.example) }
        for frequency in RecurrenceRule.Frequency.allCases {
            #expect(rules.contains { $0.frequency == frequency && $0.interval == 1 && $0.takesDaysFromStart })
            #expect(rules.contains { $0.frequency == frequency && $0.interval > 1 })
        }
        #expect(rules.contains { $0.weekdays == .workdays })
        #expect(rules.contains { $0.weekdays.weekdays.count == 1 && $0.interval == 1 })
        #expect(rules.contains { $0.weekdays.weekdays.count > 1 && $0.weekdays != .workdays })
        #expect(rules.contains { $0.frequency == .weekly && $0.interval > 1 && !$0.weekdays.isEmpty })
        #expect(rules.contains { $0.monthDays == [-1] })
        #expect(rules.contains { $0.clampedMonthDay == 15 })
        #expect(rules.contains { $0.clampedMonthDay == 31 })
        #expect(rules.contains { $0.frequency == .yearly && !$0.months.isEmpty })
    }

    @Test func theWordsAreThoseOfTheForms() throws {
        let words = Set(RecurrenceRuleParser.words)
        for word in [
            "every", "other", "daily", "weekday", "weekdays", "monday", "mon", "thu", "twelve", "weeks",
            "last",
        ] {
            #expect(words.contains(word), "\(word)")
        }
        for word in ["tomorrow", "a", "an", "hour", "minutes", "next", "noon"] {
            #expect(!words.contains(word), "\(word)")
        }
        for example in RecurrenceRuleParser.examples {
            for word in example.split(whereSeparator: { !$0.isLetter }) where !["st", "th"].contains(word) {
                #expect(words.contains(String(word)) || Int(word) != nil, "\(word) of \(example)")
            }
        }
    }

    @Test func theHelpStatesTheRules() {
        let terms = RecurrenceRuleParser.rules.map(\.term)
        #expect(
            terms.contains("Clock time") && terms.contains("Month ends")
                && terms.contains("--from-completion"))
        #expect(RecurrenceRuleParser.rules.allSatisfy { !$0.text.isEmpty })
    }

    @Test func anErrorShowsFormsThatRead() throws {
        let error = RecurrenceRuleError(text: "fortnightly", reason: .unreadable)
        #expect(
            error.message
                == "cannot read 'fortnightly' as a repetition; try day, weekday, other week, monday, mon,thu or "
                + "month on the 15th, or see 'todo help every'")
        let tried = try #require(error.message.split(separator: ";").last?.dropFirst(" try ".count))
        for form in tried.split(separator: ", or see").first?.replacingOccurrences(of: " or ", with: ", ")
            .split(separator: ",", omittingEmptySubsequences: true) ?? []
        {
            let text = form.trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty, !["mon", "thu"].contains(text) else { continue }
            #expect(throws: Never.self, "\(text)") { try RecurrenceRuleParser.parse(text) }
        }
        #expect(
            error.message(suggesting: "monthly")
                == "cannot read 'fortnightly' as a repetition (did you mean 'monthly'?); see 'todo help every'"
        )
        #expect(
            RecurrenceRuleError(text: "month on the 32nd", reason: .noSuchDay).message.hasPrefix(
                "'month on the 32nd' names a day that does not exist; try day"))
        #expect(
            RecurrenceRuleError(text: "0 days", reason: .countOutOfRange).message.hasSuffix("from 1 to 9999"))
        let hostile = RecurrenceRuleError(text: "x\u{1B}[2J", reason: .unreadable).message
        #expect(
            hostile.hasPrefix(#"cannot read 'x\u{1B}[2J' as a repetition"#) && !hostile.contains("\u{1B}"))
    }
}
