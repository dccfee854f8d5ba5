import TodoCore

/// The only colours `todo` uses: overdue tasks red, completed tasks dim, an achieved goal
/// green (and today in `calendar`); in the charts of `stats`, bars cyan, ✓ green, ✗ red, days to
/// come dim (and days with nothing due in `agenda` and `calendar`); or none at all.
/// Nothing needs them to be read: marks, words and numbers say it all.
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

    /// The escape sequences that start and end the status of an achieved goal: green.
    var achievedCodes: (start: String, end: String) {
        colors ? ("\u{1B}[32m", "\u{1B}[0m") : ("", "")
    }

    /// A chart's bar: cyan.
    func bar(_ text: String) -> String { paint(text, "36") }
    /// ✓ and an achieved goal's bar: green.
    func achieved(_ text: String) -> String { paint(text, "32") }
    /// ✗: red.
    func missed(_ text: String) -> String { paint(text, "31") }
    /// Days to come: dim.
    func dim(_ text: String) -> String { paint(text, "2") }

    /// `text` in the colour of the SGR `code`; empty text left bare.
    private func paint(_ text: String, _ code: String) -> String {
        guard colors, !text.isEmpty else { return text }
        return "\u{1B}[" + code + "m" + text + "\u{1B}[0m"
    }
}
