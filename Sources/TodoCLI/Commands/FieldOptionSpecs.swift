import TodoCore

/// The options `add` and `edit` take for a task's fields, made from each field's declaration
/// (`TaskField.options`), and how their values become the edits of the task: the declaration of
/// a field is where an option is added, never a command.
struct FieldOptionSpecs {
    let field: TaskField
    /// `--priority LEVEL`.
    let set: Option<FieldValue>
    /// `--no-priority`, for `edit`.
    let clear: OptionSpec?
    /// `--untag NAME`, for `edit`.
    let remove: Option<FieldValue>?

    init?(_ field: TaskField) {
        guard let options = field.options else { return nil }
        self.field = field
        let spec = OptionSpec(
            options.set, aliases: options.aliases, short: options.short, value: options.placeholder,
            values: Self.valueKind(field.kind), choices: field.kind.choices, help: options.help)
        set = Self.option(spec, field: field)
        clear = options.clear.map {
            OptionSpec($0, aliases: options.clearAliases, help: options.clearHelp ?? "remove it")
        }
        remove = options.remove.map {
            Self.option(
                OptionSpec(
                    $0, value: options.placeholder, values: Self.valueKind(field.kind),
                    help: options.removeHelp ?? "remove one"), field: field)
        }
    }

    /// The fields `add` and `edit` set by options, and their options.
    static let builtIn: [FieldOptionSpecs] = TaskSchema.builtIn.compactMap(FieldOptionSpecs.init)

    /// The options of the built-in field named `name`.
    static func named(_ name: String) -> FieldOptionSpecs? {
        builtIn.first { $0.field.name == name }
    }

    /// The commands that take options for the task's fields.
    enum Command: Sendable {
        case add
        case edit
    }

    /// The options `command` takes for the task's fields.
    static func options(of command: Command) -> [OptionSpec] {
        switch command {
        case .add: return forAdd
        case .edit: return forEdit
        }
    }

    /// The options `add` takes: every field's setting option but the title's (its words), and
    /// the clearing option of a field a new task has a value for (`--no-remind`).
    private static let forAdd: [OptionSpec] = {
        let blank = TodoTask(id: 1, uuid: "", title: "", createdAt: Instant(secondsSince1970: 0))
        return builtIn.filter { $0.field.name != TaskField.title.name }.flatMap { specs in
            [specs.set.spec] + (specs.field.value(in: blank) != nil ? [specs.clear].compactMap { $0 } : [])
        }
    }()

    /// The options `edit` takes: setting, clearing and removing.
    private static let forEdit: [OptionSpec] = builtIn.flatMap { specs in
        [specs.set.spec] + [specs.clear, specs.remove?.spec].compactMap { $0 }
    }

    /// The edits the options given ask for, field by field in the schema's order: a value set (or
    /// for a field of names, each added), cleared, or names removed. A field both set and
    /// cleared is a usage error.
    static func edits(
        _ arguments: ParsedArguments, context: CommandContext, except excluded: Set<String> = []
    )
        throws -> [FieldEdit]
    {
        var edits: [FieldEdit] = []
        for specs in builtIn where !excluded.contains(specs.field.name) {
            if let clear = specs.clear, arguments.has(clear), arguments.has(specs.set) {
                throw UsageError.conflictingOptions("--" + specs.set.spec.name, "--" + clear.name)
            }
        }
        for specs in builtIn where !excluded.contains(specs.field.name) {
            let values = try arguments.values(specs.set, context)
            if let clear = specs.clear, arguments.has(clear) { edits.append(FieldEdit(specs.field, .clear)) }
            if field(specs.field, isNames: true) {
                let names = values.flatMap { $0.names ?? [] }
                if !names.isEmpty { edits.append(FieldEdit(specs.field, .add(names))) }
            } else if let value = values.last {
                edits.append(FieldEdit(specs.field, .set(value)))
            }
            if let remove = specs.remove {
                let names = try arguments.values(remove, context).flatMap { $0.names ?? [] }
                if !names.isEmpty { edits.append(FieldEdit(specs.field, .remove(names))) }
            }
        }
        return edits
    }

    private static func field(_ field: TaskField, isNames: Bool) -> Bool {
        if case .names = field.kind { return isNames }
        return !isNames
    }

    /// The option's value read as the field's kind; a value that cannot be read is a usage
    /// error that names the option and shows what it takes.
    private static func option(_ spec: OptionSpec, field: TaskField) -> Option<FieldValue> {
        Option(spec) { text, input in
            do throws(FieldInput.Failure) {
                return try input.value(text, as: field.kind)
            } catch {
                throw FieldInputText.usageError(
                    error, option: "--" + spec.name, now: input.now, zone: input.zone)
            }
        }
    }

    /// What completion offers for a value of `kind`.
    static func valueKind(_ kind: FieldKind) -> ValueKind {
        switch kind {
        case .date: return .date
        case .names, .name(.tag): return .tag
        case .name(.project): return .project
        case .task: return .openTaskIds
        default: return .text
        }
    }
}
