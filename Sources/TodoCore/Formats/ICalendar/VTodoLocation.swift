extension ICalendarCarriage {
    /// The location: `LOCATION:Name\nAddress` (the name alone without an address). Read from
    /// LOCATION, whose first line is the name and the rest the address; without one, from Apple's
    /// structured location (its `X-TITLE` and `X-ADDRESS`), in the VTODO or in an alarm.
    static let location = ICalendarCarriage(
        order: 50,
        write: { _, task, writer, bytes in
            guard let location = task.location else { return }
            writer.text("LOCATION", VTodoLocation.text(of: location), to: &bytes)
        },
        read: { _, todo, _, record in
            record.location = VTodoLocation.location(of: todo)
        },
        patch: { _, writer, todo in
            guard writer.current.location != writer.task.location else { return }
            writer.set(
                "LOCATION",
                writer.task.location.map { ICalendarProperty("LOCATION", text: VTodoLocation.text(of: $0)) },
                in: &todo)
        })
}

/// A location as a VTODO holds it.
enum VTodoLocation {
    /// `Name`, or `Name` and the address on the next line.
    static func text(of location: Location) -> String {
        location.address.map { location.name + "\n" + $0 } ?? location.name
    }

    /// LOCATION's first line is the name, the rest the address; without one, Apple's
    /// structured location.
    static func location(of todo: ICalendarComponent) -> Location? {
        if let text = todo.text("LOCATION"), let whole = text.trimmedQuickly.nonEmpty {
            guard let newline = text.utf8.firstIndex(of: 0x0A) else { return Location(name: whole) }
            let name = String(text[..<newline]).trimmedQuickly
            let address = String(text[text.utf8.index(after: newline)...]).trimmedQuickly.nonEmpty
            return Location(name: name.isEmpty ? address ?? whole : name, address: address)
        }
        let structured =
            todo["X-APPLE-STRUCTURED-LOCATION"]
            ?? todo.components(named: "VALARM").lazy.compactMap { $0["X-APPLE-STRUCTURED-LOCATION"] }.first
        guard let structured else { return nil }
        let address = structured.parameter("X-ADDRESS").map(appleLines)?.trimmed.nonEmpty
        guard let name = structured.parameter("X-TITLE").map(appleLines)?.trimmed.nonEmpty ?? address else {
            return nil
        }
        return Location(name: name, address: address)
    }

    /// Apple writes line breaks in parameter values as a literal `\n` (or `\\n`).
    private static func appleLines(_ text: String) -> String {
        text.replacing("\\\\n", with: "\n").replacing("\\n", with: "\n")
    }
}
