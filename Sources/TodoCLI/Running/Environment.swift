/// The environment variables a run of `todo` sees: the real process's, each read when asked
/// for (a table of all of them would cost more than `todo --version` itself), or a fixed table,
/// as tests give.
public struct Environment: ExpressibleByDictionaryLiteral {
    private let lookup: (String) -> String?

    init(lookup: @escaping (String) -> String?) {
        self.lookup = lookup
    }

    public init(_ variables: [String: String]) {
        self.init(lookup: { variables[$0] })
    }

    public init(dictionaryLiteral elements: (String, String)...) {
        self.init(Dictionary(elements, uniquingKeysWith: { $1 }))
    }

    public subscript(name: String) -> String? { lookup(name) }
}
