/// How a todo.txt line carries one field: each field's declaration holds one
/// (`TaskField.todoTxt`), and the writer and the reader walk the schema's fields through them
/// instead of naming the fields. A field one `key:value` word holds is `keyValue(_:order:value:)`;
/// the marks at the start of a line (`x DATE`, `(A)`, the creation date), `+project`, `@context`
/// and the location have carriages of their own.
struct TodoTxtCarriage: Sendable {
    /// The `key:value` keys it writes and reads.
    let keys: [String]
    /// Where its words stand in their part of the line (`TodoTxtLineWriter`), smaller first.
    /// The reader lets the fields take their words the other way round, so that a location's
    /// `@Name` is gone before the tags take the contexts.
    let order: Int
    /// Writes its words.
    let write: @Sendable (TaskField, TodoTask, inout TodoTxtLineWriter) -> Void
    /// Takes its words from the line into a record.
    let read: @Sendable (TaskField, inout TodoTxtLineReader, inout ImportedTask) -> Void
    /// Makes up, for a task the store has, for what the line cannot say; nil for nothing.
    let reconcile: ImportReconciliation.Rule?

    /// Where the task's `uuid:` stands among the `key:value` words: after the priority's `pri:`,
    /// before the location's `loc:`.
    static let uuidOrder = 35
    /// After the built-in fields' words: a field of one's own.
    static let userFieldOrder = 100

    /// The field is one word `key:value`, the value as `value` says; without one, it has none.
    static func keyValue(_ key: String, order: Int, value: TodoTxtValue) -> TodoTxtCarriage {
        TodoTxtCarriage(
            keys: [key], order: order,
            write: { field, task, line in
                guard let held = field.value(in: task), let text = value.write(held, line.context) else {
                    return
                }
                line.keys.append(key + ":" + text)
            },
            read: { field, line, record in
                let context = line.context
                record.set(line.take(key) { value.read($0, context) }, of: field)
            },
            reconcile: nil)
    }

    /// A field another field's carriage holds (the address, in the location), or one a line
    /// cannot say; `reconcile` makes up for it on import.
    static func none(reconcile: ImportReconciliation.Rule? = nil) -> TodoTxtCarriage {
        TodoTxtCarriage(keys: [], order: 0, write: { _, _, _ in }, read: { _, _, _ in }, reconcile: reconcile)
    }

    /// A field of one's own: `energy:high`, when the value is one word (no white space, no colon,
    /// no control character); a number as its text, a date as `2026-12-01` when it is the end of
    /// a local day, else `20261201T153000Z`. A word whose value does not fit the field stays in
    /// the title. A value that cannot be one word, or a field named as one of todo.txt's own keys
    /// (`due`, `duetime`…), is not written; an import of a task the store has keeps it.
    static func userField(_ declaration: FieldDeclaration) -> TodoTxtCarriage {
        let value = TodoTxtValue.userField(declaration.kind)
        let isOwnKey = ownKeys.contains(declaration.name)
        let keptFromStore: ImportReconciliation.Rule = { field, stored, record, context in
            guard field.value(in: record.values) == nil, let held = field.value(in: stored),
                isOwnKey || value.write(held, context) == nil
            else { return }
            record.set(held, of: field)
        }
        guard !isOwnKey else { return none(reconcile: keptFromStore) }
        let carriage = keyValue(declaration.name, order: userFieldOrder, value: value)
        return TodoTxtCarriage(
            keys: carriage.keys, order: carriage.order, write: carriage.write, read: carriage.read,
            reconcile: keptFromStore)
    }

    /// The keys todo.txt's own fields take, and `uuid:`.
    static let ownKeys = Set(["uuid"] + TaskSchema.builtIn.flatMap(\.todoTxt.keys))
}

extension TaskSchema {
    /// The fields in the order of their words (`TodoTxtCarriage.order`), the user's own in the
    /// order they were declared.
    var todoTxtFields: [TaskField] {
        fields.enumerated()
            .sorted { ($0.element.todoTxt.order, $0.offset) < ($1.element.todoTxt.order, $1.offset) }
            .map(\.element)
    }
}
