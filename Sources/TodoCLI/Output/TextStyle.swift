import TodoCore

/// The only colours `todo` uses: overdue tasks red, completed tasks dim; or none at all.
struct TextStyle {
    let colors: Bool

    func overdue(_ text: String) -> String {
        colors ? "\u{1B}[31m" + text + "\u{1B}[0m" : text
    }

    func completed(_ text: String) -> String {
        colors ? "\u{1B}[2m" + text + "\u{1B}[0m" : text
    }

    func forState(_ state: TaskState, _ text: String) -> String {
        switch state {
        case .overdue: return overdue(text)
        case .completed: return completed(text)
        case .pending: return text
        }
    }
}
