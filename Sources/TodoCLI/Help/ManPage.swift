import TodoCore

/// `todo help --man`: the manual page todo(1) in roff (the man(7) macros), made from the
/// commands' declarations and the help topics, the same text as `todo help` prints: a section
/// per topic, then the environment and the topics that have a section of their own in every
/// manual page (FILES, EXIT STATUS), and examples.
enum ManPage {
    /// When this version's page was written: moves with `TodoProgram.version`.
    static let date = "2026-11-23"

    /// The sections every page has, in the order they come, after the ones of its own.
    static let standardSections = ["ENVIRONMENT", "FILES", "EXIT STATUS", "EXAMPLES"]

    static func render(commands: [CommandSpec], topics: [HelpTopic] = HelpTopic.all) -> String {
        var sections = [
            ".TH TODO 1 \(date) \"todo \(TodoProgram.version)\" \"User Commands\"",
            // Ragged right and no hyphens: paths and options stay whole.
            ".ad l\n.nh",
            ".SH NAME\ntodo \\- a to\\-do list for the terminal",
            ".SH SYNOPSIS\n" + Roff.bold("todo") + " [" + Roff.italic("GLOBAL OPTIONS") + "] ["
                + Roff.italic("COMMAND") + "] [" + Roff.italic("ARGUMENTS") + "] [" + Roff.italic("OPTIONS")
                + "]",
            ".SH DESCRIPTION\n" + description + "\n" + topicList(topics),
            ".SH COMMANDS\n" + commands.flatMap(withSubcommands).map(command).joined(by: "\n"),
            ".SH GLOBAL OPTIONS\nThey may stand before or after the command.\n"
                + GlobalOptions.all.map(option).joined(by: "\n"),
        ]
        sections += topics.filter { !standardSections.contains($0.manSection) }.map(section)
        var standard = [
            "ENVIRONMENT": rows(ProgramReference.environment.map { (Roff.bold($0.name), $0.meaning) }) + "\n"
                + Roff.paragraph(ProgramReference.environmentNote),
            "EXAMPLES": examples.map { Roff.row(Roff.bold($0.command), $0.meaning) }.joined(by: "\n"),
        ]
        for topic in topics where standardSections.contains(topic.manSection) {
            standard[topic.manSection] = HelpBlockRoff.roff(topic.body(nil))
        }
        sections += standardSections.compactMap { name in standard[name].map { ".SH " + name + "\n" + $0 } }
        return Roff.tidied(sections.joined(by: "\n") + "\n")
    }

    private static func section(_ topic: HelpTopic) -> String {
        ".SH " + topic.manSection + "\n" + HelpBlockRoff.roff(topic.body(nil))
    }

    /// Each topic with its summary and the section that carries it.
    private static func topicList(_ topics: [HelpTopic]) -> String {
        Roff.paragraph("The help topics, each a section below, are also printed by todo help TOPIC:") + "\n"
            + topics.map { Roff.row(Roff.bold($0.name), $0.summary + " (" + $0.manSection + ")") }
            .joined(by: "\n")
    }

    private static let description = [
        Roff.paragraph(
            """
            todo keeps a list of tasks: each has a title, and may have a description, a deadline and a
            location with an address. A task is pending, overdue once its deadline has passed, or
            completed. Completed tasks clear themselves from the list 24 hours later; they are kept
            in an archive, where show, edit, uncomplete, delete and export still find them.
            """),
        Roff.paragraph(
            """
            Without a command, todo shows the list. Output for scripts: --json on any command, and
            the exit status below. Every error is one line on standard error starting with todo:
            and says what to do.
            """),
    ].joined(by: "\n")

    /// The command, then each of its subcommands (and theirs).
    private static func withSubcommands(_ spec: CommandSpec) -> [CommandSpec] {
        [spec] + spec.subcommands.flatMap { withSubcommands($0.spec) }
    }

