import TodoCore

/// One run of `todo`: parse, build the context, run the command, and turn any error into its
/// exit code and message. Pure over `ProcessState`, so tests run it in-process.
public enum TodoProgram {
    public static let version = "0.1.0"

    public static func run(_ process: ProcessState) -> ProgramResult {
        let output = OutputBuffer(sink: process.writeStandardOutput)
        let errors = OutputBuffer(sink: process.writeStandardError)
        // Stopped at `TODO_NOW` (when set) once the zone is known; read only when needed.
        var clock = process.clock
        // Loaded once a command is to run: `--version` and `--help` need no zone.
        var zone: ZoneRules?
        var json = Self.asksForJSON(process.arguments)
        do {
            let parser = CommandLineParser(commands: allCommands)
            let invocation: CommandLineParser.Invocation
            do {
                invocation = try parser.parse(process.arguments)
            } catch {
                guard let help = Self.helpRequested(in: process.arguments) else { throw error }
                output.write(help)
                return ProgramResult(status: 0, standardOutput: output.bytes, standardError: [])
            }
            json = invocation.globals.has(GlobalOptions.json)
            if invocation.globals.has(GlobalOptions.help) {
                output.write(
                    invocation.command.map { HelpRenderer.command($0.spec) }
                        ?? HelpRenderer.overview(commands: allCommands))
                return ProgramResult(status: 0, standardOutput: output.bytes, standardError: [])
            }
            if invocation.globals.has(GlobalOptions.version) {
                output.writeLine("todo " + version)
                return ProgramResult(status: 0, standardOutput: output.bytes, standardError: [])
            }
            let loaded = ZoneRules.load(
                tz: process.environment["TZ"], zoneinfoDirectory: process.zoneinfoDirectory,
                localtimePath: process.localtimePath)
            let rules = loaded.rules
            zone = rules
            if let warning = loaded.warning { errors.writeLine("todo: warning: " + warning) }
            clock = try process.clock.reading(process.environment, zone: rules)
            let now = clock.now
            let input = FieldInput(now: now, zone: rules)
            let location = try StoreLocation.resolve(
                file: invocation.globals.value(GlobalOptions.file, input), environment: process.environment)
            var context = CommandContext(
                now: now, clock: clock, zone: rules,
                store: TodoStore(
                    path: location.path, lockTimeoutSeconds: try Self.lockTimeout(process.environment),
                    zone: rules, command: ChangeDescription.of(process.arguments)),
                json: json,
                style: TextStyle(
                    colors: try Self.colors(invocation.globals.value(GlobalOptions.color, input), process)),
                width: process.standardOutputIsTerminal ? process.terminalWidth : nil, output: output,
                readInput: { source in try Self.read(source, process) }, makeUUID: process.makeUUID,
                zoneinfoDirectory: process.zoneinfoDirectory, storeSource: location.source,
                environment: process.environment, editor: process.editor,
                standardOutputIsTerminal: process.standardOutputIsTerminal,
                askLine: process.standardInputIsTerminal && process.standardOutputIsTerminal && !json
                    ? process.readStandardInputLine : nil)
            context.errors = errors
            context.reminderServices = process.reminderServices
            context.syncServices = process.syncServices
            context.terminal = process.terminal
            context.config = UserConfig(
                process.environment, noContext: invocation.globals.has(GlobalOptions.noContext),
                noHooks: invocation.globals.has(GlobalOptions.noHooks))
            context.commandName = invocation.command?.spec.fullName ?? ListCommand.spec.name
            let command = try (invocation.command ?? ListCommand.self).init(
                arguments: invocation.arguments, context: context)
            try command.run(context)
            return ProgramResult(status: 0, standardOutput: output.bytes, standardError: errors.bytes)
        } catch {
            let report = ErrorReport(error, now: clock.now, zone: zone ?? .utc)
            errors.write(bytes: report.render(json: json))
            return ProgramResult(
                status: report.status, standardOutput: output.bytes, standardError: errors.bytes)
        }
    }

    /// `--json` anywhere before `--`, for errors met before the command line is understood.
    private static func asksForJSON(_ arguments: [String]) -> Bool {
        arguments.prefix { $0 != "--" }.contains("--json")
    }

    /// Help for a command line that asks for it but does not parse: `todo edit --bogus -h`.
    private static func helpRequested(in arguments: [String]) -> String? {
        let options = arguments.prefix { $0 != "--" }
        guard options.contains("-h") || options.contains("--help") else { return nil }
        guard
            let start = options.firstIndex(where: { word in allCommands.contains { $0.spec.isNamed(word) } })
        else { return HelpRenderer.overview(commands: allCommands) }
        let named = Array(options[start...].prefix(2))
        let command =
            HelpRenderer.command(named: named, among: allCommands)
            ?? HelpRenderer.command(named: [options[start]], among: allCommands)
        return command.map { HelpRenderer.command($0.spec) } ?? HelpRenderer.overview(commands: allCommands)
    }

    private static func lockTimeout(_ environment: Environment) throws(UsageError) -> Double {
        guard let text = environment["TODO_LOCK_TIMEOUT"], !text.isEmpty else { return 5 }
        guard let seconds = Double(text), seconds >= 0, seconds <= 3600 else {
            throw .invalidEnvironment(
                name: "TODO_LOCK_TIMEOUT", value: text, expected: "a number of seconds from 0 to 3600")
        }
        return seconds
    }

    private static func colors(_ choice: GlobalOptions.ColorChoice?, _ process: ProcessState) -> Bool {
        switch choice ?? .auto {
        case .always: return true
        case .never: return false
        case .auto:
            let noColor = !(process.environment["NO_COLOR"] ?? "").isEmpty
            return process.standardOutputIsTerminal && !noColor && process.environment["TERM"] != "dumb"
        }
    }

    private static func read(_ source: String, _ process: ProcessState) throws -> [UInt8] {
        do {
            return source == "-" ? try process.readStandardInput() : try InputFile.read(source)
        } catch let error as SystemError {
            throw ImportError.unreadable(
                source: source == "-" ? "standard input" : source, reason: error.reason)
        }
    }
}
