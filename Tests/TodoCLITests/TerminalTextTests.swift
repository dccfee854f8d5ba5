import Testing

@testable import TodoCLI

@Suite struct TerminalTextTests {
    /// The byte-level check and the character-level list of escaped characters agree on every
    /// character of the planes in use, alone and amid other text.
    @Test func byteScanAgreesWithTheListOfEscapedCharacters() {
        for value in UInt32(0)...0x2FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let alone = String(Character(scalar))
            let amid = "plain text " + alone + " more text"
            let expected = TerminalText.isEscaped(value)
            #expect(TerminalText.needsEscaping(alone) == expected, "U+\(String(value, radix: 16))")
            if value % 97 == 0 || expected { #expect(TerminalText.needsEscaping(amid) == expected) }
        }
    }

    @Test(arguments: [
        ("plain", "plain"), ("tab\there", "tab\\there"), ("\u{1B}[2J", "\\e[2J"), ("bell\u{07}", "bell\\x07"),
        ("\u{7F}", "\\x7f"), ("\u{85}", "\\u{0085}"), ("a\u{202E}b", "a\\u{202e}b"),
        ("\u{061C}", "\\u{061c}"),
        ("日本 café", "日本 café"),
    ])
    func escapesWhatCouldMoveOrHideText(text: String, shown: String) {
        #expect(TerminalText.escaped(text) == shown)
    }

    @Test(arguments: [("abc", 3), ("日本", 4), ("e\u{301}", 1), ("🦊 fox", 6), ("", 0), ("café au lait", 12)])
    func measuresColumns(text: String, columns: Int) {
        #expect(TerminalText.width(text) == columns)
    }

    @Test func cutsToAWidthWithAnEllipsis() {
        #expect(TerminalText.truncated("Long title here", toWidth: 8) == "Long ti…")
        #expect(TerminalText.truncated("日本語のタスク", toWidth: 5) == "日本…")
        #expect(TerminalText.truncated("short", toWidth: 8) == "short")
    }
}