    private static func command(_ spec: CommandSpec) -> String {
        var parts = [".SS " + spec.fullName, ".PP\n" + usage(spec), Roff.paragraph(spec.abstract)]
        if !spec.discussion.isEmpty { parts.append(HelpTextRoff.roff(spec.discussion)) }
        if !spec.aliases.isEmpty {
            let names = spec.aliases.map(Roff.bold).joined(by: ", ")
            parts.append(".PP\n" + (spec.aliases.count == 1 ? "Alias: " : "Aliases: ") + names + ".")
        }
        parts += spec.arguments.map { Roff.row(Roff.italic($0.usage), $0.help) }
        parts += spec.options.map(option)
        if !spec.examples.isEmpty {
            parts.append(".PP\n" + (spec.examples.count == 1 ? "Example:" : "Examples:"))
            parts.append(Roff.literal(spec.examples.flatMap(shellLines)))
        }
        return parts.joined(by: "\n")
    }

    /// `todo add TITLE… [-d TEXT] …`, each bracket kept on one line.
    private static func usage(_ spec: CommandSpec) -> String {
        let arguments = spec.arguments.map { Roff.italic($0.usage) }
        let options = spec.options.map { option in
            let spelling = option.short.map { "-\($0)" } ?? "--" + option.name
            return "[" + Roff.bold(spelling) + (option.valueName.map { "\\~" + Roff.italic($0) } ?? "") + "]"
        }
        let subcommand = spec.subcommands.isEmpty ? [] : ["[" + Roff.italic("SUBCOMMAND") + "]"]
        return ([Roff.bold("todo " + spec.fullName)] + subcommand + arguments + options).joined(
            separator: " ")
    }

    /// A shell command in lines that fit the page at 80 columns: a long one is broken before an
    /// option or a redirection, with a backslash, as it could be typed.
    static func shellLines(_ command: String) -> [String] {
        let width = 64
        var lines: [String] = []
        var rest = Substring(command)
        while rest.count > width,
            let cut = [" -", " >", " |"].compactMap({ rest.prefix(width).ranges(of: $0).last?.lowerBound })
                .max(),
            cut > rest.startIndex
        {
            lines.append((lines.isEmpty ? "" : "    ") + rest[..<cut] + " \\")
            rest = rest[rest.index(after: cut)...]
        }
        return lines + [(lines.isEmpty ? "" : "    ") + rest]
    }

    private static func option(_ option: OptionSpec) -> String {
        let spellings = option.spellings.map(Roff.bold).joined(by: ", ")
        let value = option.valueName.map { " " + Roff.italic($0) } ?? ""
        var help = option.help
        if let first = option.choices.first, !help.contains(first) {
            help += "; one of " + option.choices.joined(by: ", ")
        }
        return Roff.row(spellings + value, help)
    }

    private static func rows(_ rows: [(tag: String, text: String)]) -> String {
        rows.map { Roff.row($0.tag, $0.text) }.joined(by: "\n")
    }

    private static let examples: [(command: String, meaning: String)] = [
        (
            "todo add Buy milk --due 'tomorrow 18:00' -l 'Corner shop'",
            "Adds a task with a deadline and a place."
        ),
        (
            "todo add Call mom tomorrow 6pm @home +family",
            "The same, typed as a sentence: the title, deadline, place and tag are read from the words."
        ),
        ("todo", "Shows the list: overdue, pending, then completed tasks."),
        ("todo done 1", "Marks task 1 completed."),
        ("todo edit 2 --due 'friday 17:00'", "Moves the deadline of task 2."),
        ("todo edit 2", "Opens task 2 in the editor, as a form of its fields."),
        ("todo list --json | jq -r '.[].title'", "The titles of the list, for a script."),
        ("todo export > backup.json", "Saves every task, archived ones too."),
        ("todo examples --file /tmp/try.json", "Fills a new store with sample tasks to try todo on."),
        (
            "todo completions bash > ~/.local/share/bash-completion/completions/todo",
            "Installs completion for bash; todo completions zsh and fish print theirs."
        ),
        (
            "todo help --man > ~/.local/share/man/man1/todo.1",
            "Installs this page, for man todo."
        ),
    ]
}
