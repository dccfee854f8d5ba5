#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The hooks one change runs: the executable files `on-add`, `on-modify` and `on-change` in the
/// `hooks` folder of the user's config folder, and nowhere else (never the current folder or
/// the store's). A hook runs only if it is a regular file owned by the user (or root) and not
/// writable by group or others, in a folder that is the same; otherwise `todo` warns and runs
/// none of it. Finding none costs one `stat` of the folder.
struct Hooks {
    /// When a hook runs.
    enum Event: String, CaseIterable {
        /// Before a task is added: it may change the task or refuse it.
        case add = "on-add"
        /// Before a task is changed: it may change the change or refuse it.
        case modify = "on-modify"
        /// After every change, once the store is unlocked.
        case change = "on-change"
    }

    /// The paths of the hooks found, one for each event: no dictionary, whose type would be one
    /// more for the runtime to make on a change.
    private var onAdd: String?
    private var onModify: String?
    private var onChange: String?
    /// How long each may run, in seconds.
    var timeLimit = 10.0

    /// No hooks.
    static let none = Hooks()

    /// Whether there is no hook at all.
    var isEmpty: Bool { !runsBefore && onChange == nil }

    /// The path of the hook for `event`, if there is one.
    subscript(event: Event) -> String? {
        get {
            switch event {
            case .add: onAdd
            case .modify: onModify
            case .change: onChange
            }
        }
        set {
            switch event {
            case .add: onAdd = newValue
            case .modify: onModify = newValue
            case .change: onChange = newValue
            }
        }
    }

    /// Whether a hook runs before a change (`on-add`, `on-modify`).
    var runsBefore: Bool { onAdd != nil || onModify != nil }

    /// The hooks of `config`, each warning (a hook not run, and why) passed to `warn`.
    /// `TODO_HOOKS` and `TODO_HOOK_TIMEOUT` are read once there is a hooks folder.
    static func find(
        _ config: UserConfig, environment: Environment, warn: (String) -> Void
    ) throws(UsageError) -> Hooks {
        guard !config.noHooks, let folder = config.folder.map({ $0 + "/hooks" }) else { return .none }
        var info = stat()
        guard stat(folder, &info) == 0 else { return .none }
        switch environment["TODO_HOOKS"] ?? "" {
        case "", "on": break
        case "off": return .none
        case let value: throw .invalidEnvironment(name: "TODO_HOOKS", value: value, expected: "on or off")
        }
        if let problem = problem(with: info, folder: true) {
            warn("the hooks folder \(folder) \(problem): no hook runs")
            return .none
        }
        var hooks = Hooks()
        hooks.timeLimit = try timeLimit(environment)
        hooks[.add] = hook(.add, in: folder, warn: warn)
        hooks[.modify] = hook(.modify, in: folder, warn: warn)
        hooks[.change] = hook(.change, in: folder, warn: warn)
        return hooks
    }

    /// The path of the hook for `event` in `folder` if it may run; a warning if it is there but
    /// may not.
    private static func hook(_ event: Event, in folder: String, warn: (String) -> Void) -> String? {
        let path = folder + "/" + event.rawValue
        var info = stat()
        guard stat(path, &info) == 0 else {
            if errno != ENOENT { warn("hook \(path) cannot be read: not run") }
            return nil
        }
        if let problem = problem(with: info, folder: false) {
            warn("hook \(path) \(problem): not run")
            return nil
        }
        return path
    }

    /// `TODO_HOOK_TIMEOUT`, else 10 seconds.
    private static func timeLimit(_ environment: Environment) throws(UsageError) -> Double {
        guard let text = environment["TODO_HOOK_TIMEOUT"], !text.isEmpty else { return 10 }
        guard let seconds = Double(text), seconds > 0, seconds <= 3600 else {
            throw .invalidEnvironment(
                name: "TODO_HOOK_TIMEOUT", value: text, expected: "a number of seconds above 0, at most 3600")
        }
        return seconds
    }

    /// What keeps a hook (or its folder) from running, or nil when nothing does.
    private static func problem(with info: stat, folder: Bool) -> String? {
        let kind = info.st_mode & S_IFMT
        if folder ? kind != S_IFDIR : kind != S_IFREG {
            return folder ? "is not a folder" : "is not a regular file"
        }
        if info.st_uid != getuid() && info.st_uid != 0 { return "is owned by another user" }
        if info.st_mode & (S_IWGRP | S_IWOTH) != 0 {
            return "is writable by group or others (chmod go-w to run " + (folder ? "its hooks)" : "it)")
        }
        if !folder && info.st_mode & S_IXUSR == 0 { return "is not executable (chmod u+x to run it)" }
        return nil
    }
}
