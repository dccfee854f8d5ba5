/// A task's tags and project, kept together because most tasks have neither.
struct TaskLabels: Hashable, Sendable {
    var tags: [String]
    var project: String?

    /// The labels, or nil when there are no tags and no project.
    init?(tags: [String], project: String?) {
        guard !tags.isEmpty || project != nil else { return nil }
        self.tags = tags
        self.project = project
    }
}
