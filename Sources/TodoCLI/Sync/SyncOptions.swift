import TodoCore

/// The options of `todo sync`.
enum SyncOptions {
    static let setup = Option(
        OptionSpec(
            "setup", value: "URL", help: "remember the CalDAV task list at URL (checked on the server first)")
    ) { text, _ in try CollectionURL(text) }
    static let user = Option(
        OptionSpec("user", value: "NAME", help: "with --setup: the user name on the server")
    ) { text, _ in try oneLine(text, option: "--user") }
    static let passwordCommand = Option(
        OptionSpec(
            "password-command", value: "CMD",
            help: "with --setup: a command that prints the password, run at each sync ('pass show caldav')")
    ) { text, _ in try oneLine(text, option: "--password-command") }
    static let caFile = Option<String?>(
        OptionSpec(
            "ca-file", value: "PATH", values: .path,
            help: "with --setup: trust the certificates in PATH, an absolute path (a private CA)")
    ) { text, _ in
        guard let path = text.nonEmptyValue else { return nil }
        guard path.hasPrefix("/") && SyncConfig.isWritable(path) else {
            throw UsageError.invalidValue(option: "--ca-file", value: path, expected: "an absolute path")
        }
        return path
    }
    static let create = OptionSpec(
        "create", help: "with --setup: create the task list if there is none at URL")
    static let dryRun = OptionSpec("dry-run", help: "say what a sync would do, and change nothing")
    static let status = OptionSpec(
        "status", help: "when the store last synced, and what changed here since; asks no server")
    static let timeout = Option(
        OptionSpec(
            "timeout", value: "SECONDS", help: "how long to wait for the server, per request (default 30)")
    ) { text, _ in
        guard let seconds = Int(text), (1...3600).contains(seconds) else {
            throw UsageError.invalidValue(
                option: "--timeout", value: text, expected: "a whole number of seconds from 1 to 3600")
        }
        return seconds
    }

    static let all = [
        setup.spec, user.spec, passwordCommand.spec, caFile.spec, create, dryRun, status, timeout.spec,
    ]
    static let setupOnly = [user.spec, passwordCommand.spec, caFile.spec, create]

    /// The text, nil when empty; text the config file cannot keep on one line is refused.
    private static func oneLine(_ text: String, option: String) throws(UsageError) -> String? {
        guard let value = text.nonEmptyValue else { return nil }
        guard SyncConfig.isWritable(value) else {
            throw .invalidValue(option: option, value: value, expected: "one line of text")
        }
        return value
    }
}
