import TodoCore

/// What `tags` and `projects` print: each name and its count of open tasks, aligned; with
/// `--json`, an object of counts.
enum LabelCountsView {
    static func write(_ entries: [LabelCounts.Entry], ifNone: String, context: CommandContext) {
        if context.json {
            CountsJSON.write(entries.map { ($0.name, $0.count) }, to: context.output)
            return
        }
        guard !entries.isEmpty else {
            context.output.writeLine(ifNone)
            return
        }
        let names = entries.map { TerminalText.escaped($0.name) }
        let nameWidth = names.map(TerminalText.width).max() ?? 0
        let countWidth = entries.map { String($0.count).count }.max() ?? 0
        for (name, entry) in zip(names, entries) {
            let count = String(entry.count)
            let gap = nameWidth - TerminalText.width(name) + countWidth - count.count + 2
            context.output.writeLine(name + String(repeating: " ", count: gap) + count)
        }
    }
}
