import TodoCore

/// The `--format` options of `export` and `import`, and what they share.
enum FormatOptions {
    static let exportFormat = Option(
        OptionSpec(
            "format", value: "FORMAT", choices: TaskFormat.allCases.map(\.rawValue),
            help: "json (the default), ics, todotxt or taskwarrior"),
        word: { TaskFormat(rawValue: $0.lowercased()) })
    /// `auto` reads as nil: the format is told from the content.
    static let importFormat = Option<TaskFormat?>(
        OptionSpec(
            "format", value: "FORMAT", choices: ["auto"] + TaskFormat.allCases.map(\.rawValue),
            help: "auto (the default: told from the content), json, ics, todotxt or taskwarrior"),
        word: { word in
            if word == "auto" { return .some(nil) }
            guard let format = TaskFormat(rawValue: word.lowercased()) else { return nil }
            return .some(format)
        })
    static let vdir = Option(
        text: OptionSpec(
            "vdir", value: "DIR", values: .path,
            help: "write one .ics file per task into DIR (iCalendar), patching those there"))

    /// The `PRODID` of the iCalendar files `todo` writes.
    static var productId: String { "-//todo//todo \(TodoProgram.version)//EN" }

    static func context(_ context: CommandContext) -> FormatContext {
        FormatContext(now: context.now, zone: context.zone, zoneinfoDirectory: context.zoneinfoDirectory)
    }

    /// What a file in `format` is expected to be, for the error about one that is not.
    static func expected(_ format: TaskFormat) -> String {
        switch format {
        case .json: return "a JSON array of tasks"
        case .ics: return "valid iCalendar"
        case .todotxt: return "a valid todo.txt file"
        case .taskwarrior: return "a valid taskwarrior export"
        }
    }
}
