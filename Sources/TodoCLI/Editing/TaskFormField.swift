import TodoCore

/// One line of the form `todo edit ID` opens (and of the ui's edit form): a field of the task
/// as the schema declares it, shown as text and read back by the same rules as its option. The
/// form holds every field `add` and `edit` set, then the user's own fields, whether the task is
/// completed, and the description last, over as many lines as it has.
struct TaskFormField: Sendable {
    /// What the line stands for.
    enum Source: Sendable {
        case field(TaskField)
        /// `Completed: yes` or `no`.
        case completed
    }

    let source: Source

    /// The form's lines for tasks of `schema`.
    static func all(_ schema: TaskSchema) -> [TaskFormField] {
        let fields = schema.fields.filter { $0.options != nil || $0.isUserDefined }
        let description = fields.filter { $0.name == TaskField.description.name }
        let others = fields.filter { $0.name != TaskField.description.name }
        return others.map { TaskFormField(source: .field($0)) } + [TaskFormField(source: .completed)]
            + description.map { TaskFormField(source: .field($0)) }
    }

    /// The name before the colon: the field's label.
    var name: String {
        switch source {
        case .field(let field): return field.label
        case .completed: return "Completed"
        }
    }

    /// A comment on what the value may be, shown above the fields, or nil.
    var hint: String? {
        switch source {
        case .field(let field): return field.hint
        case .completed: return "yes or no"
        }
    }

    /// The value runs from its line to the end of the file; only the description's does.
    var isMultiline: Bool {
        if case .field(let field) = source { return field.name == TaskField.description.name }
        return false
    }

    /// The value as the form shows it.
    func show(_ task: TodoTask, _ context: CommandContext) -> String {
        switch source {
        case .field(let field):
            return FieldText.form(field.value(in: task), kind: field.kind, zone: context.zone)
        case .completed: return task.isCompleted ? "yes" : "no"
        }
    }

    /// Adds to `edits` what a value that differs from the one shown asks for: empty clears the
    /// field; anything else is read as the field's option reads it.
    func read(_ value: String, of task: TodoTask, into edits: inout TaskEdits, _ context: CommandContext)
        throws
    {
        guard case .field(let field) = source else {
            switch value.lowercased() {
            case "yes": edits.completion = .complete
            case "no": edits.completion = .uncomplete
            default: throw UsageError.invalidChoice(option: name, value: value, choices: ["yes", "no"])
            }
            return
        }
        // Emptied text goes through the field's rule (a title may not be empty); anything else emptied is cleared.
        guard !value.isEmpty || field.kind == .text else { return edits.append(field, .clear) }
        let text = field.kind == .names ? Self.withoutPlusSigns(value) : value
        do throws(FieldInput.Failure) {
            let typed = try FieldInput(now: context.now, zone: context.zone).value(text, as: field.kind)
            if let ids = typed.taskIds {
                // The tasks it waits on: those typed, in place of those it had.
                let current = field.value(in: task)?.taskIds ?? []
                edits.append(field, .remove(.tasks(current.filter { !ids.contains($0) })))
                return edits.append(field, .add(.tasks(ids.filter { !current.contains($0) })))
            }
            guard let names = typed.names else { return edits.append(field, .set(typed)) }
            // Names compare ignoring case: a name kept keeps its spelling.
            let current = field.value(in: task)?.names ?? []
            edits.append(field, .add(.names(names.filter { !TagList.contains(current, $0) })))
            edits.append(field, .remove(.names(current.filter { !TagList.contains(names, $0) })))
        } catch {
            guard !field.isUserDefined else {
                throw UserFieldError.invalidValue(
                    field: field.name, value: value, expected: UserFieldError.expected(field.kind))
            }
            throw FieldInputText.usageError(error, option: name, context: context)
        }
    }

    /// Tags typed as `+errand +home` or `errand, home`.
    private static func withoutPlusSigns(_ value: String) -> String {
        value.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" })
            .map { $0.hasPrefix("+") ? String($0.dropFirst()) : String($0) }.joined(by: " ")
    }
}
