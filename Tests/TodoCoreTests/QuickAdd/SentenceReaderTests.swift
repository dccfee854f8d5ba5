import TestSupport
import Testing

@testable import TodoCore

/// The sentence reader on its own, at a fixed now (Sunday 2026-03-01 09:30 UTC): `every RULE`
/// (which `add` reads once it can set a repetition), options winning, which words a field is
/// read from, spacing, and a bound on the work an adversarial sentence costs.
@Suite struct SentenceReaderTests {
    static let now = Instant(iso8601UTC: "2026-03-01T09:30:00Z") ?? Instant(secondsSince1970: 0)
    static let energy = FieldDeclaration(name: "energy", type: .choice, values: ["low", "medium", "high"])

    func read(
        _ sentence: String, given: Set<String> = [], repeats: Bool = true, zone: ZoneRules = .utc
    ) -> SentenceReading {
        SentenceReader(
            now: Self.now, zone: zone, schema: TaskSchema(declarations: [Self.energy]), given: given,
            readsRepetition: repeats
        ).read(sentence.split(separator: " ").map(String.init))
    }

    func deadline(_ reading: SentenceReading) -> String? {
        reading.part("deadline").flatMap { part in
            if case .set(let value) = part.edit.action { return value.date?.iso8601 }
            return nil
        }
    }

    struct RuleCase: Sendable, CustomTestStringConvertible {
        let sentence: String
        let title: String
        let rule: String?
        var fromCompletion = false
        var deadline: String? = nil
        var testDescription: String { sentence }
    }

    static let ruleCases: [RuleCase] = [
        RuleCase(sentence: "Water plants every monday", title: "Water plants", rule: "every monday"),
        RuleCase(
            sentence: "Water plants every! 2 weeks", title: "Water plants", rule: "every 2 weeks",
            fromCompletion: true),
        RuleCase(
            sentence: "Standup every weekday 9am", title: "Standup", rule: "every weekday",
            deadline: "2026-03-02T09:00:00Z"),
        RuleCase(
            sentence: "Gym every day at 5pm", title: "Gym", rule: "every day",
            deadline: "2026-03-01T17:00:00Z"),
        RuleCase(
            sentence: "Pay rent tomorrow every month", title: "Pay rent", rule: "every month",
            deadline: "2026-03-02T23:59:59Z"),
        RuleCase(
            sentence: "Review every 2 weeks on friday", title: "Review", rule: "every 2 weeks on friday"),
        RuleCase(
            sentence: "Pay rent every month on the 15th", title: "Pay rent", rule: "every month on the 15th"),
        RuleCase(sentence: "Call Ann Every Mon,Thu", title: "Call Ann", rule: "every monday and thursday"),
        RuleCase(
            sentence: "Report every friday by 5pm", title: "Report", rule: "every friday",
            deadline: "2026-03-01T17:00:00Z"),
        RuleCase(sentence: "Check every box", title: "Check every box", rule: nil),
        RuleCase(sentence: "every monday", title: "every monday", rule: nil),
        RuleCase(sentence: "Every day is a gift", title: "Every day is a gift", rule: nil),
        RuleCase(sentence: "Water plants every fortnight", title: "Water plants every fortnight", rule: nil),
    ]

    @Test(arguments: ruleCases) func readsEveryRuleAtTheEnd(_ rule: RuleCase) {
        let reading = read(rule.sentence)
        #expect(reading.title == rule.title)
        #expect(reading.repetition?.rule.text == rule.rule)
        #expect(reading.repetition?.fromCompletion ?? false == rule.fromCompletion)
        #expect(deadline(reading) == rule.deadline)
    }

    /// `until WHEN` and `from completion` after the rule go with it, as `--every` reads them; an
    /// end that is not a date later than now leaves the words in the title.
    @Test func untilAndFromCompletionAfterTheRuleAreTheRules() {
        let until = read("Stretch every 3 days until 2026-12-31")
        #expect(until.title == "Stretch" && until.repetition?.text == "3 days until 2026-12-31")
        #expect(until.repetition?.rule.text == "every 3 days" && deadline(until) == nil)
        let both = read("Stretch tomorrow every 3 days until dec 31")
        #expect(both.title == "Stretch" && both.repetition?.text == "3 days until dec 31")
        #expect(deadline(both) == "2026-03-02T23:59:59Z")
        let counted = read("Haircut every 4 weeks from completion")
        #expect(counted.title == "Haircut" && counted.repetition?.text == "4 weeks from completion")
        for sentence in ["Run every day until yesterday", "Pay rent every month until"] {
            let reading = read(sentence)
            #expect(reading.repetition == nil && reading.title == sentence, "\(sentence)")
        }
    }

