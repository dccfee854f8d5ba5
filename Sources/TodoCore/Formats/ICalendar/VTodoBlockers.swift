extension ICalendarCarriage {
    /// The tasks a task waits on: `RELATED-TO;RELTYPE=DEPENDS-ON:<the task's UID>` each, as RFC
    /// 9253 says it, in the order of `blockedBy`. Read from every such `RELATED-TO`; the UIDs are
    /// resolved to ids once the store has every task (`ImportedTask.blockerUIDs`); the writer
    /// looks each UID up in `FormatContext.tasks`, and leaves out a task it does not know (one
    /// deleted since).
    ///
    /// A patch keeps the relations to tasks the store does not have (kept elsewhere) and
    /// rewrites those to its own.
    static let blockers = ICalendarCarriage(
        order: 112,
        write: { _, task, writer, bytes in
            for id in task.blockedBy {
                guard var uid = writer.context.tasks.uuid(of: id) else { continue }
                writer.start(dependsName)
                uid.withUTF8 { ICalendarText.appendEscaped($0, to: &writer.line) }
                writer.finish(to: &bytes)
            }
        },
        read: { _, todo, _, record in
            record.blockerUIDs = blockerUIDs(in: todo)
        },
        patch: { _, writer, todo in
            let tasks = writer.context.tasks
            let wanted = writer.task.blockedBy.compactMap(tasks.uuid(of:))
            let held = writer.current.blockerUIDs.filter(tasks.isStored)
            guard wanted != held else { return }
            let kept = todo.properties.filter { isDependency($0) && !tasks.isStored($0.text.trimmedQuickly) }
            let properties = wanted.map {
                ICalendarProperty(
                    "RELATED-TO", parameters: [ICalendarParameter("RELTYPE", "DEPENDS-ON")], text: $0)
            }
            writer.replace(where: isDependency, with: kept + properties, in: &todo)
        })

    private static let dependsName = Array("RELATED-TO;RELTYPE=DEPENDS-ON".utf8)

    /// Whether `property` names a task its component waits on: `RELATED-TO;RELTYPE=DEPENDS-ON`.
    static func isDependency(_ property: ICalendarProperty) -> Bool {
        guard property.isNamed("RELATED-TO"), let type = property.parameter("RELTYPE") else { return false }
        return ICalendarText.equalIgnoringASCIICase(type.trimmingASCIISpaces, "DEPENDS-ON")
    }

    /// The UIDs `todo` waits on, each once, in order.
    static func blockerUIDs(in todo: ICalendarComponent) -> [String] {
        var uids: [String] = []
        for property in todo.properties where isDependency(property) {
            guard let uid = property.text.trimmedQuickly.nonEmpty, !uids.contains(uid) else { continue }
            uids.append(uid)
        }
        return uids
    }
}
