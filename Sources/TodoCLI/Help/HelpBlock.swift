import TodoCore

/// One block of a help topic's text. `todo help TOPIC` lays it out for the terminal
/// (`HelpLayout`) and the manual page sets it in roff (`HelpBlockRoff`), so both show the
/// same words from the same declaration.
enum HelpBlock {
    /// Running text, wrapped to the width.
    case paragraph(String)
    /// The title of a part of the topic.
    case heading(String)
    /// Terms and what each means, a table of two columns, under an optional title line.
    case definitions([(term: String, text: String)], title: String? = nil)
    /// Lines shown as they are, such as commands and what they print; at most
    /// `HelpBlock.exampleWidth` columns, so that they fit the manual page too.
    case example([String])
    /// Text already laid out in the convention `HelpTextRoff` reads (unindented lines are
    /// paragraphs, indented ones rows), at most 80 columns: `todo help dates` with what each
    /// form means at this moment.
    case laidOut(String)

    /// The widest an example line may be: the manual page indents it by 7 of its 80 columns.
    static let exampleWidth = 72
}

/// What `todo help` knows of the moment it runs, for a topic whose text depends on it.
struct HelpMoment {
    let now: Instant
    let zone: ZoneRules
}
