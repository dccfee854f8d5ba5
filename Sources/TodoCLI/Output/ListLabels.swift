import TodoCore

/// A task's tags and project as `list` shows them after its title: `+errand +shop [home.garden]`.
/// Like the title, written from the store's bytes; nothing is kept per tag.
struct ListLabels {
    let tags: TextSpan?
    let project: TextSpan?
    /// Columns the labels take as shown.
    let width: Int

    /// The labels of `task`, or nil when it has no tag and no project. Printable tags laid out
    /// as the store writes them, and a printable project, are measured without reading their
    /// bytes, which lie far from the title in the file and would each cost a miss of the caches.
    init?(_ task: TaskSummary, in summaries: borrowing TaskSummaries) {
        guard task.tags != nil || task.project != nil else { return nil }
        tags = task.tags
        project = task.project
        var width = 0
        if let tags {
            let count = Int(task.compactTagCount)
            if tags.isPrintableASCII && count > 0 {
                // `"a","b"` is shown `+a +b`: one column less per tag.
                width = tags.count - count
            } else {
                summaries.forEachTag(tags) { tag in
                    width += (width > 0 ? 1 : 0) + 1 + ListText(tag, in: summaries).width
                }
            }
        }
        if let project {
            let projectWidth =
                project.isPrintableASCII ? project.count : ListText(project, in: summaries).width
            width += (width > 0 ? 1 : 0) + 2 + projectWidth
        }
        self.width = width
    }

    /// Appends the labels as shown, in UTF-8.
    func appendShown(in summaries: TaskSummaries, to output: inout OutputBytes) {
        var first = true
        if let tags {
            summaries.forEachTag(tags) { tag in
                output.append(static: first ? "+" : " +")
                ListText(tag, in: summaries).appendShown(in: summaries, to: &output)
                first = false
            }
        }
        if let project {
            output.append(static: first ? "[" : " [")
            ListText(project, in: summaries).appendShown(in: summaries, to: &output)
            output.append(static: "]")
        }
    }

    /// The labels as shown, as a String.
    func shown(in summaries: TaskSummaries) -> String {
        var text = OutputBytes(capacity: width * 4 + 16)
        appendShown(in: summaries, to: &text)
        return text.withBytes { String(decoding: $0, as: UTF8.self) }
    }
}
