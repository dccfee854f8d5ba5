/// A help topic's blocks in roff, for its section of the manual page: the same words as
/// `todo help TOPIC` prints, with headings as subsections and definitions as tagged rows.
enum HelpBlockRoff {
    static func roff(_ blocks: [HelpBlock]) -> String {
        blocks.map(roff).joined(by: "\n")
    }

    private static func roff(_ block: HelpBlock) -> String {
        switch block {
        case .paragraph(let text):
            return Roff.paragraph(text)
        case .heading(let title):
            return ".SS " + Roff.escaped(title)
        case .definitions(let rows, let title):
            // Short terms get a column of their own width, as on the terminal; long ones a line.
            let widest = rows.map(\.term.count).max() ?? 0
            let indent = widest <= 24 ? max(widest + 2, 7) : nil
            let items = rows.map { Roff.row(Roff.bold($0.term), $0.text, indent: indent) }.joined(
                separator: "\n")
            guard let title else { return items }
            return ".PP\n" + Roff.bold(title) + "\n.RS 4\n" + items + "\n.RE"
        case .example(let lines):
            return Roff.literal(lines, indent: 0)
        case .laidOut(let text):
            return HelpTextRoff.roff(text)
        }
    }
}
