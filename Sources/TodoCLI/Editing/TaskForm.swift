import TodoCore

/// The text `todo edit ID` opens in the editor: comment lines on how to fill it in, then one
/// `Name: value` line per field of `TaskFormField.all`, the description last, over as many
/// lines as it has. Read back, a field whose value is as it was shown changes nothing.
struct TaskForm {
    let task: TodoTask
    let context: CommandContext
    /// The form's lines, for the store's fields.
    let fields: [TaskFormField]

    init(task: TodoTask, schema: TaskSchema, context: CommandContext) {
        self.task = task
        self.context = context
        fields = TaskFormField.all(schema)
    }

    var text: String {
        var lines = [
            "# todo edit \(task.id): change the values after the colons, then save and quit.",
            "# An empty value removes the field. A line you remove leaves its field as it was.",
            "# To change nothing, quit without saving; to abort, empty the file.",
            "# Dates and times are in \(context.zone.identifier) time.",
        ]
        lines += fields.compactMap { field in field.hint.map { "# \(field.name): \($0)." } }
        for field in fields {
            let value = field.show(task, context)
            if field.isMultiline {
                lines.append(field.name + ":")
                if !value.isEmpty { lines.append(value) }
            } else {
                // Escaped, so that a title with a line break (an import may bring one) stays on
                // its line; left as shown, it changes nothing.
                lines.append(field.name + ":" + (value.isEmpty ? "" : " " + TerminalText.escaped(value)))
            }
        }
        return lines.joined(by: "\n") + "\n"
    }

    /// The changes the edited text asks for: each field whose value differs from the one shown,
    /// read by its own rules.
    func changes(from edited: String) throws -> TaskEdits {
        var shown: [String: String] = [:]
        for (field, value) in try Self.values(in: text, fields: fields) { shown[field.name] = value }
        var edits = TaskEdits()
        for (field, value) in try Self.values(in: edited, fields: fields) where shown[field.name] != value {
            try field.read(value, of: task, into: &edits, context)
        }
        return edits
    }

    /// Whether the text holds anything but comments and blank lines.
    static func isEmpty(_ text: String) -> Bool {
        text.split(separator: "\n").allSatisfy { line in
            let trimmed = line.drop { $0 == " " || $0 == "\t" || $0 == "\r" }
            return trimmed.isEmpty || trimmed.hasPrefix("#")
        }
    }

    /// The fields given in the text, in the table's order, with their values: single-line values
    /// without surrounding spaces, the multi-line one without blank lines at its end.
    static func values(in text: String, fields: [TaskFormField]) throws(EditorError) -> [(
        TaskFormField, String
    )] {
        var found: [String: String] = [:]
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var number = 0
        while number < lines.count {
            let line = lines[number]
            number += 1
            let trimmed = line.trimmingSpaces
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            guard let colon = line.firstIndex(of: ":") else {
                throw .unreadableLine(number: number, text: String(line), problem: "not 'Name: value'")
            }
            let name = line[..<colon].trimmingSpaces
            guard let field = fields.first(where: { $0.name.lowercased() == name.lowercased() }) else {
                let names = fields.map(\.name).joined(by: ", ")
                throw .unreadableLine(number: number, text: String(line), problem: "no such field (\(names))")
            }
            guard found[field.name] == nil else {
                throw .unreadableLine(
                    number: number, text: String(line), problem: "\(field.name) is given twice")
            }
            var value = line[line.index(after: colon)...].trimmingSpaces
            if field.isMultiline {
                let rest = lines[number...].map { $0.hasSuffix("\r") ? String($0.dropLast()) : String($0) }
                value = ([value].filter { !$0.isEmpty } + rest).joined(by: "\n")
                while value.hasSuffix("\n") || value.hasSuffix(" ") { value.removeLast() }
                number = lines.count
            }
            found[field.name] = value
        }
        return fields.compactMap { field in found[field.name].map { (field, $0) } }
    }
}

extension Substring {
    /// The text without the spaces, tabs and carriage returns around it.
    fileprivate var trimmingSpaces: String {
        let isSpace = { (character: Character) in character == " " || character == "\t" || character == "\r" }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
