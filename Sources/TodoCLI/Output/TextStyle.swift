import TodoCore

/// The only colours `todo` uses: overdue tasks red, completed tasks dim; or none at all.
struct TextStyle {
    let colors: Bool

    func forState(_ state: TaskState, _ text: String) -> String {
        let (start, end) = codes(for: state)
        return start + text + end
    }

    /// The escape sequences that start and end text of a task in `state` (empty without colours).
    func codes(for state: TaskState) -> (start: String, end: String) {
        guard colors else { return ("", "") }
        switch state {
        case .overdue: return ("\u{1B}[31m", "\u{1B}[0m")
        case .completed: return ("\u{1B}[2m", "\u{1B}[0m")
        case .pending: return ("", "")
        }
    }
}
