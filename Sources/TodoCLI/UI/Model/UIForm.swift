import TodoCore

/// The ui's add and edit forms: fields as typed, the one being typed in, and the error of the
/// last save. Neither has rules of its own. The edit form is the form `todo edit ID` opens in
/// an editor (`TaskFormField.all`): each field shown and read back by the same functions. The
/// add form holds the title and the fields `todo add` sets (the user's own with `--set`), and
/// is saved by running that command, which reads the title as a sentence (`TaskSentence`) for the
/// fields left empty, unless the title is kept as typed (`--no-parse`).
struct UIForm {
    /// One field: its name, the text typed, and the text it was opened with.
    struct Field {
        let label: String
        var text: TextField
        let shown: String

        /// The value typed, without spaces at either end, as the editor's form reads it.
        var value: String { text.text.trimmingSpacesAround }
        var isChanged: Bool { value != shown.trimmingSpacesAround }
    }

    /// The task being edited, or nil for a new one.
    let task: TodoTask?
    var fields: [Field]
    /// What each field stands for: the edit form's lines, or the add form's fields (nil: the title).
    private let sources: [TaskField?]
    private let formFields: [TaskFormField]
    var focus = 0
    /// The last error, and the field it is about.
    var error: (message: String, field: Int?)?
    /// The store's fields: what `NAME:VALUE` in an add form's title may set.
    let schema: TaskSchema
    /// Whether the add form's title is kept as typed rather than read as a sentence.
    var keepsTitle = false

    /// An empty form for a new task: the title, then every field `add` sets, in the edit form's
    /// order and under its names.
    init(schema: TaskSchema = .standard) {
        task = nil
        self.schema = schema
        formFields = []
        sources =
            [nil]
            + TaskFormField.all(schema).compactMap { line in
                guard case .field(let field) = line.source, field.name != TaskField.title.name else {
                    return nil
                }
                return field
            }
        fields = sources.map {
            Field(label: $0?.label ?? TaskField.title.label, text: TextField(), shown: "")
        }
    }

    /// A form of every field of `task`, as the editor's form shows them.
    init(editing task: TodoTask, schema: TaskSchema, context: CommandContext) {
        self.task = task
        self.schema = schema
        formFields = TaskFormField.all(schema)
        sources = []
        fields = formFields.map { field in
            let shown = field.show(task, context)
            return Field(label: field.name, text: TextField(shown), shown: shown)
        }
    }

    /// The text of the field named `label`.
    func text(_ label: String) -> String {
        fields.first { $0.label == label }?.text.text ?? ""
    }

    /// The next field (`step` 1) or the one before (−1), round the end.
    mutating func moveFocus(by step: Int) {
        focus = ((focus + step) % fields.count + fields.count) % fields.count
    }

    /// `todo add` with what the add form holds; the title last, after `--`, so that one
    /// starting with a dash stays a title.
    var addCommandLine: [String] {
        var words = ["add"]
        for (field, source) in zip(fields, sources) where !field.value.isEmpty {
            guard let source else { continue }
            guard let option = source.options?.set else {
                words += ["--set", source.name + "=" + field.value]
                continue
            }
            let values =
                source.kind == .names
                ? field.value.split(whereSeparator: { $0 == " " || $0 == "," }).map {
                    String($0.hasPrefix("+") ? $0.dropFirst() : $0)
                } : [field.value]
            for value in values { words += ["--" + option, value] }
        }
        return words + (keepsTitle ? ["--" + AddCommand.noParse.name] : []) + ["--", fields[0].value]
    }

    /// The add form's title as `todo add` reads it: for the fields left empty.
    var sentence: TaskSentence {
        let given = zip(fields, sources).compactMap { field, source in
            field.value.isEmpty ? nil : source?.name
        }
        return TaskSentence(words: [fields[0].value], isRead: !keepsTitle, given: Set(given))
    }

    /// The edits the edit form asks for: each changed field read by the editor form's own
    /// reader. An error names the field it comes from.
    func changes(context: CommandContext) throws(FieldError) -> TaskEdits {
        var edits = TaskEdits()
        guard let task else { return edits }
        for (index, (field, line)) in zip(fields, formFields).enumerated() where field.isChanged {
            do {
                try line.read(field.value, of: task, into: &edits, context)
            } catch {
                throw FieldError(error: error, field: index)
            }
        }
        return edits
    }

    /// The field an error of saving is about, when its kind tells.
    func field(for error: any Error) -> Int? {
        let label: String
        switch error {
        case let error as FieldError: return error.field
        case let error as UsageError:
            switch error {
            case .invalidDate: label = "Deadline"
            case .invalidReminder: label = "Remind"
            case .invalidRepetition: label = TaskField.recurrence.label
            case .invalidChoice(let option, _, _) where option == "--priority": label = "Priority"
            default: return nil
            }
        case let error as UserFieldError:
            guard case .invalidValue(let name, _, _) = error else { return nil }
            return index(ofField: name)
        case let error as LabelNameError: label = error.kind == .tag ? "Tags" : "Project"
        case let error as TaskError:
            switch error {
            case .emptyTitle, .duplicateTitle: label = "Title"
            case .deadlineNotInFuture: label = "Deadline"
            case .emptyLocationName: label = "Location"
            case .reminderOutOfRange: label = "Remind"
            case .parentNotFound, .parentCycle: label = "Parent"
            case .blockerNotFound, .blockCycle: label = TaskField.blockedBy.label
            case .waitNotInFuture, .waitAfterDeadline: label = TaskField.wait.label
            case .untilBeforeDeadline, .cannotRepeat: label = TaskField.recurrence.label
            case .notFound, .openSubtasks, .emptyNote: return nil
            }
        default: return nil
        }
        return fields.firstIndex { $0.label == label }
    }

    /// Where the field named `name` is in the form.
    private func index(ofField name: String) -> Int? {
        guard task != nil else { return sources.firstIndex { $0?.name == name } }
        return formFields.firstIndex { line in
            guard case .field(let field) = line.source else { return false }
            return field.name == name
        }
    }

    /// An error of reading one field of the edit form.
    struct FieldError: Error {
        let error: any Error
        let field: Int
    }
}

extension String {
    /// The text without spaces, tabs and carriage returns at either end.
    fileprivate var trimmingSpacesAround: String {
        let isSpace = { (character: Character) in character == " " || character == "\t" || character == "\r" }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
