extension TaskField {
    /// The field a declaration of one's own makes: kept in the task's `fields`, set with
    /// `--set NAME=VALUE`, cleared with `--unset NAME`. A date may lie in the past; text is trimmed.
    /// iCalendar carries it as `X-TODO-FIELD-NAME`, taskwarrior as the attribute NAME, todo.txt
    /// as a word `NAME:VALUE` (see each format's `userField`).
    convenience init(_ declaration: FieldDeclaration) {
        let name = declaration.name
        self.init(
            name: name, label: declaration.label, about: "one of your own fields", kind: declaration.kind,
            storage: .userFields, hint: Self.hint(for: declaration), isUserDefined: true,
            ics: .userField(declaration), taskwarrior: .userField(declaration),
            todoTxt: .userField(declaration),
            read: { $0.fields[name] },
            write: { task, value in task.fields[name] = value },
            check: { value, _, _ in
                guard case .text(let text) = value else { return value }
                return text.nonEmptyTrimmed.map(FieldValue.text)
            })
    }

    private static func hint(for declaration: FieldDeclaration) -> String? {
        switch declaration.type {
        case .text: return nil
        case .number: return "a number (2, -1.5)"
        case .date: return "as 'todo help dates' reads it; it may lie in the past"
        case .choice: return declaration.values.joined(by: ", ")
        }
    }
}
