/// A word of `list`'s filter that names a filter but gives it a value it does not take.
public enum TaskFilterError: Error, Equatable, Sendable {
    /// `priority:`, `due:` or a choice field's filter with another word than one of `choices`.
    case invalidChoice(filter: String, value: String, choices: [String])
    /// `project:` with a value that is not a name.
    case invalidName(LabelNameError)
    /// A filter of one of the user's own fields (`estimate:`) with a value its field cannot
    /// hold: not a number, not a date.
    case invalidValue(filter: String, failure: FieldInput.Failure)
}
