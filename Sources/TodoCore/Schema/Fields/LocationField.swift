extension TaskField {
    /// Where the task happens: a name, and an address (its own field, `address`, kept inside
    /// this one). A place entered without a name is named by its address.
    public static let location = TaskField(
        name: "location", label: "Location",
        about: "{\"name\": string, \"address\": string or null}, or null", kind: .place, storage: .always,
        options: FieldOptions(
            set: "location", short: "l", placeholder: "NAME", help: "where it happens", clear: "no-location",
            clearHelp: "remove the location and its address"),
        hint: "emptied, it removes the address too", ics: .location, taskwarrior: .location,
        todoTxt: .location,
        read: { $0.location.map(FieldValue.place) },
        write: { task, value in task.location = value?.place },
        check: { value, task, _ throws(TaskError) in
            guard let place = value.place else { return nil }
            // A name alone renames the place and keeps its address.
            let address = (place.address ?? task.location?.address)?.nonEmptyTrimmed
            guard let name = place.name.nonEmptyTrimmed ?? address else { throw .emptyLocationName }
            return .place(Location(name: name, address: address))
        })

    /// The location's address, which `show` links to a map. Setting one on a task without a
    /// location makes a location named by it.
    public static let address = TaskField(
        name: "address", label: "Address", about: "the location's address (inside \"location\")", kind: .text,
        storage: .part(of: "location"),
        options: FieldOptions(
            set: "address", short: "a", placeholder: "ADDRESS", help: "the location's address"),
        merge: .none, ics: .none, taskwarrior: .none(), todoTxt: .none(),
        read: { $0.location?.address.map(FieldValue.text) },
        write: { task, value in
            let address = value?.text?.nonEmptyTrimmed
            if let name = task.location?.name {
                task.location = Location(name: name, address: address)
            } else {
                task.location = address.map { Location(name: $0, address: $0) }
            }
        })
}
