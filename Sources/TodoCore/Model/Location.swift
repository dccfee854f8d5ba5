/// Where a task happens: a name, and optionally an address that `show` links to a map.
public struct Location: Hashable, Sendable {
    /// What the place is called; never empty in a stored task.
    public var name: String
    /// A postal address, which `show` turns into a map link.
    public var address: String?

    /// A place; `TodoList` trims both and names a place by its address when the name is empty.
    public init(name: String, address: String? = nil) {
        self.name = name
        self.address = address
    }
}
