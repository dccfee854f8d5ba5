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
    /// `--until WHEN`, `--from-completion`: options that change a part of the value.
    let parts: [(part: FieldPartOption, option: Option<FieldValue?>)]

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
        parts = options.parts.map { part in
            let spec = OptionSpec(
                part.name, value: part.placeholder, values: part.kind.map(Self.valueKind) ?? .text,
                help: part.help)
            guard let kind = part.kind else { return (part, Option(spec) { _, _ in nil }) }
            let read = Self.option(spec, field: field, kind: kind)
            return (part, Option(spec) { text, input in try read.read(text, input) })
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
                + specs.parts.map(\.option.spec)
        }
    }()

    /// The options `edit` takes: setting, clearing, removing and changing parts.
    private static let forEdit: [OptionSpec] = builtIn.flatMap { specs in
        [specs.set.spec] + [specs.clear, specs.remove?.spec].compactMap { $0 }
            + specs.parts.map(\.option.spec)
    }

    /// The edits the options given ask for, field by field in the schema's order: a value set (or
    /// for a field of names, each added), cleared, names removed, or parts changed. A field both
    /// set and cleared, or cleared and changed in a part, is a usage error, as is a part given
    /// without its field's option on `add` (`--until` without `--every`).
    static func edits(
        _ arguments: ParsedArguments, context: CommandContext, except excluded: Set<String> = [],
        adding: Bool = false
    )
        throws -> [FieldEdit]
    {
        var edits: [FieldEdit] = []
        for specs in builtIn where !excluded.contains(specs.field.name) {
            if let clear = specs.clear, arguments.has(clear), arguments.has(specs.set) {
                throw UsageError.conflictingOptions("--" + specs.set.spec.name, "--" + clear.name)
            }
            for part in specs.parts where arguments.has(part.option) {
                if let clear = specs.clear, arguments.has(clear) {
                    throw UsageError.conflictingOptions("--" + part.part.name, "--" + clear.name)
                }
                if adding, !arguments.has(specs.set) {
                    throw UsageError.requiresOption(
                        "--" + part.part.name, required: "--" + specs.set.spec.name)
                }
            }
        }
        for specs in builtIn where !excluded.contains(specs.field.name) {
            let values = try arguments.values(specs.set, context)
            if let clear = specs.clear, arguments.has(clear) { edits.append(FieldEdit(specs.field, .clear)) }
            if specs.field.options?.isRepeatable == true {
                if let items = joined(values) { edits.append(FieldEdit(specs.field, .add(items))) }
            } else if let value = values.last {
                edits.append(FieldEdit(specs.field, .set(value)))
            }
            if let remove = specs.remove, let items = joined(try arguments.values(remove, context)) {
                edits.append(FieldEdit(specs.field, .remove(items)))
            }
            for part in specs.parts where arguments.has(part.option) {
                let value = try arguments.value(part.option, context) ?? nil
                edits.append(FieldEdit(specs.field, .modify(part: part.part.name, value)))
            }
        }
        return edits
    }

    /// The items of a repeatable option's values (tags, tasks) as one list; nil for none.
    private static func joined(_ values: [FieldValue]) -> FieldValue? {
        guard var joined = values.first else { return nil }
        for value in values.dropFirst() { joined = joined.appending(value) ?? joined }
        switch joined {
        case .names(let names) where names.isEmpty: return nil
        case .tasks(let ids) where ids.isEmpty: return nil
        default: return joined
        }
    }

    /// The option's value read as the field's kind (or `kind`, for a part of it); a value that
    /// cannot be read is a usage error that names the option and shows what it takes.
    private static func option(_ spec: OptionSpec, field: TaskField, kind: FieldKind? = nil) -> Option<
        FieldValue
    > {
        let kind = kind ?? field.kind
        return Option(spec) { text, input in
            do throws(FieldInput.Failure) {
                return try input.value(text, as: kind)
            } catch {
                throw FieldInputText.usageError(
                    error, option: "--" + spec.name, now: input.now, zone: input.zone)
            }
        }
    }

    /// What completion offers for a value of `kind`.
    static func valueKind(_ kind: FieldKind) -> ValueKind {
        switch kind {
        case .date, .threshold: return .date
        case .names, .name(.tag): return .tag
        case .name(.project): return .project
        case .task, .tasks: return .openTaskIds
        default: return .text
        }
    }
}
