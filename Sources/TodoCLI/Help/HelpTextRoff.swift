/// Plain help text, as `todo help dates` prints it, turned into roff for the manual page, so
/// that the page and the help are one text:
///
/// - a block of unindented lines is a paragraph;
/// - an unindented line followed by indented ones is a heading over them;
/// - indented lines are rows of two columns, the second starting at the same column in every
///   line of the block; a line blank up to that column continues the row above.
///
/// A block of indented lines without such a column is kept as literal lines.
enum HelpTextRoff {
    static func roff(_ text: String) -> String {
        let blocks = text.split(separator: "\n", omittingEmptySubsequences: false)
            .split(whereSeparator: { $0.allSatisfy { $0 == " " } })
        return blocks.map { block in roff(block: block.map(String.init)) }.joined(by: "\n")
    }

    private static func roff(block lines: [String]) -> String {
        guard let firstIndented = lines.firstIndex(where: { $0.hasPrefix(" ") }) else {
            return Roff.paragraph(lines.joined(by: " "))
        }
        var parts: [String] = []
        let lead = lines[..<firstIndented]
        if lead.count == 1, let heading = lead.first {
            parts.append(".PP\n" + Roff.bold(heading))
        } else if !lead.isEmpty {
            parts.append(Roff.paragraph(lead.joined(by: " ")))
        }
        parts.append(rows(Array(lines[firstIndented...])))
        return parts.joined(by: "\n")
    }

    private static func rows(_ lines: [String]) -> String {
        guard let column = secondColumn(lines) else { return Roff.literal(lines) }
        var rows: [(tag: String, text: String)] = []
        for line in lines {
            let characters = Array(line)
            let tag = String(characters.prefix(column)).trimmingSpaces
            let text = characters.count > column ? String(characters[column...]).trimmingSpaces : ""
            if tag.isEmpty, let last = rows.popLast() {
                rows.append((last.tag, last.text + " " + text))
            } else {
                rows.append((tag, text))
            }
        }
        return ".RS 4\n" + rows.map { Roff.row(Roff.bold($0.tag), $0.text) }.joined(by: "\n") + "\n.RE"
    }

    /// The column where the second column starts in every line: after two spaces (or only
    /// spaces), on a character that is not a space. The largest such column, or nil.
    private static func secondColumn(_ lines: [String]) -> Int? {
        var common: Set<Int>?
        for line in lines {
            let characters = Array(line)
            var columns = Set<Int>()
            for index in characters.indices.dropFirst(2) where characters[index] != " " {
                let before = characters[..<index]
                if before.suffix(2).allSatisfy({ $0 == " " }) && before.contains(where: { $0 != " " })
                    || before.allSatisfy({ $0 == " " }) && before.count > 2
                {
                    columns.insert(index)
                }
            }
            common = common.map { $0.intersection(columns) } ?? columns
        }
        return common?.max()
    }
}

extension String {
    /// The text without the spaces around it.
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
