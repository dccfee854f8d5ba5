import TodoCore

/// The options of tags, project and priority that `add` and `edit` share, declared once, and
/// how their values are read.
enum TaskLabelOptions {
    static let tag = OptionSpec(
        "tag", value: "NAME", values: .tag, help: "a tag (repeatable); a title word +NAME is one too")
    static let project = OptionSpec(
        "project", value: "NAME", values: .project, help: "the project; projects nest with dots (home.garden)"
    )
    static let priority = OptionSpec(
        // A literal: `TaskPriority.names` would be made at every start, `add`'s spec being read
        // by every command line (a test holds the two equal).
        "priority", value: "LEVEL", choices: ["high", "medium", "low"], help: "high, medium or low (h, m, l)")
    /// `edit` only.
    static let untag = OptionSpec("untag", value: "NAME", values: .tag, help: "remove a tag (repeatable)")
    static let noProject = OptionSpec("no-project", help: "take the task out of its project")
    static let noPriority = OptionSpec("no-priority", help: "remove the priority")

    /// The values of every `--tag`, each a name.
    static func tags(_ arguments: ParsedArguments) throws(LabelNameError) -> [String] {
        var tags: [String] = []
        for value in arguments.values(tag) { tags.append(try LabelName.validated(value, as: .tag)) }
        return tags
    }

    /// The value of `--project`, a name, if given.
    static func project(_ arguments: ParsedArguments) throws(LabelNameError) -> String? {
        try arguments.value(project).map { value throws(LabelNameError) in
            try LabelName.validated(value, as: .project)
        }
    }

    /// The value of `--priority`, if given.
    static func priority(_ arguments: ParsedArguments) throws(UsageError) -> TaskPriority? {
        guard let value = arguments.value(priority) else { return nil }
        guard let level = TaskPriority(word: value) else {
            throw .invalidChoice(option: "--priority", value: value, choices: TaskPriority.names)
        }
        return level
    }
}
