extension ICalendarCarriage {
    /// The parent: `RELATED-TO;RELTYPE=PARENT:<the parent's UID>`, as Nextcloud Tasks and
    /// tasks.org write it. Read from the first `RELATED-TO` that names a parent: one with
    /// `RELTYPE=PARENT`, or with no RELTYPE, which RFC 5545 says is a parent too (`CHILD` and
    /// `SIBLING` are left alone). The UID is resolved to an id once the store has every task
    /// (`ImportedTask.parentUID`); the writer looks the parent's UID up in `FormatContext.tasks`.
    ///
    /// A patch leaves a `RELATED-TO` that names a task the store does not have (a parent kept
    /// elsewhere) as it is, unless the task now has a parent of its own here.
    static let parent = ICalendarCarriage(
        order: 110,
        write: { _, task, writer, bytes in
            guard let id = task.parent, var uid = writer.context.tasks.uuid(of: id) else { return }
            writer.start(parentName)
            uid.withUTF8 { ICalendarText.appendEscaped($0, to: &writer.line) }
            writer.finish(to: &bytes)
        },
        read: { _, todo, _, record in
            record.parentUID = parentRelation(in: todo)?.text.trimmedQuickly.nonEmpty
        },
        patch: { _, writer, todo in
            let tasks = writer.context.tasks
            let wanted = writer.task.parent.flatMap(tasks.uuid(of:))
            let held = writer.current.parentUID
            guard wanted != held else { return }
            if wanted == nil, held.map(tasks.isStored) != true { return }
            writer.setParent(wanted, in: &todo)
        })

    private static let parentName = Array("RELATED-TO;RELTYPE=PARENT".utf8)

    /// Whether `property` says its component's parent: `RELATED-TO` with `RELTYPE=PARENT` or none.
    static func isParentRelation(_ property: ICalendarProperty) -> Bool {
        guard property.isNamed("RELATED-TO") else { return false }
        guard let type = property.parameter("RELTYPE") else { return true }
        return ICalendarText.equalIgnoringASCIICase(type.trimmingASCIISpaces, "PARENT")
    }

    /// The first `RELATED-TO` of `todo` that names its parent.
    static func parentRelation(in todo: ICalendarComponent) -> ICalendarProperty? {
        todo.properties.first(where: isParentRelation)
    }
}

extension VTodoFieldWriter {
    /// Puts `RELATED-TO;RELTYPE=PARENT:uid` where the first relation to a parent was (or at the
    /// end), and takes away every other; nil takes them all away.
    fileprivate mutating func setParent(_ uid: String?, in todo: inout ICalendarComponent) {
        let property = uid.map {
            ICalendarProperty("RELATED-TO", parameters: [ICalendarParameter("RELTYPE", "PARENT")], text: $0)
        }
        replace(where: ICalendarCarriage.isParentRelation, with: property.map { [$0] } ?? [], in: &todo)
    }

    /// Puts `properties` where the first property `matches` was (or at the end, before any
    /// component), and takes away every property it matches.
    mutating func replace(
        where matches: (ICalendarProperty) -> Bool, with properties: [ICalendarProperty],
        in todo: inout ICalendarComponent
    ) {
        let old = todo.properties.filter(matches)
        guard old != properties else { return }
        let place = todo.properties.firstIndex(where: matches) ?? todo.properties.count
        let before = todo.properties[..<place].filter { !matches($0) }
        let after = todo.properties[place...].filter { !matches($0) }
        todo.properties = before + properties + after
        changed = true
    }
}
