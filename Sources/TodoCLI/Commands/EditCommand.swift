import TodoCore

struct EditCommand: Command {
    static let complete = OptionSpec("complete", help: "mark completed now")
    static let uncomplete = OptionSpec("uncomplete", help: "mark not completed")

    static let spec = CommandSpec(
        "edit", abstract: "Change only the fields named, on one task or several.",
        discussion: """
            A new deadline must be later than now. Several ids change all or none. With no field
            option, the task opens in $VISUAL (else $EDITOR, else vi) as a form of its fields, one
            'Name: value' line each and the description below: change what you want, save and quit.
            Text left as it was changes nothing; an empty form, or an editor that fails, changes
            nothing (exit code 3); a form that is refused (as the options would be) is kept in a file
            that the error names.
            """,
        arguments: [TaskIds.argument],
        options: [complete, uncomplete, UserFieldOptions.set.spec, UserFieldOptions.unset.spec],
        fieldOptions: .edit,
        examples: [
            "todo edit 3 --title 'Pay the rent' --due 'friday 17:00'", "todo edit 2-4 --no-due",
            "todo edit 5 --tag errand --untag later --project home.garden --no-priority", "todo edit 3",
            "todo edit 3 --set energy=low --unset estimate", "todo edit 5 --every 2 weeks --until 2026-12-31",
            "todo edit 5 --no-every", "todo edit 4 --blocked-by 2 --unblock 3", "todo edit 6 --wait +3d",
        ])

    let ids: [Int]
    /// The changes the options name; none means the task opens in the editor.
    let edits: TaskEdits
    let userFields: UserFieldOptions

    init(arguments: ParsedArguments, context: CommandContext) throws {
        ids = try TaskIds.parse(arguments.positionals)
        if arguments.has(Self.complete) && arguments.has(Self.uncomplete) {
            throw UsageError.conflictingOptions("--complete", "--uncomplete")
        }
        if let address = FieldOptionSpecs.named(TaskField.address.name)?.set.spec,
            let noLocation = FieldOptionSpecs.named(TaskField.location.name)?.clear,
            arguments.has(address) && arguments.has(noLocation)
        {
            throw UsageError.conflictingOptions("--" + address.name, "--" + noLocation.name)
        }
        var edits = TaskEdits()
        if let title = try Self.title.flatMap({ try arguments.value($0, context) })?.text {
            let split = TitleTags.split(title)
            edits.append(.title, .set(.text(split.title)))
            if !split.tags.isEmpty { edits.append(.tags, .add(.names(split.tags))) }
        }
        edits.fields += try FieldOptionSpecs.edits(
            arguments, context: context, except: [TaskField.title.name])
        if arguments.has(Self.complete) { edits.completion = .complete }
        if arguments.has(Self.uncomplete) { edits.completion = .uncomplete }
        userFields = try UserFieldOptions(arguments, context: context)
        if edits.isEmpty && userFields.isEmpty && ids.count > 1 { throw EditorError.severalTasks }
        self.edits = edits
    }

    /// `--title`, from the title field's declaration.
    private static var title: Option<FieldValue>? {
        FieldOptionSpecs.named(TaskField.title.name)?.set
    }

    func run(_ context: CommandContext) throws {
        let edited: [(before: TodoTask, after: TodoTask)]
        let readiness: TaskReadiness
        if edits.isEmpty && userFields.isEmpty {
            edited = [try EditorSession(id: ids[0]).run(context)]
            readiness = TaskReadiness(
                tasks: context.json ? try context.store.read().tasks : [], now: context.now)
        } else {
            (edited, readiness) = try TaskEdit.apply(
                to: ids, referenced: edits.referencedIds, in: context,
                { schema in
                    var edits = self.edits
                    edits.fields += try userFields.edits(schema: schema, context: context)
                    return edits
                }, reading: { TaskReadiness(tasks: $0.tasks, now: context.now) })
        }
        if context.json {
            TaskJSON.write(edited.map(\.after), readiness: readiness, to: context.output)
            return
        }
        for (old, new) in edited { context.output.writeLine(Self.report(old, new)) }
    }

    /// `Edited task 3: Pay the rent (title, deadline)`.
    static func report(_ old: TodoTask, _ new: TodoTask) -> String {
        let fields = changedFields(old, new)
        let what = fields.isEmpty ? "nothing changed" : fields.joined(by: ", ")
        return "Edited task \(new.id): \(TerminalText.escaped(new.title)) (\(what))"
    }

    /// The names of the fields that differ, as the schema names them (`completed` or `reopened`
    /// for the completion), the user's own fields by their names.
    static func changedFields(_ old: TodoTask, _ new: TodoTask) -> [String] {
        var fields: [String] = []
        for field in TaskSchema.builtIn where !field.isEqual(in: old, new) {
            if field.name == TaskField.completedAt.name {
                fields.append(new.isCompleted ? "completed" : "reopened")
            } else if field.options != nil && field.storage != .part(of: TaskField.location.name) {
                fields.append(field.changeName)
            }
        }
        for name in Set(old.fields.keys).union(new.fields.keys).sorted()
        where old.fields[name] != new.fields[name] {
            fields.append(name)
        }
        return fields
    }
}
