/// What the user's config folder gives one run of `todo`: where the folder is, which context is
/// in force, and whether hooks run. Read from the environment and the global options once; the
/// files themselves are read only when a command asks.
struct UserConfig {
    /// Which context a command is in.
    enum ContextChoice: Equatable {
        /// The one the contexts file has in use, if any.
        case inUse
        /// None: `--no-context` or `TODO_CONTEXT=` (empty).
        case none
        /// The one `TODO_CONTEXT` names, whatever is in use.
        case named(String)
    }

    /// `$XDG_CONFIG_HOME/todo`, else `~/.config/todo`; nil when neither is an absolute path, so
    /// that nothing is ever looked for in the current folder.
    var folder: String?
    var context = ContextChoice.none
    /// False with `--no-hooks` or `TODO_HOOKS=off`.
    var runsHooks = false
    /// How long a hook may run, in seconds (`TODO_HOOK_TIMEOUT`).
    var hookTimeoutSeconds = 10.0

    /// No folder: no context, no hooks (what in-process tests get unless they ask).
    static let none = UserConfig()

    init() {}

    init(_ environment: Environment, noContext: Bool, noHooks: Bool) throws(UsageError) {
        folder = Self.folder(environment)
        if noContext {
            context = .none
        } else if let name = environment["TODO_CONTEXT"] {
            context = name.isEmpty ? .none : .named(name)
        } else {
            context = .inUse
        }
        switch environment["TODO_HOOKS"] ?? "" {
        case "", "on": runsHooks = !noHooks
        case "off": runsHooks = false
        case let value: throw .invalidEnvironment(name: "TODO_HOOKS", value: value, expected: "on or off")
        }
        if let text = environment["TODO_HOOK_TIMEOUT"], !text.isEmpty {
            guard let seconds = Double(text), seconds > 0, seconds <= 3600 else {
                throw .invalidEnvironment(
                    name: "TODO_HOOK_TIMEOUT", value: text,
                    expected: "a number of seconds above 0, at most 3600")
            }
            hookTimeoutSeconds = seconds
        }
    }

    /// The config folder of `todo`: `$XDG_CONFIG_HOME/todo`, else `$HOME/.config/todo`, each
    /// only when absolute.
    static func folder(_ environment: Environment) -> String? {
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") { return config + "/todo" }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return home + "/.config/todo"
    }
}
