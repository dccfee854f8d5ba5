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

    static let all = [file.spec, json, color.spec, help, version]
}
