/// The add or edit form: a heading, one row per field (the field underlined, scrolled to keep
/// the cursor in view), then the error of the last save, what the deadline typed reads as, and
/// what the add form's title reads as. When the fields do not all fit, those around the one being
/// typed in are shown.
struct FormView {
    let form: UIForm
    /// The deadline field read as a date, when it reads.
    let reading: String?
    /// What the add form's title reads as, when a field is read from it, or that it is kept.
    var titleReading: String? = nil
    let colors: Bool

    /// The rows, and where the cursor stands in them.
    func rows(width: Int, height: Int) -> (rows: [ScreenLine], cursor: (row: Int, column: Int)?) {
        var heading = ScreenLine(width: width)
        heading.append(form.task.map { " Edit task \($0.id)" } ?? " Add a task", CellStyle(bold: true))
        var rows = [heading]
        let notes = notes(width: width - 2)
        let count = form.fields.count
        let fieldRows = min(count, max(1, height - 1 - notes.count))
        let first = form.focus < fieldRows ? 0 : form.focus - fieldRows + 1
        let labelWidth = (form.fields.map { TerminalText.width($0.label) }.max() ?? 0) + 3
        let fieldWidth = max(1, width - labelWidth - 1)
        var cursor: (row: Int, column: Int)?
        for index in first..<min(count, first + fieldRows) {
            let field = form.fields[index]
            var line = ScreenLine(width: width)
            let isFocus = index == form.focus
            line.append(
                " " + field.label,
                form.error?.field == index ? .alert(colors: colors) : CellStyle(bold: isFocus))
            line.pad(to: labelWidth)
            let view = field.text.view(width: fieldWidth)
            if isFocus { cursor = (row: rows.count, column: line.width + view.cursorColumn) }
            line.append(view.text, CellStyle(underline: true))
            line.pad(to: labelWidth + fieldWidth, CellStyle(underline: true))
            rows.append(line)
        }
        for (text, isError) in notes.prefix(max(0, height - rows.count)) {
            var line = ScreenLine(width: width)
            line.append(" " + text, isError ? .alert(colors: colors) : CellStyle(dim: true))
            rows.append(line)
        }
        return (Array(rows.prefix(height)), cursor.flatMap { $0.row < height ? $0 : nil })
    }

    /// The error of the last save, then what the deadline and the title typed read as, wrapped.
    private func notes(width: Int) -> [(text: String, isError: Bool)] {
        let error = form.error.map { Wrapping.lines($0.message, width: width) } ?? []
        let reading = reading.map { Wrapping.lines("Deadline: " + $0, width: width) } ?? []
        let title = titleReading.map { Wrapping.lines($0, width: width) } ?? []
        return error.map { ($0, true) } + (reading + title).map { ($0, false) }
    }
}
