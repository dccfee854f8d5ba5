import TodoCore

/// What `/` narrows the lists to: tasks whose title or location contains the text, ignoring case.
struct TextFilter: Equatable {
    let text: String
    private let needle: String

    init(_ text: String) {
        self.text = text
        needle = text.trimmingSpaces.lowercased()
    }

    var isEmpty: Bool { needle.isEmpty }

    func matches(_ task: TaskSummary, in summaries: TaskSummaries) -> Bool {
        if summaries.string(task.title).lowercased().contains(needle) { return true }
        guard let place = task.locationName else { return false }
        return summaries.string(place).lowercased().contains(needle)
    }
}

extension String {
    /// The text without spaces at either end.
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
