/// A line of text being typed: its characters and the cursor between them. Keys move and
/// delete whole characters, so an emoji or a letter with its accent goes in one Backspace.
struct TextField: Equatable {
    private(set) var characters: [Character]
    /// How many characters stand before the cursor.
    private(set) var cursor: Int

    init(_ text: String = "") {
        characters = Array(text)
        cursor = characters.count
    }

    var text: String { String(characters) }

    /// Applies an editing key; false for a key that does not edit, left to the form.
    mutating func handle(_ key: Key) -> Bool {
        switch key {
        case .text(let scalar): insert(scalar)
        case .left, .control("b"): cursor = max(0, cursor - 1)
        case .right, .control("f"): cursor = min(characters.count, cursor + 1)
        case .home, .control("a"): cursor = 0
        case .end, .control("e"): cursor = characters.count
        case .backspace:
            guard cursor > 0 else { return true }
            characters.remove(at: cursor - 1)
            cursor -= 1
        case .delete, .control("d"):
            if cursor < characters.count { characters.remove(at: cursor) }
        case .control("u"):
            characters.removeFirst(cursor)
            cursor = 0
        case .control("k"):
            characters.removeLast(characters.count - cursor)
        case .control("w"):
            var start = cursor
            while start > 0, characters[start - 1] == " " { start -= 1 }
            while start > 0, characters[start - 1] != " " { start -= 1 }
            characters.removeSubrange(start..<cursor)
            cursor = start
        default:
            return false
        }
        return true
    }

    /// Inserts at the cursor. A combining mark joins the character before it, so the text is
    /// made again and the cursor counted in the result.
    private mutating func insert(_ scalar: Unicode.Scalar) {
        var before = String(characters[..<cursor])
        before.unicodeScalars.append(scalar)
        let joined = before + String(characters[cursor...])
        characters = Array(joined)
        cursor = min(before.count, characters.count)
    }

    /// What the field shows in `width` columns: its characters shown escaped as in `list`,
    /// scrolled so that the cursor is in view; and the cursor's column in it.
    func view(width: Int) -> (text: String, cursorColumn: Int) {
        guard width > 0 else { return ("", 0) }
        let shown = characters.map { character -> (String, Int) in
            let text = TerminalText.escaped(String(character))
            return (text, TerminalText.width(text))
        }
        // The first character shown: as far left as leaves the cursor inside the field.
        var start = cursor
        var used = 0
        while start > 0, used + shown[start - 1].1 <= width - 1 {
            start -= 1
            used += shown[start].1
        }
        var text = ""
        var columns = 0
        for (part, partWidth) in shown[start...] {
            guard columns + partWidth <= width else { break }
            text += part
            columns += partWidth
        }
        return (text, used)
    }
}