    @Test func everyRuleHandsOnTheWordsAfterEveryAsTyped() {
        let repetition = read("Water plants every! 2 weeks").repetition
        #expect(repetition?.text == "2 weeks")
        #expect(repetition?.words == "every! 2 weeks")
        #expect(repetition?.rule.text == "every 2 weeks" && repetition?.fromCompletion == true)
    }

    /// Without `every RULE` (no repetition field yet, or `--every` given), a date right after
    /// `every` is no date either: the words stay as typed.
    @Test func withoutRepetitionsEveryAndWhatFollowsStayInTheTitle() {
        for sentence in ["Water plants every monday", "Pay every friday 5pm", "Pay every! tomorrow"] {
            let reading = read(sentence, repeats: false)
            #expect(reading.isEmpty && reading.title == sentence, "\(sentence)")
        }
        let later = read("Gym every day at 5pm", repeats: false)
        #expect(later.title == "Gym every day" && deadline(later) == "2026-03-01T17:00:00Z")
    }

    @Test func anOptionGivenReadsNoWordForItsField() {
        let sentence = "Fix bug @home pro:a pri:h energy:low +x tomorrow"
        let all = read(sentence)
        #expect(all.title == "Fix bug")
        #expect(
            all.parts.map(\.edit.field.name) == [
                "location", "project", "priority", "energy", "tags", "deadline",
            ])
        let none = read(sentence, given: ["location", "project", "priority", "energy", "deadline"])
        #expect(none.title == "Fix bug @home pro:a pri:h energy:low tomorrow")
        #expect(none.parts.map(\.edit.field.name) == ["tags"], "+tag is read whatever the options")
    }

    @Test func eachFieldKnowsTheWordsItWasReadFrom() {
        let reading = read("Submit report by friday 5pm pri:m")
        #expect(reading.part("deadline")?.words == "by friday 5pm")
        #expect(reading.part("priority")?.words == "pri:m")
        #expect(reading.part("priority")?.edit.action == .set(.text("medium")))
    }

    @Test func aTitleWithNothingReadIsKeptAsGivenElseItsWordsAreJoinedBySingleSpaces() {
        #expect(read("").title == "")
        let given = SentenceReader(now: Self.now, zone: .utc).read(["Buy  milk", " now "])
        #expect(given.title == "Buy  milk  now " && given.isEmpty)
        let readOne = SentenceReader(now: Self.now, zone: .utc).read(["Buy  milk", "\ttomorrow"])
        #expect(readOne.title == "Buy milk" && !readOne.isEmpty)
    }

    @Test func wordsInOtherScriptsAreTitleWords() {
        #expect(read("Café mit Jürgen morgen").isEmpty)
        #expect(read("Café mit Jürgen tomorrow").title == "Café mit Jürgen")
        #expect(read("Café +café").part("tags")?.edit.action == .add(.names(["café"])))
    }

    @Test func aPastOrPresentDateOrOneThatLeavesNoTitleIsNotTaken() {
        #expect(read("Review today 9am").isEmpty, "09:00 today is past at 09:30")
        #expect(read("Review in 0 minutes").isEmpty, "now is not in the future")
        #expect(read("on friday").isEmpty && read("by friday").isEmpty)
        #expect(read("Review today 10am").title == "Review")
    }

    /// The words are looked at a bounded number of times, whatever they are: 10,000 words of
    /// `every`, or of date words, read in well under a second of CPU time.
    @Test func anAdversarialSentenceCostsLittle() {
        let sentences = [
            Array(repeating: "every", count: 10_000), Array(repeating: "tomorrow", count: 10_000),
            Array(repeating: "every monday tomorrow 5pm", count: 2_500),
            Array(repeating: "+a @b pri:h", count: 3_000),
        ]
        for words in sentences {
            let spent = ThreadCPUClock().measure {
                _ = SentenceReader(now: Self.now, zone: .utc, readsRepetition: true).read(words)
            }
            #expect(spent < .milliseconds(500), "\(words.prefix(4)): \(spent)")
        }
    }
}
