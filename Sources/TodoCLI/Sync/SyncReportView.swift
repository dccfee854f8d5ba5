import TodoCore

/// What `todo sync` prints: a summary line, then a line per task it sent or received.
struct SyncReportView {
    let report: SyncReport
    let context: CommandContext

    func write() {
        if context.json { return writeJSON() }
        let collection = TerminalText.escaped(report.collection)
        let counts = summary()
        if report.events.isEmpty {
            context.output.writeLine(
                report.dryRun ? "Nothing to sync with \(collection)." : "Already in step with \(collection).")
        } else {
            let lead = report.dryRun ? "A sync with \(collection) would do" : "Synced with \(collection)"
            context.output.writeLine(lead + ": " + counts + ".")
        }
        let width = report.events.compactMap { $0.id.map { String($0).count } }.max() ?? 0
        for event in report.events { context.output.writeLine(SyncEventText.line(event, width: width)) }
        for item in report.unreadable {
            context.output.writeLine(
                "  ? unreadable " + TerminalText.escaped(item.href) + ": "
                    + TerminalText.escaped(item.problem)
                    + "; left as it is")
        }
        if report.dryRun && !report.events.isEmpty {
            context.output.writeLine("Nothing was changed (--dry-run).")
        }
    }

    private func count(_ actions: Set<SyncEvent.Action>) -> Int {
        report.events.filter { actions.contains($0.action) }.count
    }

    private var sent: Int { count([.sentAdded, .sentChanged, .sentDeleted, .restoredThere]) }
    private var received: Int { count([.receivedAdded, .receivedChanged, .receivedDeleted, .restoredHere]) }

    private func summary() -> String {
        var parts = ["\(sent) sent", "\(received) received"]
        let conflicts = count([.conflict])
        if conflicts > 0 { parts.append("\(conflicts) conflict\(conflicts == 1 ? "" : "s")") }
        let deferred = count([.deferred])
        if deferred > 0 { parts.append("\(deferred) deferred") }
        return parts.joined(by: ", ")
    }

    private func writeJSON() {
        var writer = JSONWriter()
        writer.raw("{")
        writer.key("collection")
        writer.string(report.collection)
        writer.raw(",")
        writer.key("dryRun")
        writer.bool(report.dryRun)
        for (name, value) in [
            ("sent", sent), ("received", received), ("conflicts", count([.conflict])),
            ("deferred", count([.deferred])),
        ] {
            writer.raw(",")
            writer.string(name)
            writer.raw(":")
            writer.int(value)
        }
        writer.raw(",")
        writer.key("events")
        writer.raw("[")
        for (index, event) in report.events.enumerated() {
            if index > 0 { writer.raw(",") }
            SyncEventText.write(event, to: &writer)
        }
        writer.raw("],")
        writer.key("unreadable")
        writer.raw("[")
        for (index, item) in report.unreadable.enumerated() {
            writer.raw(index == 0 ? "{" : ",{")
            writer.key("href")
            writer.string(item.href)
            writer.raw(",")
            writer.key("problem")
            writer.string(item.problem)
            writer.raw("}")
        }
        writer.raw("]}\n")
        context.output.write(bytes: writer.bytes)
    }
}
