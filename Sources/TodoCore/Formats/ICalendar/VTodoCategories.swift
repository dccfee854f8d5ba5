extension ICalendarCarriage {
    /// The tags: one `CATEGORIES` listing them, TEXT-escaped, separated by commas. Read from
    /// every CATEGORIES property, each name once.
    static let categories = ICalendarCarriage(
        order: 90,
        write: { _, task, writer, bytes in
            guard let property = categoriesProperty(task.tags) else { return }
            writer.property(property, to: &bytes)
        },
        read: { _, todo, _, record in
            let names = todo.properties(named: "CATEGORIES").flatMap { ICalendarText.unescapedList($0.value) }
            record.tags = TagList.normalized(names.map(\.trimmed).filter { !$0.isEmpty })
        },
        patch: { _, writer, todo in
            guard writer.current.tags != writer.task.tags else { return }
            writer.set("CATEGORIES", categoriesProperty(writer.task.tags), in: &todo)
        })

    private static func categoriesProperty(_ tags: [String]) -> ICalendarProperty? {
        guard !tags.isEmpty else { return nil }
        return ICalendarProperty("CATEGORIES", value: tags.map(ICalendarText.escaped).joined(by: ","))
    }
}
