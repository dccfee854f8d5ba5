import TodoCore

/// Who sync is on the server: the user of the config, and a password from, in this order,
/// `TODO_SYNC_PASSWORD`, the password command (run each time, as git's credential helpers
/// and vdirsyncer do) or `~/.netrc`. The password is never written to a file or a command line.
enum SyncCredentials {
    static func session(for config: SyncConfig, url: CollectionURL, timeout: Int, context: CommandContext)
        throws(SyncError) -> HTTPSession
    {
        var user = config.user
        var password: String?
        if let variable = context.environment["TODO_SYNC_PASSWORD"], !variable.isEmpty {
            password = variable
        } else if let command = config.passwordCommand {
            password = try run(command, context)
        } else if let entry = netrc(context)?.entry(host: url.host, login: user) {
            password = entry.password
            user = user ?? entry.login
        }
        if let user, password == nil { throw .noPassword(user: user) }
        return HTTPSession(user: user, password: password, timeoutSeconds: timeout, caFile: config.caFile)
    }

    /// The first line the command prints.
    private static func run(_ command: String, _ context: CommandContext) throws(SyncError) -> String {
        switch context.syncServices.runPasswordCommand(command) {
        case .failure(let failure):
            throw .passwordCommandFailed(command: command, reason: failure.reason)
        case .success(let output):
            let line = output.split(separator: 0x0A, omittingEmptySubsequences: false).first ?? []
            let password = String(decoding: line.last == 0x0D ? line.dropLast() : line, as: UTF8.self)
            guard !password.isEmpty else {
                throw .passwordCommandFailed(command: command, reason: "it printed no password")
            }
            return password
        }
    }

    private static func netrc(_ context: CommandContext) -> Netrc? {
        guard let home = context.environment["HOME"], !home.isEmpty,
            let bytes = try? InputFile.read(home + "/.netrc")
        else { return nil }
        return Netrc(parsing: String(decoding: bytes, as: UTF8.self))
    }
}
