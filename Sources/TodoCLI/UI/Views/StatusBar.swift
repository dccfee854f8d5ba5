/// The last row: a question, the filter being typed, the last message, or the main keys.
struct StatusBar {
    let line: ScreenLine
    /// Where the cursor stands while the filter is typed.
    let cursorColumn: Int?

    init(session: UISession) {
        let width = session.size.columns
        var line = ScreenLine(width: width)
        var cursorColumn: Int?
        switch session.mode {
        case .confirmDelete(let ids):
            let what = ids.count == 1 ? "task \(ids[0])" : "\(ids.count) tasks"
            line.append(" Delete \(what)? y deletes, any other key keeps", CellStyle(bold: true))
        case .prompt(let prompt, let field):
            line.append(Self.label(prompt), CellStyle(bold: prompt != .filter))
            let view = field.view(width: max(1, width - line.width - 1))
            cursorColumn = line.width + view.cursorColumn
            line.append(view.text)
        case .form:
            line.append(" Enter save  Tab next field  Esc cancel", CellStyle(dim: true))
        case .help:
            line.append(" ↑ ↓ scroll  any other key closes", CellStyle(dim: true))
        case .detail:
            line.append(" ↑ ↓ scroll  n add a note  any other key closes", CellStyle(dim: true))
        case .list:
            if let message = session.message {
                line.append(
                    " " + (session.messageRows.last ?? ""),
                    message.isError ? .alert(colors: session.colors) : .plain)
            } else {
                Self.appendState(session, to: &line)
                line.append(Self.hint(session), CellStyle(dim: true))
            }
        }
        self.line = line
        self.cursorColumn = cursorColumn
    }

    /// What the status bar asks for while a line is typed.
    private static func label(_ prompt: UIPrompt) -> String {
        switch prompt {
        case .filter: " /"
        case .goal: " Today's goal: "
        case .note(let id, _): " Note on task \(id): "
        }
    }

    /// The context, the filter and the marks, when there are any.
    private static func appendState(_ session: UISession, to line: inout ScreenLine) {
        if let scope = session.scope { line.append(" [" + scope.name + "]", CellStyle(bold: true)) }
        if !session.filter.isEmpty { line.append(" /" + session.filter.text, CellStyle(bold: true)) }
        if !session.marked.isEmpty { line.append(" \(session.marked.count) marked", CellStyle(bold: true)) }
    }

    private static func hint(_ session: UISession) -> String {
        if !session.marked.isEmpty { return "  c complete  d delete  Esc unmark" }
        switch session.tab {
        case .today: return " ␣ done  s set goal  y achieved  x unlink  ? keys  q quit"
        case .stats: return " 1-7 tabs  a add  ? keys  q quit"
        case .agenda, .next: return " s snooze  ␣ done  ? keys  q quit"
        default: return " ␣ done  v mark  a add  e edit  d delete  / filter  ? keys  q quit"
        }
    }
}
