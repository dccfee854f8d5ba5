extension Collection where Element: StringProtocol {
    /// The words joined by single spaces, as `joined(separator: " ")` joins them. The standard
    /// library's `joined` is not specialized for these types in a release build, and looks up
    /// their associated types at run time on every call: reading one sentence called it some
    /// twenty times, 220,000 instructions of `add`'s 2 million.
    @inlinable public func spaced() -> String {
        joined(by: " ")
    }

    /// The words joined by `separator`, as `joined(separator:)` joins them, without its
    /// look-ups at run time (see `spaced()`): a choice field's values cost `add` 110,000
    /// instructions through the standard library's.
    @inlinable public func joined(by separator: String) -> String {
        var text = ""
        var isFirst = true
        for word in self {
            if !isFirst { text.append(separator) }
            text.append(contentsOf: String(word))
            isFirst = false
        }
        return text
    }
}
