/// A tag or project name that breaks the rule of `LabelName`.
public struct LabelNameError: Error, Equatable, Sendable {
    /// Whether a tag or a project was named.
    public let kind: LabelName.Kind
    /// The text given as the name.
    public let text: String
}
