import TodoCore

/// `todo help --man`: the manual page todo(1) in roff (the man(7) macros), made from the
/// commands' declarations and the same texts as `todo help`, with sections on dates, the
/// environment, files, exit status and examples.
enum ManPage {
    /// When this version's page was written: moves with `TodoProgram.version`.
    static let date = "2026-11-23"

    static func render(commands: [CommandSpec]) -> String {
        let sections = [
            ".TH TODO 1 \(date) \"todo \(TodoProgram.version)\" \"User Commands\"",
            // Ragged right and no hyphens: paths and options stay whole.
            ".ad l\n.nh",
            ".SH NAME\ntodo \\- a to\\-do list for the terminal",
            ".SH SYNOPSIS\n" + Roff.bold("todo") + " [" + Roff.italic("GLOBAL OPTIONS") + "] ["
                + Roff.italic("COMMAND") + "] [" + Roff.italic("ARGUMENTS") + "] [" + Roff.italic("OPTIONS")
                + "]",
            ".SH DESCRIPTION\n" + description,
            ".SH COMMANDS\n" + commands.flatMap(withSubcommands).map(command).joined(separator: "\n"),
            ".SH GLOBAL OPTIONS\nThey may stand before or after the command.\n"
                + GlobalOptions.all.map(option).joined(separator: "\n"),
            ".SH DATES\n" + dates,
            ".SH ENVIRONMENT\n" + rows(ProgramReference.environment.map { (Roff.bold($0.name), $0.meaning) }),
            ".SH FILES\n" + rows(files.map { (Roff.italic($0.path), $0.meaning) }),
            ".SH EXIT STATUS\n" + rows(ProgramReference.exitCodes.map { (Roff.bold($0.code), $0.meaning) }),
            ".SH EXAMPLES\n"
                + examples.map { Roff.row(Roff.bold($0.command), $0.meaning) }.joined(separator: "\n"),
        ]
        return Roff.tidied(sections.joined(separator: "\n") + "\n")
    }

    /// The forms of `todo help dates`, without what they mean at one moment (a manual page is
    /// read long after it is made): each group's words, then its examples and notes in columns.
    private static var dates: String {
        let year = (Int(date.prefix(4)) ?? 2026) + 1
        var parts = [
            Roff.paragraph(
                "Dates for --due and --deadline, in English, in any case and with any spacing. "
                    + "todo help dates shows what each example means when it is run. "
                    + "A date that is not in the future is refused as a deadline.")
        ]
        for group in DateParser.formGroups(nextYear: year) {
            parts.append(Roff.paragraph(group.heading.joined(separator: " ")))
            let width = (group.forms.map(\.example.count).max() ?? 0) + 2
            parts.append(
                Roff.literal(
                    group.forms.map { form in
                        guard !form.note.isEmpty else { return form.example }
                        return form.example + String(repeating: " ", count: width - form.example.count)
                            + form.note
                    }))
        }
        parts.append(HelpTextRoff.roff(DateParser.helpClosing.joined(separator: "\n")))
        return parts.joined(separator: "\n")
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
    ].joined(separator: "\n")

    /// The command, then each of its subcommands (and theirs).
    private static func withSubcommands(_ spec: CommandSpec) -> [CommandSpec] {
        [spec] + spec.subcommands.flatMap { withSubcommands($0.spec) }
    }

    private static func command(_ spec: CommandSpec) -> String {
        var parts = [".SS " + spec.fullName, ".PP\n" + usage(spec), Roff.paragraph(spec.abstract)]
        if !spec.discussion.isEmpty { parts.append(HelpTextRoff.roff(spec.discussion)) }
        if !spec.aliases.isEmpty {
            let names = spec.aliases.map(Roff.bold).joined(separator: ", ")
            parts.append(".PP\n" + (spec.aliases.count == 1 ? "Alias: " : "Aliases: ") + names + ".")
        }
        parts += spec.arguments.map { Roff.row(Roff.italic($0.usage), $0.help) }
        parts += spec.options.map(option)
        if !spec.examples.isEmpty {
            parts.append(".PP\n" + (spec.examples.count == 1 ? "Example:" : "Examples:"))
            parts.append(Roff.literal(spec.examples.flatMap(shellLines)))
        }
        return parts.joined(separator: "\n")
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
        let spellings = option.spellings.map(Roff.bold).joined(separator: ", ")
        let value = option.valueName.map { " " + Roff.italic($0) } ?? ""
        var help = option.help
        if let first = option.choices.first, !help.contains(first) {
            help += "; one of " + option.choices.joined(separator: ", ")
        }
        return Roff.row(spellings + value, help)
    }

    private static func rows(_ rows: [(tag: String, text: String)]) -> String {
        rows.map { Roff.row($0.tag, $0.text) }.joined(separator: "\n")
    }

    private static let files: [(path: String, meaning: String)] = [
        (
            "$XDG_DATA_HOME/todo/todos.json",
            "The store, by default (else ~/.local/share/todo/todos.json): the active tasks, every id ever "
                + "given out and the archive's index, one task a line. Mode 0600, in a folder of mode 0700."
        ),
        (
            "todos.json.lock",
            "Beside the store: the lock each change holds while it reads and writes the store."
        ),
        (
            "todos.json.archive/",
            "Beside the store: the tasks the auto-clear took away, at most 1,000 to a segment file."
        ),
        (
            "$TMPDIR/todo-edit-ID-*.txt",
            "The form todo edit ID opens in the editor (mode 0600). It is removed afterwards, unless what "
                + "was typed is refused: then the error names it."
        ),
    ]

    private static let examples: [(command: String, meaning: String)] = [
        (
            "todo add Buy milk --due 'tomorrow 18:00' -l 'Corner shop'",
            "Adds a task with a deadline and a place."
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
