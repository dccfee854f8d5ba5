import Testing
import TodoCore

@testable import TodoCLI

/// "Did you mean" for dates: mistyped words corrected, else the closest example of
/// `todo help dates`, else nothing.
@Suite struct DateSuggestionTests {
    static let now = Instant(secondsSince1970: 1_772_357_400)

    @Test(arguments: [
        ("tomorow", "tomorrow"), ("Tomorow 5pm", "tomorrow 5pm"), ("nxt week", "next week"),
        ("nxt wek", "next week"), ("wendesday 9am", "wednesday 9am"), ("in 2 dayz", "in 2 days"),
        ("5 marhc", "5 march"), ("the 5rd", "the 5th"), ("next weekend", "next week"), ("in", "in 2 days"),
        ("tomorow at 9", "tomorrow at 9am"),
        ("next", "next week"), ("at 5", "at 5pm"), ("tomorrow at 9", "tomorrow at 9am"),
        ("end of", "end of day"),
        ("in two dayss", "in two days"), ("fridday noon", "friday noon"),
    ])
    func suggestsTheClosestForm(_ typed: String, _ suggestion: String) throws {
        #expect(throws: (any Error).self) { try DateParser.parse(typed, now: Self.now, zone: .utc) }
        #expect(DateSuggestion.closest(to: typed, now: Self.now, zone: .utc) == suggestion)
        #expect(throws: Never.self) { try DateParser.parse(suggestion, now: Self.now, zone: .utc) }
    }

    @Test(arguments: [
        "someday", "x", "5", "t", "", "   ", "asap please", "\u{1B}[2J", "2026/03/05", "in 5", "at 7",
    ])
    func suggestsNothingWhenNothingIsClose(_ typed: String) {
        #expect(DateSuggestion.closest(to: typed, now: Self.now, zone: .utc) == nil)
    }

    @Test func correctsOnlyUnknownWordsOfThreeLettersOrMore() {
        #expect(DateSuggestion.correctingWords(in: "tomorow at 5pm") == "tomorrow at 5pm")
        #expect(DateSuggestion.correctingWords(in: "fri at 5xm") == "fri at 5xm")
        #expect(DateSuggestion.correctingWords(in: "mon,tue") == "mon,tue")
        #expect(DateSuggestion.correctingWords(in: "zzzzzz") == "zzzzzz")
    }
}
