/// The options every command takes, before or after the command name.
enum GlobalOptions {
    /// When output is coloured.
    enum ColorChoice: String, CaseIterable, Sendable {
        case auto, always, never
    }

    static let file = Option(
        text: OptionSpec(
            "file", value: "PATH", values: .path,
            help: "the store to use (default: $TODO_STORE, then $XDG_DATA_HOME/todo/todos.json)"))
    static let json = OptionSpec("json", help: "machine-readable output on stdout; errors as JSON on stderr")
    static let color = Option(
        OptionSpec(
            "color", aliases: ["colour"], value: "WHEN", choices: ColorChoice.allCases.map(\.rawValue),
            help: "auto (default), always or never"),
        word: ColorChoice.init(rawValue:))
    static let help = OptionSpec("help", short: "h", help: "help for the program or for one command")
    static let version = OptionSpec("version", help: "print the version")

    static let noContext = OptionSpec(
        "no-context", help: "show every task and add none to a context, whatever is in use")
    static let noHooks = OptionSpec("no-hooks", help: "run no hook (as TODO_HOOKS=off)")

    static let all = [file.spec, json, color.spec, noContext, noHooks, help, version]
}
