import TodoCore

/// `todo completions fish`: `complete` lines for fish, made from the declarations, and a few
/// functions (`FishCompletion+Functions`) that find the command's path (`goal set`) and the
/// argument's position on the line as the parser would.
struct FishCompletion {
    let source: CompletionSource

    var script: String {
        [header, tables, Self.functions, completions].joined(by: "\n")
    }

    private var header: String {
        """
        # fish completion for todo
        # Made by `todo completions fish` from todo's own command declarations: make it again after
        # upgrading todo. Install it as ~/.config/fish/completions/todo.fish.

        """
    }

    /// `__todo_name PATH WORD` prints the path WORD names after PATH, `__todo_names PATH` the
    /// names that may follow PATH with what each does, `__todo_takes_value PATH OPTION` says
    /// whether the option takes a value.
    private var tables: String {
        var steps: [String: [String]] = [:]
        var order: [String] = []
        for step in source.steps {
            if steps[step.path] == nil { order.append(step.path) }
            steps[step.path, default: []].append(ShellQuoting.fish(step.parent + ":" + step.word))
        }
        let nameCases = order.map { path in
            "        case \((steps[path] ?? []).joined(by: " "))\n            echo \(ShellQuoting.fish(path))"
        }
        let listCases = source.parents.map { parent, children in
            let lines = CompletionSource.names(of: children).map {
                ShellQuoting.fish($0.name + "\t" + $0.meaning)
            }
            return
                "        case \(ShellQuoting.fish(parent))\n            printf '%s\\n' \(lines.joined(by: " "))"
        }
        var valued = source.globals.filter(\.takesValue).flatMap { $0.spellings.map { "* " + $0 } }
        for node in source.nodes {
            for option in node.spec.options where option.takesValue {
                valued += option.spellings.map { node.key + " " + $0 }
            }
        }
        return """
            function __todo_name
                switch "$argv[1]:$argv[2]"
            \(nameCases.joined(by: "\n"))
                    case '*'
                        return 1
                end
            end

            function __todo_names
                switch "$argv[1]"
            \(listCases.joined(by: "\n"))
                end
            end

            function __todo_dates
                printf '%s\n' \(source.dateWords.map { ShellQuoting.fish($0.word + "\t" + $0.meaning) }.joined(by: " "))
            end

            # The filter words of list: priorities, due days, then the tags and projects of open
            # tasks, and your own fields.
            function __todo_filters
                printf '%s\n' \(ValueKind.filterWords.map(ShellQuoting.fish).joined(by: " "))
                for line in (__todo_lookup --labels tags)
                    printf '+%s\n' $line
                end
                for line in (__todo_lookup --labels projects)
                    printf 'project:%s\n' $line
                end
                __todo_lookup --fields filters
            end

            function __todo_takes_value
                switch "$argv[1] $argv[2]"
                    case \(valued.map(ShellQuoting.fish).joined(by: " "))
                        return 0
                end
                return 1
            end

            """
    }

    private var completions: String {
        var lines = [
            "complete -c todo -f",
            "complete -c todo -n __todo_offers_names -a '(__todo_names_here)'",
        ]
        lines += source.globals.map { option($0, condition: nil) }
        for node in source.nodes {
            let path = ShellQuoting.fish(node.key)
            lines += node.spec.options.map { option($0, condition: "__todo_using " + path) }
            for (position, argument, repeats) in CompletionSource.positions(of: node.spec) {
                guard let values = values(argument.values, argument.choices) else { continue }
                let condition = "__todo_argument \(position)\(repeats ? "+" : "") \(path)"
                lines.append("complete -c todo -n \(ShellQuoting.fish(condition)) \(values)")
            }
        }
        return lines.joined(by: "\n") + "\n"
    }

    private func option(_ option: OptionSpec, condition: String?) -> String {
        var line = "complete -c todo"
        if let condition { line += " -n " + ShellQuoting.fish(condition) }
        if let short = option.short { line += " -s " + String(short) }
        line += ([option.name] + option.aliases).map { " -l " + $0 }.joined()
        if option.takesValue { line += " " + (values(option.values, option.choices) ?? "-x") }
        return line + " -d " + ShellQuoting.fish(CompletionSource.short(option.help))
    }

    /// The flags that say what a value may be, or nil for free text.
    private func values(_ kind: ValueKind, _ choices: [String]) -> String? {
        guard choices.isEmpty else { return "-x -a " + ShellQuoting.fish(choices.joined(by: " ")) }
        switch kind {
        case .text, .listFilter, .shell: return nil
        case .userField: return "-x -a '(__todo_set)'"
        case .userFieldName: return "-x -a '(__todo_lookup --fields names)'"
        case .tag: return "-x -a '(__todo_lookup --labels tags)'"
        case .project: return "-x -a '(__todo_lookup --labels projects)'"
        case .taskFilter: return "-x -a '(__todo_filters)'"
        case .path: return "-r -F"
        case .date: return "-x -a '(__todo_dates)'"
        case .helpTopic:
            let topics = source.otherHelpTopics.joined(by: " ")
            return "-x -a " + ShellQuoting.fish("(__todo_names ''; string split ' ' -- '\(topics)')")
        case .subcommand: return "-x -a '(__todo_names (__todo_name \"\" (__todo_line)[3]))'"
        case .openTaskIds, .completedTaskIds:
            return "-x -a " + ShellQuoting.fish("(__todo_lookup --ids \(kind.taskIdScope?.rawValue ?? ""))")
        }
    }
}
