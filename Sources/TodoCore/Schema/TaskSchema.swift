/// A task's fields: the built-in ones, in the order `--json` writes them, then the user's own
/// (`todo field add`), in the order they were declared. What walks a task's fields walks these.
///
/// Making one costs nothing for the built-in fields: they are made once, when first walked, so
/// that a command that never looks at a field (`list` without a filter) never makes them.
public struct TaskSchema: Sendable {
    /// The user's own fields, as declared.
    public let declarations: [FieldDeclaration]
    /// The user's own fields.
    public let userFields: [TaskField]

    /// The built-in fields and those `declarations` add.
    public init(declarations: [FieldDeclaration] = []) {
        self.declarations = declarations
        userFields = declarations.map(TaskField.init)
    }

    /// Every field, built-in ones first.
    public var fields: [TaskField] {
        userFields.isEmpty ? Self.builtIn : Self.builtIn + userFields
    }

    /// The fields every task has, in `--json`'s order.
    public static let builtIn: [TaskField] = [
        .title, .description, .deadline, .location, .address, .createdAt, .completedAt, .modifiedAt, .tags,
        .project, .priority, .remindBefore, .remindAt, .remindedAt, .recurrence, .occurrenceOf, .parent,
        .notes, .wait, .waiting, .blockedBy, .blocked,
    ]

    /// The schema with the built-in fields alone.
    public static let standard = TaskSchema()

    /// Names a field of one's own may not take: the built-in fields, their options and the
    /// filter words, and those the next features will use.
    public static let reservedNames: Set<String> = [
        "id", "uuid", "title", "description", "desc", "deadline", "due", "location", "loc", "address",
        "addr", "tag", "tags", "project", "pro", "priority", "pri", "remind", "reminder", "remindbefore",
        "remindat", "remindedat", "wait", "waiting", "every", "until", "recurrence", "parent", "blocked",
        "blockedby", "depends", "ready", "state", "is", "created", "createdat", "completed", "completedat",
        "modified", "modifiedat", "fields", "field", "notes", "note", "urgency", "status", "context",
        "occurrenceof", "repeating", "none", "any", "all", "pending", "overdue",
    ]

    /// The field named `name`, built-in or one's own.
    public func field(named name: String) -> TaskField? {
        userField(named: name) ?? Self.builtIn.first { $0.name == name }
    }

    /// The user's field named `name`.
    public func userField(named name: String) -> TaskField? {
        userFields.first { $0.name == name }
    }

    /// The fields `add` and `edit` set by options of their own.
    public var optionFields: [TaskField] {
        fields.filter { $0.options != nil }
    }

}
