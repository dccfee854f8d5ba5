import TodoCore

/// What `todo sync --status` prints: the collection, when the store last synced, and the
/// changes here the next sync sends.
struct SyncStatusView {
    let status: SyncStatus
    let config: SyncConfig
    let context: CommandContext

    func write() {
        if context.json { return writeJSON() }
        let user = config.user.map { " (user \(TerminalText.escaped($0)))" } ?? ""
        context.output.writeLine("Task list: " + TerminalText.escaped(config.url) + user)
        if let syncedAt = status.syncedAt {
            let relative = DateDisplay.relative(
                syncedAt, now: context.now, zone: context.zone, showsClock: true)
            context.output.writeLine(
                "Last synced: " + DateDisplay.absolute(syncedAt, now: context.now, zone: context.zone)
                    + " (\(relative)), \(status.recordCount) task\(status.recordCount == 1 ? "" : "s") in step"
            )
        } else {
            context.output.writeLine("Last synced: never")
        }
        guard !status.pending.isEmpty else { return context.output.writeLine("Nothing to send.") }
        let count = status.pending.count
        context.output.writeLine("To send: \(count) change\(count == 1 ? "" : "s") made here")
        let width = status.pending.compactMap { $0.id.map { String($0).count } }.max() ?? 0
        for event in status.pending { context.output.writeLine(SyncEventText.line(event, width: width)) }
    }

    private func writeJSON() {
        var writer = JSONWriter()
        writer.raw("{")
        writer.key("collection")
        writer.string(config.url)
        writer.raw(",")
        writer.key("user")
        writer.optionalString(config.user)
        writer.raw(",")
        writer.key("lastSync")
        writer.isoInstant(status.syncedAt)
        writer.raw(",")
        writer.key("inStep")
        writer.int(status.recordCount)
        writer.raw(",")
        writer.key("pending")
        writer.raw("[")
        for (index, event) in status.pending.enumerated() {
            if index > 0 { writer.raw(",") }
            SyncEventText.write(event, to: &writer)
        }
        writer.raw("]}\n")
        context.output.write(bytes: writer.bytes)
    }
}
