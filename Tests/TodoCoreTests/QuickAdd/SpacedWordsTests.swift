import Testing

@testable import TodoCore

/// `spaced()` joins words as the standard library's `joined(separator: " ")` does, empty words
/// and slices included.
@Suite struct SpacedWordsTests {
    @Test(arguments: [[], [""], ["", "a"], ["a", ""], ["Call", "mom", "tomorrow"], ["é", "  ", "x"]])
    func joinsAsJoinedDoes(words: [String]) {
        #expect(words.spaced() == words.joined(separator: " "))
        let substrings = words.map { Substring($0) }
        #expect(substrings[...].spaced() == substrings.joined(separator: " "))
        #expect(substrings.dropFirst().spaced() == substrings.dropFirst().joined(separator: " "))
    }
}
