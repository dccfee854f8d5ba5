import TodoCore

extension ErrorReport {
    /// The refusals of subtasks and notes: an unknown parent (exit 4), a parent that would make
    /// a circle, a task with open subtasks, an empty note (exit 3).
    static func subtaskMessage(_ error: TaskError) -> String {
        switch error {
        case .parentNotFound(let id):
            return "there is no task \(id) to be the parent; 'todo list' shows the ids"
        case .parentCycle(let id, let parent) where id == parent:
            return "task \(id) cannot be a subtask of itself"
        case .parentCycle(let id, let parent):
            return "task \(id) cannot be a subtask of task \(parent), which is one of its own subtasks"
        case .openSubtasks(let id, let subtasks, let deleting):
            let which = "task \(id) has open subtasks: \(TaskIds.listed(subtasks))"
            return deleting
                ? which + "; 'todo delete \(id) --with-subtasks' deletes them too"
                : which + "; complete them first, or 'todo complete \(id) --with-subtasks' completes them too"
        case .emptyNote:
            return "a note needs some text"
        default:
            return ""
        }
    }
}
