import TodoCore

/// Where a row of `list` stands in the tree of subtasks: indented two columns a level (at most
/// `deepestIndent` levels), `↳3 ` before the title of a subtask listed away from its parent
/// (task 3, in another section), and ` 2/5` after the title of a task with subtasks (two of
/// five done). A flat list (a filter) shows none of them.
struct RowNesting {
    var depth = 0
    /// The parent's id, shown when the subtask is not under its parent.
    var parentShown: Int?
    var progress: (done: Int, total: Int)?
    /// Whether its subtasks are folded away (in the ui): ` ▸` after the count.
    var isFolded = false

    /// Nothing: a row of a flat list.
    static let flat = RowNesting()
    /// Deeper subtasks are indented as deep as this.
    static let deepestIndent = 4
    private static let hintMark: StaticString = "↳"
    private static let foldedMark: StaticString = " ▸"

    /// The nesting of `task` at its place in the tree.
    init<Task: NestableTask>(_ task: Task, place: TreePlace) {
        depth = place.depth
        if depth == 0 { parentShown = task.parent }
        if place.progress.total > 0 { progress = (Int(place.progress.done), Int(place.progress.total)) }
    }

    init() {}

    /// Columns before the title: the indent and the parent's id.
    var prefixWidth: Int {
        2 * min(depth, Self.deepestIndent) + (parentShown.map { 1 + $0.decimalDigits + 1 } ?? 0)
    }

    /// Columns after the title: ` 2/5`, and ` ▸` when folded.
    var suffixWidth: Int {
        (progress.map { 2 + $0.done.decimalDigits + $0.total.decimalDigits } ?? 0) + (isFolded ? 2 : 0)
    }

    func appendPrefix(to output: inout OutputBytes) {
        output.appendSpaces(2 * min(depth, Self.deepestIndent))
        guard let parentShown else { return }
        output.append(static: Self.hintMark)
        output.append(decimal: parentShown)
        output.append(0x20)
    }

    func appendSuffix(to output: inout OutputBytes) {
        if let progress {
            output.append(0x20)
            output.append(decimal: progress.done)
            output.append(0x2F)
            output.append(decimal: progress.total)
        }
        if isFolded { output.append(static: Self.foldedMark) }
    }

    var prefix: String {
        var output = OutputBytes(capacity: 32)
        appendPrefix(to: &output)
        return output.withBytes { String(decoding: $0, as: UTF8.self) }
    }

    var suffix: String {
        var output = OutputBytes(capacity: 32)
        appendSuffix(to: &output)
        return output.withBytes { String(decoding: $0, as: UTF8.self) }
    }
}
