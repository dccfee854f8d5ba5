import TodoCore

/// `todo completions bash`: a completion function for bash, made from the declarations. The
/// walk over the words is fixed shell code (`BashCompletion+Walk`); the tables it consults are
/// generated: which word names which command or subcommand, which options take a value, and
/// what each value and argument may be. Commands are known by their paths, `goal set`.
struct BashCompletion {
    let source: CompletionSource

    var script: String {
        [header, names, options, arguments, Self.walk].joined(by: "\n")
    }

    private var header: String {
        """
        # bash completion for todo
        # Made by `todo completions bash` from todo's own command declarations: make it again
        # after upgrading todo. Install it as ~/.local/share/bash-completion/completions/todo
        # (bash-completion loads it when first needed), or source it from ~/.bashrc.

        _todo_dates=\(ShellQuoting.posix(source.dateWords.map(\.word).joined(by: " ")))
        _todo_filter_words=\(ShellQuoting.posix(ValueKind.filterWords.joined(by: " ")))
        _todo_topics=\(ShellQuoting.posix(source.otherHelpTopics.joined(by: " ")))

        """
    }

    /// `_todo_name PATH WORD` sets `command` to the path WORD names after PATH (a command at the
    /// top), or fails; `_todo_names PATH` sets `words` to every name that may follow PATH.
    private var names: String {
        var steps: [String: [String]] = [:]
        var order: [String] = []
        for step in source.steps {
            if steps[step.path] == nil { order.append(step.path) }
            steps[step.path, default: []].append("\"\(step.parent):\(step.word)\"")
        }
        let nameCases = order.compactMap { path in
            steps[path].map { caseLine($0, "command=" + ShellQuoting.posix(path)) }
        }
        let listCases = source.parents.map { parent, children in
            let words = CompletionSource.names(of: children).map(\.name).joined(by: " ")
            return caseLine(["\"\(parent)\""], "words=" + ShellQuoting.posix(words))
        }
        return """
            _todo_name() {
                case "$1:$2" in
            \(nameCases.joined(by: "\n"))
                *) return 1 ;;
                esac
            }

            _todo_names() {
                case $1 in
            \(listCases.joined(by: "\n"))
                *) words= ;;
                esac
            }

            """
    }

    /// `_todo_option_kind PATH OPTION` sets `kind` to what the option's value may be (empty: it
    /// takes none); `_todo_options PATH` sets `words` to the options of PATH, globals included.
    private var options: String {
        var kindCases: [String] = []
        for option in source.globals where option.takesValue {
            kindCases.append(caseLine(option.spellings.map { "*\" \($0)\"" }, "kind=" + kind(of: option)))
        }
        var listCases: [String] = []
        for node in source.nodes {
            for option in node.spec.options where option.takesValue {
                let keys = option.spellings.map { "\"\(node.key) \($0)\"" }
                kindCases.append(caseLine(keys, "kind=" + kind(of: option)))
            }
            let spellings = (source.globals + node.spec.options).flatMap(\.spellings).joined(by: " ")
            listCases.append(caseLine(["\"\(node.key)\""], "words=" + ShellQuoting.posix(spellings)))
        }
        let globals = source.globals.flatMap(\.spellings).joined(by: " ")
        return """
            _todo_option_kind() {
                case "$1 $2" in
            \(kindCases.joined(by: "\n"))
                *) kind= ;;
                esac
            }

            _todo_options() {
                case $1 in
            \(listCases.joined(by: "\n"))
                *) words=\(ShellQuoting.posix(globals)) ;;
                esac
            }

            """
    }

    /// `_todo_argument_kinds PATH POSITION` sets `kinds` to what the arguments that may stand
    /// there may be.
    private var arguments: String {
        let cases = source.nodes.compactMap { node -> String? in
            let slots = CompletionSource.slots(of: node.spec)
            guard !slots.isEmpty else { return nil }
            let byPosition = slots.map { position, arguments, repeats in
                let kinds = arguments.map { kind($0.values, $0.choices) }.joined(by: " ")
                return (repeats ? "*" : String(position)) + ") kinds=(" + kinds + ") ;;"
            }
            return caseLine(["\"\(node.key)\""], "case $2 in " + byPosition.joined(by: " ") + " esac")
        }
        return """
            _todo_argument_kinds() {
                kinds=()
                case $1 in
            \(cases.joined(by: "\n"))
                esac
            }

            """
    }

    private func caseLine(_ patterns: [String], _ action: String) -> String {
        "    " + patterns.joined(by: " | ") + ") " + action + " ;;"
    }

    private func kind(of option: OptionSpec) -> String {
        kind(option.values, option.choices)
    }

    /// The word `_todo_complete` reads: `text`, `path`, `date`, `topics`, `subcommand`,
    /// `ids open`, `labels tags`, `filters`, `fields set`, `fields names`, `words auto always never`,
    /// quoted for the shell.
    private func kind(_ values: ValueKind, _ choices: [String]) -> String {
        guard choices.isEmpty else { return ShellQuoting.posix((["words"] + choices).joined(by: " ")) }
        switch values {
        case .text, .listFilter, .shell: return "text"
        case .userField: return "'fields set'"
        case .userFieldName: return "'fields names'"
        case .tag: return "'labels tags'"
        case .project: return "'labels projects'"
        case .taskFilter: return "filters"
        case .path: return "path"
        case .date: return "date"
        case .helpTopic: return "topics"
        case .subcommand: return "subcommand"
        case .openTaskIds, .completedTaskIds:
            return ShellQuoting.posix("ids " + (values.taskIdScope?.rawValue ?? ""))
        }
    }
}
