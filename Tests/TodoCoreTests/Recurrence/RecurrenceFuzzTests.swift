import TestSupport
import Testing

@testable import TodoCore

/// Random text for the two readers: nothing traps, and what reads, reads back the same.
@Suite struct RecurrenceFuzzTests {
    /// Soup of the grammar's own words, numbers and commas: each text either is refused with a
    /// typed error or reads as a rule whose words read back as the same rule.
    @Test func typedTextIsARuleOrAUsageError() {
        var random = SeededRandom(seed: 24)
        let words =
            RecurrenceRuleParser.words + ["15th", "31st", "2", "0", "29", ",", "feb", "the", "xyz", "!"]
        var read = 0
        for _ in 0..<20_000 {
            let count = Int.random(in: 1...5, using: &random)
            let text = (0..<count).map { _ in words[Int.random(in: 0..<words.count, using: &random)] }
                .joined(separator: Bool.random(using: &random) ? " " : "  ")
            do throws(RecurrenceRuleError) {
                let rule = try RecurrenceRuleParser.parse(text)
                read += 1
                let again = try? RecurrenceRuleParser.parse(rule.text)
                #expect(again == rule, "\(text) → \(rule.text)")
            } catch {
                #expect(error.text == text)
            }
        }
        #expect(read > 300, "only \(read) texts read")
    }

    /// Every rule the oracle's generator makes goes to RRULE text and back unchanged, and its
    /// words never fail to be made.
    @Test func rulesGoToRRuleTextAndBack() throws {
        var random = SeededRandom(seed: 5545)
        var interpreted = 0
        for _ in 0..<5_000 {
            let text = RecurrenceOracleRules.rrule(&random)
            guard let rule = RecurrenceRule(rrule: text) else { continue }
            interpreted += 1
            #expect(RecurrenceRule(rrule: rule.rrule) == rule, "\(text)")
            #expect(rule.text.hasPrefix("every ") || rule.text == "by the rule " + rule.rrule)
        }
        #expect(interpreted > 4_000)
    }

    /// Random bytes as RRULE text: kept verbatim or read, never a trap.
    @Test func randomBytesAreKeptOrRead() {
        var random = SeededRandom(seed: 3)
        let pieces = [
            "FREQ=", "DAILY", "WEEKLY", "MONTHLY", ";", ",", "=", "BYDAY", "MO", "-1", "+2", "BYMONTHDAY",
            "31", "BYSETPOS", "UNTIL", "20270101", "T", "Z", "COUNT", "0", "9999999999", "ü", "\u{0}",
        ]
        for _ in 0..<10_000 {
            let text = (0..<Int.random(in: 0...8, using: &random)).map { _ in
                pieces[Int.random(in: 0..<pieces.count, using: &random)]
            }.joined()
            let recurrence = Recurrence(rrule: text, zone: "UTC")
            #expect(recurrence.rrule == text)
            if let rule = recurrence.rule { #expect(RecurrenceRule(rrule: rule.rrule) == rule, "\(text)") }
        }
    }
}
