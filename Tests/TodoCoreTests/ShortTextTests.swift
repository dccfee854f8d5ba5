import Testing

@testable import TodoCore

@Suite struct ShortTextTests {
    @Test(arguments: [
        (0, 1, "0"), (7, 2, "07"), (42, 2, "42"), (123, 2, "123"), (9, 4, "0009"), (-5, 1, "-5"),
        (2026, 1, "2026"), (Int.max, 1, "9223372036854775807"), (Int.min, 1, "-9223372036854775808"),
    ])
    func writesWholeNumbers(number: Int, digits: Int, expected: String) {
        #expect(ShortText { $0.append(number, digits: digits) }.string == expected)
    }

    @Test func keepsWhatFitsAndLeavesOffTheRest() {
        let text = ShortText { text in
            text.append("Thu 19 Feb 2026 ")
            text.append(1_234_567_890)
        }
        #expect(text.string == "Thu 19 Feb 2026 1234567")
        #expect(text.count == ShortText.capacity)
    }

    @Test func appendsItsBytes() {
        let bytes = ShortText { $0.append("in 3 h") }.withUTF8 { Array($0) }
        #expect(bytes == Array("in 3 h".utf8))
    }
}
