import Testing

@testable import TodoCore

@Suite struct LabelNameTests {
    @Test(arguments: [
        "errand", "E", "home.garden", "a.b.c", "v2.0", "q1-2026", "snake_case", "x-", "Einkäufe", "café",
        "東京", "Москва", "mar5", "d2026-03-01", "a٣",
    ])
    func accepts(name: String) {
        #expect(LabelName.isValid(name))
        #expect(throws: Never.self) { try LabelName.validated(name, as: .tag) }
    }

    @Test(arguments: [
        "", "9lives", "2026", "2026-03-01", "-x", "_x", ".x", "x.", "home..garden", "a b", "a+b", "+a", "a/b",
        "a:b", "C++", "x\u{1B}", "🦊", "½x", "a½", "tab\t",
    ])
    func refuses(text: String) {
        #expect(!LabelName.isValid(text))
        #expect(throws: LabelNameError(kind: .project, text: text)) {
            try LabelName.validated(text, as: .project)
        }
    }

    @Test(arguments: [
        ("Buy milk +errand", "Buy milk", ["errand"]),
        ("+errand Buy milk +Shop", "Buy milk", ["errand", "Shop"]),
        ("Learn C++", "Learn C++", []),
        ("Learn C++ +study", "Learn C++", ["study"]),
        ("Pay tax +2026", "Pay tax +2026", []),
        ("Call mum +family.", "Call mum +family.", []),
        ("a + b", "a + b", []),
        ("x ++y", "x ++y", []),
        ("Fix it  +home.garden  now", "Fix it now", ["home.garden"]),
        ("Plan +v2.0 release", "Plan release", ["v2.0"]),
        ("+errand", "", ["errand"]),
        ("no tags  here", "no tags  here", []),
    ])
    func titleWordsBecomeTags(title: String, expected: String, tags: [String]) {
        let split = TitleTags.split(title)
        #expect(split.title == expected)
        #expect(split.tags == tags)
    }
}
