/// Why a change to a day's goal was refused. Nothing was changed.
public enum GoalError: Error, Equatable, Sendable {
    /// The day has no goal to change.
    case noGoal(date: CivilDate)
    /// The day has a goal already, and `--replace` was not given.
    case alreadySet(date: CivilDate, title: String)
    /// The goal would have more than `DayGoal.taskLimit` tasks: `count` is how many it would have.
    case tooManyTasks(count: Int)
    /// A goal needs a title.
    case emptyTitle
    /// No earlier day had a goal.
    case nothingToCarry
    /// The most recent earlier goal, of `date`, was achieved: there is nothing to carry.
    case alreadyAchieved(date: CivilDate, title: String)
}
