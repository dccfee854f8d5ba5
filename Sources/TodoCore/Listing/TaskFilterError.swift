/// A word of `list`'s filter that names a filter but gives it a value it does not take.
public enum TaskFilterError: Error, Equatable, Sendable {
    /// `priority:` or `due:` with another word than one of `choices`.
    case invalidChoice(filter: String, value: String, choices: [String])
    /// `project:` with a value that is not a name.
    case invalidName(LabelNameError)
}
