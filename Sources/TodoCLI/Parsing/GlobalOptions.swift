/// The options every command takes, before or after the command name.
enum GlobalOptions {
    static let file = OptionSpec(
        "file", value: "PATH", values: .path,
        help: "the store to use (default: $TODO_STORE, then $XDG_DATA_HOME/todo/todos.json)")
    static let json = OptionSpec("json", help: "machine-readable output on stdout; errors as JSON on stderr")
    static let color = OptionSpec(
        "color", aliases: ["colour"], value: "WHEN", choices: ["auto", "always", "never"],
        help: "auto (default), always or never")
    static let help = OptionSpec("help", short: "h", help: "help for the program or for one command")
    static let version = OptionSpec("version", help: "print the version")

    static let all = [file, json, color, help, version]
}
