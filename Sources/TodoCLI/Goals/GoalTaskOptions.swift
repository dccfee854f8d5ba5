import TodoCore

/// How goal commands read the tasks named for a goal: a word of digits is an id, anything else
/// a title.
enum GoalTaskOptions {
    static let task = Option(
        OptionSpec(
            "task", short: "t", value: "ID|TITLE",
            help: "a task of the goal: an id, or a title (an open task of that title, else a new task); "
                + "up to 3, repeatable")
    ) { word, _ in
        TaskIds.id(word[...]).map(GoalTaskChoice.id) ?? .title(word)
    }
    static let replace = OptionSpec("replace", help: "replace today's goal if it has one")

    /// `goal add` words: ids and ranges when every word is one, else the words are one title.
    static func choices(_ words: [String]) -> [GoalTaskChoice] {
        if let ids = try? TaskIds.parse(words) { return ids.map(GoalTaskChoice.id) }
        return [.title(words.joined(by: " "))]
    }

    /// The ids among `choices`: tasks that may be archived, for the store to read.
    static func ids(in choices: [GoalTaskChoice]) -> [Int] {
        choices.compactMap { choice in
            if case .id(let id) = choice { return id }
            return nil
        }
    }

    /// One line per task a goal command added to the list.
    static func report(added: [TodoTask], context: CommandContext) {
        for task in added {
            context.output.writeLine("Added task \(task.id): \(TerminalText.escaped(task.title))")
        }
    }
}
