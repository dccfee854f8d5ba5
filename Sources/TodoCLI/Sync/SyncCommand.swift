import TodoCore

struct SyncCommand: Command {
    static let spec = CommandSpec(
        "sync", abstract: "Sync the tasks with a CalDAV task list (Nextcloud, Radicale, iCloud…), both ways.",
        discussion: """
            'todo sync --setup URL' remembers a CalDAV collection of tasks (VTODOs) in
            $XDG_CONFIG_HOME/todo/sync.conf; the password is never kept there: it comes from
            TODO_SYNC_PASSWORD, from --password-command run at each sync, or from ~/.netrc. Then
            'todo sync' sends what changed here and takes what changed there. A task changed on
            both sides is merged field by field; where both changed the same field, the server's
            value stays and this side's version is kept as a new task tagged sync-conflict. A task
            deleted on one side and changed on the other is kept. Properties other programs wrote
            into a task stay on the server. A sync that fails leaves the store as it was.
            """,
        options: SyncOptions.all,
        examples: [
            "todo sync --setup https://dav.example.com/alice/tasks/ --user alice --password-command 'pass show dav'",
            "todo sync", "todo sync --dry-run", "todo sync --status",
        ])

    enum Mode {
        case setup(SyncSetup)
        case sync(dryRun: Bool)
        case status
    }

    let mode: Mode
    let timeout: Int

    init(arguments: ParsedArguments, context: CommandContext) throws {
        timeout = try arguments.value(SyncOptions.timeout, context) ?? 30
        if arguments.has(SyncOptions.status), arguments.has(SyncOptions.dryRun) {
            throw UsageError.conflictingOptions("--status", "--dry-run")
        }
        if arguments.has(SyncOptions.setup) {
            for option in [SyncOptions.status, SyncOptions.dryRun] where arguments.has(option) {
                throw UsageError.conflictingOptions("--setup", "--" + option.name)
            }
        }
        guard let collection = try arguments.value(SyncOptions.setup, context) else {
            if let option = SyncOptions.setupOnly.first(where: arguments.has) {
                throw UsageError.requiresOption("--" + option.name, required: "--setup URL")
            }
            mode =
                arguments.has(SyncOptions.status) ? .status : .sync(dryRun: arguments.has(SyncOptions.dryRun))
            return
        }
        mode = .setup(try SyncSetup(collection: collection, arguments: arguments, context: context))
    }

    func run(_ context: CommandContext) throws {
        let configFile = SyncConfigFile(path: try Self.configPath(context.environment))
        switch mode {
        case .setup(let setup):
            try setup.run(configFile, timeout: timeout, context: context)
        case .status:
            let config = try Self.config(configFile)
            let status = try SyncStatus(
                store: context.store, stateFile: try SyncStateFile(storePath: context.store.path),
                collection: try CollectionURL(config.url), context: FormatOptions.context(context),
                productId: FormatOptions.productId)
            SyncStatusView(status: status, config: config, context: context).write()
        case .sync(let dryRun):
            let config = try Self.config(configFile)
            let url = try CollectionURL(config.url)
            let session = try SyncCredentials.session(
                for: config, url: url, timeout: timeout, context: context)
            var sync = SyncSession(
                store: context.store, stateFile: try SyncStateFile(storePath: context.store.path),
                collection: CalDAVCollection(url: url, client: context.syncServices.http, session: session),
                context: FormatOptions.context(context), productId: FormatOptions.productId)
            let hooks = dryRun ? Hooks.none : try context.hooks()
            sync.tellsChanges = hooks[.change] != nil
            let report = try sync.run(dryRun: dryRun)
            context.announce(report.changes, to: hooks)
            SyncReportView(report: report, context: context).write()
        }
    }

    private static func config(_ file: SyncConfigFile) throws(SyncError) -> SyncConfig {
        guard let config = try file.read() else { throw .notSetUp(configPath: file.path) }
        return config
    }

    /// `$XDG_CONFIG_HOME/todo/sync.conf`, else `~/.config/todo/sync.conf`.
    static func configPath(_ environment: Environment) throws(SyncError) -> String {
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
            return config + "/todo/sync.conf"
        }
        guard let home = environment["HOME"], !home.isEmpty else {
            throw .invalidConfig(
                path: "sync.conf", problem: "cannot tell where it is: set HOME or XDG_CONFIG_HOME")
        }
        return home + "/.config/todo/sync.conf"
    }
}
