/// What the user's config folder gives one run of `todo`: where the folder is, which context is
/// in force, and whether `--no-hooks` was given. Read from the environment and the global
/// options once; the files themselves (and `TODO_HOOKS`, `TODO_HOOK_TIMEOUT`, once there is a
/// hooks folder) are read only when a command asks. A class, so that the context of a command,
/// copied often, holds it by one reference.
final class UserConfig: Sendable {
    /// Which context a command is in.
    enum ContextChoice: Equatable, Sendable {
        /// The one the contexts file has in use, if any.
        case inUse
        /// None: `--no-context` or `TODO_CONTEXT=` (empty).
        case none
        /// The one `TODO_CONTEXT` names, whatever is in use.
        case named(String)
    }

    /// `$XDG_CONFIG_HOME/todo`, else `~/.config/todo`; nil when neither is an absolute path, so
    /// that nothing is ever looked for in the current folder.
    let folder: String?
    let context: ContextChoice
    /// `--no-hooks`: no hook runs, whatever `TODO_HOOKS` says.
    let noHooks: Bool

    /// No folder: no context, no hooks (what in-process tests get unless they ask).
    static let none = UserConfig()

    private init() {
        (folder, context, noHooks) = (nil, .none, false)
    }

    init(_ environment: Environment, noContext: Bool, noHooks: Bool) {
        folder = Self.folder(environment)
        if noContext {
            context = .none
        } else if let name = environment["TODO_CONTEXT"] {
            context = name.isEmpty ? .none : .named(name)
        } else {
            context = .inUse
        }
        self.noHooks = noHooks
    }

    /// The config folder of `todo`: `$XDG_CONFIG_HOME/todo`, else `$HOME/.config/todo`, each
    /// only when absolute.
    static func folder(_ environment: Environment) -> String? {
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") { return config + "/todo" }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return home + "/.config/todo"
    }
}
