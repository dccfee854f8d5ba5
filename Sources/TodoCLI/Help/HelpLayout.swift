/// Help text laid out for the terminal: paragraphs wrapped to the width, definitions in two
/// columns (each term on a line of its own when the terms are long), examples as they are.
/// Every piece of text passes through `TerminalText.escaped`, so nothing a terminal obeys is
/// written raw, not even a zone name that came from `TZ`.
enum HelpLayout {
    /// The width help is wrapped to: the terminal's, at most 80 columns; 80 when stdout is not
    /// a terminal.
    static func width(terminal: Int?) -> Int {
        max(24, min(terminal ?? 80, 80))
    }

    /// The blocks as lines of text, a blank line between blocks but none under a heading.
    static func render(_ blocks: [HelpBlock], width: Int) -> String {
        var lines: [String] = []
        var underHeading = true
        for block in blocks {
            if !underHeading { lines.append("") }
            underHeading = false
            switch block {
            case .paragraph(let text):
                lines += wrapped(text, width: width, first: "", rest: "")
            case .heading(let title):
                let shown = TerminalText.escaped(title)
                lines += [shown, String(repeating: "-", count: TerminalText.width(shown))]
                underHeading = true
            case .definitions(let rows, let title):
                if let title { lines += wrapped(title, width: width, first: "", rest: "") }
                lines += definitions(rows, width: width)
            case .example(let examples):
                lines += examples.map { "  " + TerminalText.escaped($0) }
            case .laidOut(let text):
                lines += text.split(separator: "\n", omittingEmptySubsequences: false).map {
                    TerminalText.escaped(String($0))
                }
                if lines.last == "" { lines.removeLast() }
            }
        }
        return lines.joined(by: "\n") + "\n"
    }

    /// Rows of a term and its text. The text starts two columns after the widest term, when
    /// that is at most `widest` columns; otherwise each term stands on a line of its own with
    /// its text indented below it, or, `capped`, only the terms wider than `widest` do.
    static func definitions(
        _ rows: [(term: String, text: String)], width: Int, widest: Int = 24, capped: Bool = false
    ) -> [String] {
        let terms = rows.map { "  " + TerminalText.escaped($0.term) }
        let termWidth = terms.map(TerminalText.width).max() ?? 0
        var column = termWidth <= widest + 2 || capped ? min(termWidth, widest + 2) + 2 : 6
        if width - column < 24 { column = 6 }
        var lines: [String] = []
        for (term, row) in zip(terms, rows) {
            let indent = String(repeating: " ", count: column)
            if TerminalText.width(term) + 2 <= column {
                lines += wrapped(
                    row.text, width: width, first: TerminalText.padded(term, toWidth: column), rest: indent)
            } else {
                if column == 6 && !lines.isEmpty { lines.append("") }
                lines.append(term)
                lines += wrapped(row.text, width: width, first: indent, rest: indent)
            }
        }
        return lines
    }

    /// The words of `text` filled into lines of at most `width` columns, the first line
    /// starting with `first` and the others with `rest`; a word wider than a line stands alone.
    static func wrapped(_ text: String, width: Int, first: String, rest: String) -> [String] {
        var lines: [String] = []
        var line = first
        var lineWidth = TerminalText.width(first)
        var empty = true
        for word in text.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
            let shown = TerminalText.escaped(String(word))
            let wordWidth = TerminalText.width(shown)
            if !empty && lineWidth + 1 + wordWidth > width {
                lines.append(line)
                line = rest
                lineWidth = TerminalText.width(rest)
                empty = true
            }
            line += empty ? shown : " " + shown
            lineWidth += empty ? wordWidth : 1 + wordWidth
            empty = false
        }
        if !empty || lines.isEmpty { lines.append(line) }
        return lines
    }
}
