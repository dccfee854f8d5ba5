/// What `todo sync --setup` remembers: the collection, who to be there, and how to get the
/// password. The password itself is never kept: it comes from `TODO_SYNC_PASSWORD`, from the
/// password command run each time, or from `~/.netrc`.
///
/// The file is `key = value` lines, `#` starting a comment:
///
/// ```
/// url = https://dav.example.com/alice/tasks/
/// user = alice
/// password-command = pass show caldav
/// ca-file = /etc/ssl/private-ca.pem
/// ```
public struct SyncConfig: Sendable, Equatable {
    /// The collection's URL.
    public var url: String
    /// The user name, if the server wants one.
    public var user: String?
    /// A shell command that prints the password (`pass show caldav`).
    public var passwordCommand: String?
    /// A file of PEM certificates of a private CA.
    public var caFile: String?

    /// A config with these settings.
    public init(url: String, user: String? = nil, passwordCommand: String? = nil, caFile: String? = nil) {
        self.url = url
        self.user = user
        self.passwordCommand = passwordCommand
        self.caFile = caFile
    }

    static let keys = ["url", "user", "password-command", "ca-file"]

    /// The file's text.
    public var text: String {
        var lines = [
            "# todo sync: the CalDAV collection this store syncs with, written by 'todo sync --setup'.",
            "# The password is never kept here: TODO_SYNC_PASSWORD, password-command or ~/.netrc.",
            "url = " + url,
        ]
        if let user { lines.append("user = " + user) }
        if let passwordCommand { lines.append("password-command = " + passwordCommand) }
        if let caFile { lines.append("ca-file = " + caFile) }
        return lines.joined(by: "\n") + "\n"
    }

    /// The config in `text`; a problem is described with its line.
    public init(parsing text: String) throws(SyncConfigProblem) {
        var values: [String: String] = [:]
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let content = String(line).trimmed
            if content.isEmpty || content.hasPrefix("#") { continue }
            guard let equals = content.firstIndex(of: "=") else {
                throw SyncConfigProblem(line: number + 1, message: "expected 'key = value'")
            }
            let key = String(content[..<equals]).trimmed
            guard Self.keys.contains(key) else {
                throw SyncConfigProblem(
                    line: number + 1,
                    message: "unknown key '\(key)' (known: \(Self.keys.joined(by: ", ")))")
            }
            values[key] = String(content[content.index(after: equals)...]).trimmed
        }
        guard let url = values["url"], !url.isEmpty else {
            throw SyncConfigProblem(line: 0, message: "no 'url = …' line")
        }
        self.init(
            url: url, user: values["user"]?.nonEmpty, passwordCommand: values["password-command"]?.nonEmpty,
            caFile: values["ca-file"]?.nonEmpty)
    }

    /// A value that cannot be written on one line of the file.
    public static func isWritable(_ value: String) -> Bool {
        !value.contains("\n") && !value.contains("\r") && value.trimmed == value
    }
}

/// What is wrong with a config file, and on which line (0 for the file as a whole).
public struct SyncConfigProblem: Error, Sendable, Equatable {
    /// The line, from 1; 0 for the whole file.
    public var line: Int
    /// What is wrong.
    public var message: String
}
