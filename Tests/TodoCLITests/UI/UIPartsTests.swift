import Testing

@testable import TodoCLI

/// The parts under `todo ui`: keys from bytes, a field being typed, rows and their difference.
@Suite struct UIPartsTests {
    @Test(arguments: [
        ("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D", [Key.up, .down, .right, .left]),
        ("\u{1B}OA\u{1B}OH\u{1B}OF", [.up, .home, .end]),
        ("\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~\u{1B}[H\u{1B}[F", [.home, .end, .home, .end, .home, .end]),
        ("\u{1B}[5~\u{1B}[6~\u{1B}[3~\u{1B}[Z", [.pageUp, .pageDown, .delete, .backTab]),
        ("\u{1B}[1;5A\u{1B}[3;2~", [.up, .delete]),
        ("\r\n\t\u{7F}\u{08}", [.enter, .enter, .tab, .backspace, .backspace]),
        ("\u{03}\u{1A}\u{15}", [.control("c"), .control("z"), .control("u")]),
        ("aé買🛒", [.text("a"), .text("é"), .text("買"), .text("🛒")]),
        ("\u{1B}x\u{1B}[2~q", [.escape, .text("x"), .text("q")]),
        ("\u{1B}\u{1B}[A", [.escape, .up]),
    ])
    func decodesKeys(bytes: String, keys: [Key]) {
        var decoder = KeyDecoder()
        #expect(decoder.keys(Array(bytes.utf8)) == keys)
        #expect(!decoder.isWaiting)
    }

    @Test func keepsASequenceCutBetweenReads() {
        var decoder = KeyDecoder()
        #expect(decoder.keys([0x1B, 0x5B]).isEmpty && decoder.isWaiting)
        #expect(decoder.keys([0x35]).isEmpty)
        #expect(decoder.keys([0x7E, 0xE8, 0xB2]) == [.pageUp])
        #expect(decoder.keys([0xB7]) == [.text("買")])
        #expect(decoder.keys([0x1B]).isEmpty)
        #expect(decoder.flush() == [.escape])
        #expect(!decoder.isWaiting)
    }

    @Test func aFieldEditsWholeCharacters() {
        var field = TextField("Cafe")
        let handled = field.handle(.text("\u{301}"))
        #expect(handled)
        #expect(field.text == "Café" && field.cursor == 4)
        _ = field.handle(.backspace)
        #expect(field.text == "Caf")
        for key in [Key.text(" "), .text("🛒"), .home, .right, .delete, .end, .left] { _ = field.handle(key) }
        #expect(field.text == "Cf 🛒" && field.cursor == 3)
        _ = field.handle(.control("k"))
        #expect(field.text == "Cf ")
        _ = field.handle(.control("w"))
        #expect(field.text.isEmpty && field.cursor == 0)
        let ignored = [field.handle(.enter), field.handle(.tab)]
        #expect(ignored == [false, false])
    }

    @Test func aFieldScrollsToKeepTheCursorInView() {
        var field = TextField("買い物リストを作って")
        #expect(field.view(width: 8) == ("作って", 6))
        _ = field.handle(.home)
        #expect(field.view(width: 8) == ("買い物リ", 0))
        let escaped = TextField("a\u{1B}b")
        #expect(escaped.view(width: 10) == ("a\\eb", 4))
    }

    @Test func aLineCutsWideCharactersWholeAndEscapesControls() {
        var line = ScreenLine(width: 10)
        line.append("ab買い物リスト")
        #expect(line.width == 9)
        #expect(String(decoding: line.finished, as: UTF8.self) == "ab買い物…")
        var styled = ScreenLine(width: 10)
        styled.append("\u{1B}[2J", CellStyle(bold: true))
        styled.pad()
        #expect(String(decoding: styled.finished, as: UTF8.self) == "\u{1B}[0;1m\\e[2J\u{1B}[0m     ")
    }

    @Test func theScreenWritesOnlyRowsThatChanged() {
        let size = TerminalSize(columns: 10, rows: 3)
        func frame(_ texts: [String]) -> Frame {
            Frame(
                size: size,
                rows: texts.map { text in
                    var line = ScreenLine(width: 10)
                    line.append(text)
                    return line
                })
        }
        var screen = Screen()
        let first = String(decoding: screen.update(to: frame(["a", "b", "c"])), as: UTF8.self)
        #expect(first.hasPrefix("\u{1B}[0m\u{1B}[H\u{1B}[2J") && first.contains("\u{1B}[3;1Hc\u{1B}[K"))
        #expect(screen.update(to: frame(["a", "b", "c"])).isEmpty)
        let second = String(decoding: screen.update(to: frame(["a", "B", "c"])), as: UTF8.self)
        #expect(second == "\u{1B}[2;1HB\u{1B}[K")
        let full = String(decoding: screen.update(to: frame(["a", "0123456789", "c"])), as: UTF8.self)
        #expect(full == "\u{1B}[2;1H0123456789", "a full row is not erased after")
        screen.invalidate()
        #expect(
            String(decoding: screen.update(to: frame(["a", "B", "c"])), as: UTF8.self).contains("\u{1B}[2J"))
    }

    @Test func theCursorScrollsTheListAsLittleAsNeeded() {
        var cursor = ListCursor()
        cursor.move(to: 12, count: 20, height: 5)
        #expect(cursor.index == 12 && cursor.top == 8)
        cursor.move(to: 10, count: 20, height: 5)
        #expect(cursor.top == 8)
        cursor.move(to: 99, count: 20, height: 5)
        #expect(cursor.index == 19 && cursor.top == 15)
        cursor.clamp(count: 3, height: 5)
        #expect(cursor.index == 2 && cursor.top == 0)
        cursor.move(to: -4, count: 0, height: 5)
        #expect(cursor.index == 0 && cursor.top == 0)
    }
}
