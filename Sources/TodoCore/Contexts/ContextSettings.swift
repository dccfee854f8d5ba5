/// The contexts a person has defined (`todo context define`), each a name and the filter words
/// `list` takes, and the one in use, if any: what the contexts file holds.
public struct ContextSettings: Equatable, Sendable {
    /// The version of the file this `todo` writes; a newer one is refused, never overwritten.
    public static let version = 1

    /// The context in use, or nil when none is.
    public private(set) var current: String?
    /// Each context's filter words, by name.
    public private(set) var filters: [String: [String]]

    /// Contexts as given.
    public init(current: String? = nil, filters: [String: [String]] = [:]) {
        self.current = current
        self.filters = filters
    }

    /// The names of the contexts, sorted.
    public var names: [String] { filters.keys.sorted() }

    /// Whether `name` may name a context: a tag's rule, a letter then letters, digits, `-`,
    /// `_` or `.`, at most 64 characters.
    public static func isValidName(_ name: String) -> Bool {
        name.count <= 64 && LabelName.isValid(name[...])
    }

    /// The filter words of the context `name`.
    public func words(of name: String) throws(ContextError) -> [String] {
        guard let words = filters[name] else { throw .undefined(name: name, defined: names) }
        return words
    }

    /// Defines the context `name` with the filter `words`, or defines it anew; returns whether
    /// it was defined before.
    @discardableResult
    public mutating func define(_ name: String, words: [String]) throws(ContextError) -> Bool {
        guard Self.isValidName(name) else { throw .invalidName(name) }
        guard !words.isEmpty else { throw .noFilter(name: name) }
        return filters.updateValue(words, forKey: name) != nil
    }

    /// Puts the context `name` in use.
    public mutating func use(_ name: String) throws(ContextError) {
        _ = try words(of: name)
        current = name
    }

    /// Puts no context in use.
    public mutating func turnOff() {
        current = nil
    }

    /// Forgets the context `name`; when it was in use, none is any more.
    public mutating func remove(_ name: String) throws(ContextError) {
        _ = try words(of: name)
        filters[name] = nil
        if current == name { current = nil }
    }
}
