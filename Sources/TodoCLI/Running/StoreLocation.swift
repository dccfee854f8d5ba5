/// Where the store lives: `--file`, else `$TODO_STORE`, else `$XDG_DATA_HOME/todo/todos.json`,
/// else `~/.local/share/todo/todos.json`. Empty variables count as unset, and a relative
/// `XDG_DATA_HOME` is ignored, as the XDG specification says.
enum StoreLocation {
    struct Unknown: Error {}

    static func path(file: String?, environment: [String: String]) throws(Unknown) -> String {
        if let file, !file.isEmpty { return file }
        if let store = environment["TODO_STORE"], !store.isEmpty { return store }
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            return data + "/todo/todos.json"
        }
        guard let home = environment["HOME"], !home.isEmpty else { throw Unknown() }
        return home + "/.local/share/todo/todos.json"
    }
}
