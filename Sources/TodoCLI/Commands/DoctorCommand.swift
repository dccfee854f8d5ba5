import TodoCore

struct DoctorCommand: Command {
    static let spec = CommandSpec(
        "doctor", abstract: "Check the store's health and say what was found; changes nothing.",
        discussion: """
            Says where the store is and why there, whether it reads, what it holds, whether every
            archive segment reads, what an interrupted change left behind, who may read the files,
            and whether another todo holds the lock now. It only reads: to fix what it reports,
            run the command it suggests. Exit code 0 when the store is usable (warnings allowed),
            5 when it is not.
            """,
        examples: ["todo doctor", "todo --file ~/work.json doctor --json"])

    init(arguments: ParsedArguments, context: CommandContext) throws {}

    func run(_ context: CommandContext) throws {
        let health = StoreHealth(inspecting: context.store.path, now: context.now)
        if context.json {
            writeJSON(health, source: context.storeSource, to: context.output)
        } else {
            writeText(health, source: context.storeSource, to: context.output)
        }
        if let failure = health.failure { throw failure }
    }

    private func writeText(_ health: StoreHealth, source: StoreLocation.Source?, to output: OutputBuffer) {
        output.writeLine("Store: " + TerminalText.escaped(health.path) + (source.map(Self.origin) ?? ""))
        let nameWidth = health.checks.map(\.name.count).max() ?? 0
        for check in health.checks {
            let status =
                check.status.rawValue + String(repeating: " ", count: 9 - check.status.rawValue.count)
            let name = check.name + String(repeating: " ", count: nameWidth - check.name.count + 2)
            output.writeLine("  " + status + name + TerminalText.escaped(check.message))
        }
        let warnings = health.checks.filter { $0.status == .warning }.count
        if !health.isUsable {
            output.writeLine("The store is not usable.")
        } else if warnings > 0 {
            output.writeLine("The store is usable, with \(warnings) warning\(warnings == 1 ? "" : "s").")
        } else {
            output.writeLine("The store is healthy.")
        }
    }

    private func writeJSON(_ health: StoreHealth, source: StoreLocation.Source?, to output: OutputBuffer) {
        var writer = JSONWriter()
        writer.raw("{")
        writer.key("store")
        writer.string(health.path)
        writer.raw(",")
        writer.key("source")
        writer.optionalString(source?.rawValue)
        writer.raw(",")
        writer.key("ok")
        writer.bool(health.isUsable)
        writer.raw(",")
        writer.key("checks")
        writer.raw("[")
        for (index, check) in health.checks.enumerated() {
            writer.raw(index == 0 ? "{" : ",{")
            writer.key("name")
            writer.string(check.name)
            writer.raw(",")
            writer.key("status")
            writer.string(check.status.rawValue)
            writer.raw(",")
            writer.key("message")
            writer.string(check.message)
            writer.raw("}")
        }
        writer.raw("]}\n")
        output.write(bytes: writer.bytes)
    }

    private static func origin(_ source: StoreLocation.Source) -> String {
        switch source {
        case .file: return " (from --file)"
        case .environment: return " (from TODO_STORE)"
        case .dataHome: return " (from XDG_DATA_HOME)"
        case .home: return " (the default under HOME)"
        }
    }
}
