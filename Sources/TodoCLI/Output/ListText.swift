import TodoCore

/// A task's text as `list` shows it: where it lies in the store's bytes, the columns it takes,
/// and whether it is shown as stored or escaped first (see `TerminalText`). Nearly every title
/// is printable ASCII, known so from reading the store: then nothing is looked at again.
struct ListText {
    let span: TextSpan
    /// Columns the text takes as shown.
    let width: Int
    /// Whether the stored text is shown as it is, with nothing to escape.
    let isPlain: Bool

    init(_ span: TextSpan, in summaries: borrowing TaskSummaries) {
        self.span = span
        if span.isPrintableASCII {
            width = span.count
            isPlain = true
            return
        }
        let plainWidth = summaries.withUTF8(span, TerminalText.plainWidth(utf8:))
        isPlain = plainWidth != nil
        width = plainWidth ?? TerminalText.width(TerminalText.escaped(summaries.string(span)))
    }

    /// The text as shown, as a String.
    func shown(in summaries: TaskSummaries) -> String {
        TerminalText.escaped(summaries.string(span))
    }

    /// Appends the text as shown, in UTF-8: straight from the store's bytes when plain.
    func appendShown(in summaries: TaskSummaries, to output: inout OutputBytes) {
        if isPlain {
            summaries.withUTF8(span) { output.append($0) }
        } else {
            output.append(utf8: shown(in: summaries))
        }
    }
}
