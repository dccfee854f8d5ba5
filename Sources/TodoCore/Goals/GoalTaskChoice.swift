/// A task named for a goal on the command line: an existing task by id, or a new one by title.
public enum GoalTaskChoice: Hashable, Sendable {
    case id(Int)
    case title(String)
}
