import TodoCore

/// `todo sync --setup URL`: checks the collection on the server (creating it with `--create`),
/// then writes the config file.
struct SyncSetup {
    let config: SyncConfig
    let create: Bool

    init(collection: CollectionURL, arguments: ParsedArguments, context: CommandContext) throws {
        config = SyncConfig(
            url: collection.string, user: try arguments.value(SyncOptions.user, context) ?? nil,
            passwordCommand: try arguments.value(SyncOptions.passwordCommand, context) ?? nil,
            caFile: try arguments.value(SyncOptions.caFile, context) ?? nil)
        create = arguments.has(SyncOptions.create)
    }

    func run(_ file: SyncConfigFile, timeout: Int, context: CommandContext) throws {
        let url = try CollectionURL(config.url)
        let session = try SyncCredentials.session(for: config, url: url, timeout: timeout, context: context)
        let collection = CalDAVCollection(url: url, client: context.syncServices.http, session: session)
        var properties = try collection.properties()
        var created = false
        if properties == nil {
            guard create else { throw SyncError.notFound(url: url.string) }
            try collection.create(displayName: Self.displayName(url))
            created = true
            properties = try collection.properties()
        }
        guard let properties, properties.isCalendar, properties.components?.contains("VTODO") ?? true else {
            throw SyncError.notATaskList(url: url.string, lists: try collection.taskLists())
        }
        try file.write(config)
        write(created: created, properties: properties, file: file, context: context)
    }

    private func write(created: Bool, properties: DAVResource, file: SyncConfigFile, context: CommandContext)
    {
        if context.json {
            var writer = JSONWriter()
            writer.raw("{")
            writer.key("collection")
            writer.string(config.url)
            writer.raw(",")
            writer.key("user")
            writer.optionalString(config.user)
            writer.raw(",")
            writer.key("created")
            writer.bool(created)
            writer.raw(",")
            writer.key("config")
            writer.string(file.path)
            writer.raw("}\n")
            context.output.write(bytes: writer.bytes)
            return
        }
        let name = properties.displayName.map { " '\(TerminalText.escaped($0))'" } ?? ""
        let user = config.user.map { " as \(TerminalText.escaped($0))" } ?? ""
        context.output.writeLine(
            (created ? "Created the task list\(name) at " : "Found the task list\(name) at ")
                + TerminalText.escaped(config.url) + user + ".")
        context.output.writeLine("Saved in \(TerminalText.escaped(file.path)); run 'todo sync' to sync.")
    }

    /// `tasks` for `…/alice/tasks/`.
    private static func displayName(_ url: CollectionURL) -> String {
        url.string.split(separator: "/").last.map(String.init) ?? "Tasks"
    }
}

extension String {
    /// The text, or nil when it is empty.
    var nonEmptyValue: String? { isEmpty ? nil : self }
}
