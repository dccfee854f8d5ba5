/// Where a task happens: a name, and optionally an address that `show` links to a map.
public struct Location: Hashable, Sendable {
    public var name: String
    public var address: String?

    public init(name: String, address: String? = nil) {
        self.name = name
        self.address = address
    }
}
