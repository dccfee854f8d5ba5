/// The add or edit form: a heading, one row per field (the field underlined, scrolled to keep
/// the cursor in view), then the error of the last save in red, or else what the deadline
/// typed reads as.
struct FormView {
    let form: UIForm
    /// The deadline field read as a date, when it reads.
    let reading: String?
    let colors: Bool

    static let labelWidth = 14

    /// The rows, and where the cursor stands in them.
    func rows(width: Int, height: Int) -> (rows: [ScreenLine], cursor: (row: Int, column: Int)?) {
        var rows: [ScreenLine] = []
        var heading = ScreenLine(width: width)
        heading.append(form.editing.map { " Edit task \($0)" } ?? " Add a task", CellStyle(bold: true))
        rows.append(heading)
        var cursor: (row: Int, column: Int)?
        let fieldWidth = max(1, width - Self.labelWidth - 2)
        for field in UIForm.Field.allCases {
            var line = ScreenLine(width: width)
            let hasError = form.error?.field == field
            line.append(
                " " + field.label, hasError ? .alert(colors: colors) : CellStyle(bold: field == form.focus))
            line.pad(to: Self.labelWidth)
            let view = form[field].view(width: fieldWidth)
            if field == form.focus { cursor = (row: rows.count, column: line.width + view.cursorColumn) }
            line.append(view.text, CellStyle(underline: true))
            line.pad(to: Self.labelWidth + fieldWidth, CellStyle(underline: true))
            rows.append(line)
        }
        for (text, isError) in notes(width: width - 2).prefix(max(0, height - rows.count)) {
            var line = ScreenLine(width: width)
            line.append(" " + text, isError ? .alert(colors: colors) : CellStyle(dim: true))
            rows.append(line)
        }
        return (Array(rows.prefix(height)), cursor.flatMap { $0.row < height ? $0 : nil })
    }

    /// The error of the last save in red, then what the deadline typed reads as, wrapped.
    private func notes(width: Int) -> [(text: String, isError: Bool)] {
        let error = form.error.map { Wrapping.lines($0.message, width: width) } ?? []
        let reading = reading.map { Wrapping.lines("Deadline: " + $0, width: width) } ?? []
        return error.map { ($0, true) } + reading.map { ($0, false) }
    }
}

/// Text broken into lines at spaces, each at most `width` columns where the words allow.
enum Wrapping {
    static func lines(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            let candidate = current.isEmpty ? word : current + " " + word
            if TerminalText.width(candidate) <= width || current.isEmpty {
                current = candidate
            } else {
                lines.append(current)
                current = word
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
