/// The options of `todo sync`.
enum SyncOptions {
    static let setup = OptionSpec(
        "setup", value: "URL", help: "remember the CalDAV task list at URL (checked on the server first)")
    static let user = OptionSpec("user", value: "NAME", help: "with --setup: the user name on the server")
    static let passwordCommand = OptionSpec(
        "password-command", value: "CMD",
        help: "with --setup: a command that prints the password, run at each sync ('pass show caldav')")
    static let caFile = OptionSpec(
        "ca-file", value: "PATH", values: .path,
        help: "with --setup: trust the certificates in PATH, an absolute path (a private CA)")
    static let create = OptionSpec(
        "create", help: "with --setup: create the task list if there is none at URL")
    static let dryRun = OptionSpec("dry-run", help: "say what a sync would do, and change nothing")
    static let status = OptionSpec(
        "status", help: "when the store last synced, and what changed here since; asks no server")
    static let timeout = OptionSpec(
        "timeout", value: "SECONDS", help: "how long to wait for the server, per request (default 30)")

    static let all = [setup, user, passwordCommand, caFile, create, dryRun, status, timeout]
    static let setupOnly = [user, passwordCommand, caFile, create]
}
