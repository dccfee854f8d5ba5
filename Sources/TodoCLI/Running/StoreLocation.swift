/// Where the store lives: `--file`, else `$TODO_STORE`, else `$XDG_DATA_HOME/todo/todos.json`,
/// else `~/.local/share/todo/todos.json`. Empty variables count as unset, and a relative
/// `XDG_DATA_HOME` is ignored, as the XDG specification says.
enum StoreLocation {
    struct Unknown: Error {}

    /// Which of the rules above chose the store.
    enum Source: String {
        case file = "--file"
        case environment = "TODO_STORE"
        case dataHome = "XDG_DATA_HOME"
        case home = "HOME"
    }

    static func path(file: String?, environment: Environment) throws(Unknown) -> String {
        try resolve(file: file, environment: environment).path
    }

    static func resolve(file: String?, environment: Environment) throws(Unknown) -> (
        path: String, source: Source
    ) {
        if let file, !file.isEmpty { return (file, .file) }
        if let store = environment["TODO_STORE"], !store.isEmpty { return (store, .environment) }
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            return (data + "/todo/todos.json", .dataHome)
        }
        guard let home = environment["HOME"], !home.isEmpty else { throw Unknown() }
        return (home + "/.local/share/todo/todos.json", .home)
    }
}
