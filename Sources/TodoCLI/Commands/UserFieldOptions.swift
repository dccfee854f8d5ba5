import TodoCore

/// `--set NAME=VALUE` and `--unset NAME`: the values of the user's own fields. The fields are
/// declared in the store, so the values are read against its declarations once it is open.
struct UserFieldOptions {
    /// One `--set`: a field's name and the value as typed.
    struct Assignment: Sendable {
        let name: String
        let value: String
    }

    static let set = Option(
        OptionSpec(
            "set", value: "NAME=VALUE", values: .userField,
            help: "a value for one of your own fields (repeatable; see 'todo field list')")
    ) { text, _ in
        guard let equals = text.firstIndex(of: "="), equals != text.startIndex else {
            throw UsageError.invalidValue(option: "--set", value: text, expected: "NAME=VALUE")
        }
        return Assignment(name: String(text[..<equals]), value: String(text[text.index(after: equals)...]))
    }

    static let unset = Option(
        text: OptionSpec(
            "unset", value: "NAME", values: .userFieldName,
            help: "remove the value of one of your own fields (repeatable)"))

    let assignments: [Assignment]
    let removals: [String]

    init(_ arguments: ParsedArguments, context: CommandContext) throws {
        assignments = try arguments.values(Self.set, context)
        removals = try arguments.values(Self.unset, context)
        for name in removals where assignments.contains(where: { $0.name == name }) {
            throw UsageError.conflictingOptions("--set " + name, "--unset " + name)
        }
    }

    /// Whether no field is named.
    var isEmpty: Bool { assignments.isEmpty && removals.isEmpty }

    /// The edits, read by the fields `schema` declares: an undeclared name is a usage error
    /// that names the closest declared field; a value its field cannot hold is an invalid value.
    func edits(schema: TaskSchema, context: CommandContext) throws -> [FieldEdit] {
        let input = FieldInput(now: context.now, zone: context.zone)
        var edits: [FieldEdit] = []
        for assignment in assignments {
            let field = try Self.field(assignment.name, in: schema)
            do {
                edits.append(FieldEdit(field, .set(try input.value(assignment.value, as: field.kind))))
            } catch {
                throw UserFieldError.invalidValue(
                    field: field.name, value: assignment.value, expected: UserFieldError.expected(field.kind))
            }
        }
        for name in removals { edits.append(FieldEdit(try Self.field(name, in: schema), .clear)) }
        return edits
    }

    private static func field(_ name: String, in schema: TaskSchema) throws(UserFieldError) -> TaskField {
        if let field = schema.userField(named: name) { return field }
        let names = schema.userFields.map(\.name)
        throw .undeclared(name: name, suggestion: Suggestion.closest(to: name, among: names))
    }
}

/// A `--set` or `--unset` the store's fields refuse.
enum UserFieldError: Error, Equatable {
    /// No field of this name is declared: a usage error.
    case undeclared(name: String, suggestion: String?)
    /// The value cannot be read as the field's type: an invalid value.
    case invalidValue(field: String, value: String, expected: String)

    /// What a field of `kind` takes, in words.
    static func expected(_ kind: FieldKind) -> String {
        switch kind {
        case .number: return "a number such as 2 or -1.5"
        case .date: return "a date as 'todo help dates' reads it"
        case .choice(let values, _): return "one of " + values.joined(by: ", ")
        default: return "text"
        }
    }
}
