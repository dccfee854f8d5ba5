/// The two halves of a path the store needs: the folder that holds a file, and its name.
struct FilePath: Hashable, Sendable, CustomStringConvertible {
    let string: String

    init(_ string: String) {
        self.string = string
    }

    var description: String { string }

    /// The folder part, `.` for a bare name, `/` for a file at the root.
    var directory: FilePath {
        guard let slash = string.lastIndex(of: "/") else { return FilePath(".") }
        let head = string[..<slash]
        return FilePath(head.isEmpty ? "/" : String(head))
    }

    var lastComponent: String {
        guard let slash = string.lastIndex(of: "/") else { return string }
        return String(string[string.index(after: slash)...])
    }

    func appending(_ component: String) -> FilePath {
        FilePath(string.hasSuffix("/") ? string + component : string + "/" + component)
    }

    /// The same path with `suffix` added to its last component: `todos.json` → `todos.json.lock`.
    func addingSuffix(_ suffix: String) -> FilePath {
        FilePath(string + suffix)
    }
}
