/// Help text, rendered from the commands' declarations and nothing else.
enum HelpRenderer {
    static func overview(commands: [any Command.Type], topics: [HelpTopic] = HelpTopic.all) -> String {
        var text = "todo: a to-do list for the terminal.\n\n"
        text += "Usage: todo [GLOBAL OPTIONS] [COMMAND] [ARGUMENTS] [OPTIONS]\n\n"
        text += "Commands:\n"
        let rows = commands.map { command -> (String, String) in
            let spec = command.spec
            let names = ([spec.name] + spec.aliases).joined(by: ", ")
            return (names, spec.abstract)
        }
        text += table(rows)
        text += "\nWith no command, todo shows the list.\n\nGlobal options (before or after the command):\n"
        text += table(GlobalOptions.all.map { (spelling($0), $0.help) })
        text += "\nHelp topics:\n" + table(topics.map { ($0.name, $0.summary) })
        text += "\n" + environment + "\n" + exitCodes
        text += "\nSee 'todo help COMMAND' for one command, 'todo help TOPIC' for a topic, and\n"
        text += "'todo help --man | man -l -' for the manual page, which has them all.\n"
        return text
    }

    static func command(_ spec: CommandSpec) -> String {
        var text = "Usage: " + usage(spec) + "\n\n" + spec.abstract + "\n"
        if !spec.discussion.isEmpty { text += "\n" + spec.discussion + "\n" }
        if !spec.aliases.isEmpty { text += "\nAliases: " + spec.aliases.joined(by: ", ") + "\n" }
        if !spec.arguments.isEmpty {
            text += "\nArguments:\n" + table(spec.arguments.map { ($0.usage, $0.help) })
        }
        if !spec.subcommands.isEmpty {
            text += "\nSubcommands:\n"
            text += table(spec.subcommands.map { ($0.spec.name + argumentsUsage($0.spec), $0.spec.abstract) })
            text += "  See 'todo help \(spec.fullName) SUBCOMMAND' for one of them.\n"
        }
        if !spec.options.isEmpty {
            text += "\nOptions:\n" + table(spec.options.map { (spelling($0), $0.help) })
        }
        text += "\nGlobal options: " + GlobalOptions.all.map { "--" + $0.name }.joined(by: ", ")
        text += " (see 'todo --help')\n"
        if !spec.examples.isEmpty {
            text += "\nExamples:\n" + spec.examples.map { "  " + $0 + "\n" }.joined()
        }
        return text
    }

    static func usage(_ spec: CommandSpec) -> String {
        let options = spec.options.map { option in
            "[" + (option.short.map { "-\($0)" } ?? "--" + option.name)
                + (option.valueName.map { " " + $0 } ?? "") + "]"
        }
        let subcommand = spec.subcommands.isEmpty ? [] : ["[SUBCOMMAND]"]
        return (["todo", spec.fullName] + subcommand + spec.arguments.map(\.usage) + options).joined(
            separator: " ")
    }

    /// ` TITLE…` after a subcommand's name in its parent's table, or nothing.
    private static func argumentsUsage(_ spec: CommandSpec) -> String {
        spec.arguments.map { " " + $0.usage }.joined()
    }

    /// The command that help words name: `edit`, or `goal set`; nil when they name none.
    static func command(named words: [String], among commands: [any Command.Type]) -> (any Command.Type)? {
        guard let first = words.first, let command = commands.first(where: { $0.spec.isNamed(first) }) else {
            return nil
        }
        guard words.count > 1 else { return command }
        return command.spec.subcommand(named: words[1])
    }

    /// `-d, --description TEXT`.
    static func spelling(_ option: OptionSpec) -> String {
        option.spellings.joined(by: ", ") + (option.valueName.map { " " + $0 } ?? "")
    }

    private static func table(_ rows: [(String, String)]) -> String {
        let width = min(rows.map(\.0.count).max() ?? 0, 28)
        return rows.map { left, right in
            let gap = left.count < width ? String(repeating: " ", count: width - left.count) : ""
            return left.count > width
                ? "  \(left)\n  \(String(repeating: " ", count: width))  \(right)\n"
                : "  \(left)\(gap)  \(right)\n"
        }.joined()
    }

    static var environment: String {
        "Environment:\n" + table(ProgramReference.environment.map { ($0.name, $0.meaning) })
            + ProgramReference.environmentNote + "\n"
    }

    static var exitCodes: String {
        "Exit codes (see 'todo help exit-codes'):\n"
            + table(ExitStatus.allCases.map { (String($0.rawValue), $0.summary) })
    }
}
