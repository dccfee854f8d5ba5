import TodoCore

struct ImportCommand: Command {
    static let spec = CommandSpec(
        "import", abstract: "Read tasks back from a JSON array, as 'todo export' writes it.",
        discussion: """
            Only "title" is required. A task whose uuid is in the store updates it; any other is
            added, keeping its id if the store never had that id. A task without a uuid gets one
            derived from its fields, so importing the same file twice changes nothing. A file that
            is not such an array is refused whole, and the store is left as it was.
            """,
        arguments: [ArgumentSpec("FILE", values: .path, help: "the file to read, or - for standard input")],
        examples: ["todo import backup.json", "todo export | todo --file other.json import -"])

    let source: String

    init(arguments: ParsedArguments, context: CommandContext) throws {
        source = arguments.positionals[0]
    }

    func run(_ context: CommandContext) throws {
        let bytes = try context.readInput(source)
        let records: [ImportedTask]
        do {
            records = try ImportFile.decode(bytes)
        } catch {
            throw ImportError.invalid(source: source, problem: error.description)
        }
        let summary = try context.store.update(now: context.now, archived: .all) { list in
            list.restore(records, now: context.now)
        }
        if context.json {
            CountsJSON.write(
                ["added": summary.added, "updated": summary.updated, "unchanged": summary.unchanged],
                to: context.output)
        } else {
            context.output.writeLine(
                "Imported \(records.count) task\(records.count == 1 ? "" : "s"): "
                    + "\(summary.added) added, \(summary.updated) updated, \(summary.unchanged) unchanged")
        }
    }
}

/// An import file that cannot be used: exit code 3, and the store is left as it was.
enum ImportError: Error, Equatable {
    case unreadable(source: String, reason: String)
    case invalid(source: String, problem: String)
}
