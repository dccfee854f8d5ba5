/// The URL of a CalDAV collection, taken apart: where requests go, and how the hrefs the server
/// names items by become URLs.
public struct CollectionURL: Sendable, Equatable {
    /// The URL with a slash at the end of its path: `https://dav.example.com/alice/tasks/`.
    public let string: String
    /// `https://dav.example.com` (with a port if given).
    let origin: String
    /// `/alice/tasks/`.
    let path: String
    /// `dav.example.com`: what `~/.netrc` names the machine by.
    public let host: String

    /// The URL in `text`, or an error that says what is wrong with it. Only `http` and `https`,
    /// without a user, query or fragment.
    public init(_ text: String) throws(SyncError) {
        let lower = text.lowercased()
        guard let scheme = ["https://", "http://"].first(where: { lower.hasPrefix($0) }) else {
            throw .invalidURL(text, problem: "it must start with https:// (or http://)")
        }
        guard !text.unicodeScalars.contains(where: { $0.value <= 0x20 || $0.value == 0x7F }) else {
            throw .invalidURL(text, problem: "it holds spaces or control characters")
        }
        let rest = text.dropFirst(scheme.count)
        let slash = rest.firstIndex(of: "/") ?? rest.endIndex
        let authority = String(rest[..<slash])
        var path = String(rest[slash...])
        guard !authority.isEmpty else { throw .invalidURL(text, problem: "it names no server") }
        guard !authority.contains("@") else {
            throw .invalidURL(text, problem: "give the user with --user, not in the URL")
        }
        guard !path.contains("?"), !path.contains("#") else {
            throw .invalidURL(text, problem: "a collection's URL has no query or fragment")
        }
        if !path.hasSuffix("/") { path += "/" }
        origin = String(text.prefix(scheme.count)).lowercased() + authority
        self.path = path
        string = origin + path
        host = Self.host(of: authority)
    }

    /// The URL of an item the server names by `href` (a path, or a whole URL).
    func url(for href: String) -> String {
        if Self.schemeLength(of: href) != nil { return href }
        if href.hasPrefix("/") { return origin + href }
        return string + href
    }

    /// The href of a new item named `name` in the collection.
    func href(forNewItem name: String) -> String {
        path + name
    }

    /// An href as sync compares them: a path, percent-escapes decoded. A whole URL counts by
    /// its path, even with its `:` escaped (`http%3A//host/alice/tasks/`, as Xandikos 0.2
    /// writes the href of a collection it does not have).
    static func key(_ href: String) -> String {
        let decoded = PercentEncoding.decoded(Substring(href))
        guard let schemeLength = schemeLength(of: decoded) else { return decoded }
        let rest = decoded.utf8.dropFirst(schemeLength)
        return String(Substring(rest[(rest.firstIndex(of: 0x2F) ?? rest.endIndex)...]))
    }

    /// The length of the `http://` or `https://` (in any case) `text` starts with; nil when it
    /// starts with neither.
    private static func schemeLength(of text: String) -> Int? {
        for scheme in ["https://", "http://"] {
            let utf8 = text.utf8
            guard utf8.count >= scheme.utf8.count else { continue }
            let lowered = utf8.prefix(scheme.utf8.count).lazy.map {
                $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0
            }
            if lowered.elementsEqual(scheme.utf8) { return scheme.utf8.count }
        }
        return nil
    }

    /// Whether two hrefs (or URLs) name the same resource: the same path, whether or not one
    /// of them ends with a slash.
    static func sameResource(_ one: String, _ other: String) -> Bool {
        let first = key(one)
        let second = key(other)
        return first == second || isSlashMore(second, than: first) || isSlashMore(first, than: second)
    }

    /// Whether `longer` is `shorter` and a slash.
    private static func isSlashMore(_ longer: String, than shorter: String) -> Bool {
        longer.utf8.last == 0x2F && longer.dropLast() == shorter
    }

    /// Whether `href` names the collection itself.
    func names(_ href: String) -> Bool {
        Self.sameResource(href, path)
    }

    /// Whether `href` names the collection itself or a collection in it, rather than an item.
    func isCollection(_ href: String) -> Bool {
        names(href) || Self.key(href).hasSuffix("/")
    }

    private static func host(of authority: String) -> String {
        if authority.hasPrefix("["), let close = authority.firstIndex(of: "]") {
            return String(authority[authority.index(after: authority.startIndex)..<close])
        }
        return String(authority.split(separator: ":", maxSplits: 1).first ?? Substring(authority))
            .lowercased()
    }
}
