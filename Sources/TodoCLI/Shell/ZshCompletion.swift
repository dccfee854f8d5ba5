/// `todo completions zsh`: a completion function for zsh's `compsys`, one `_arguments` call per
/// command, made from the declarations.
struct ZshCompletion {
    let source: CompletionSource

    var script: String {
        [header, helpers, main].joined(separator: "\n")
    }

    private var header: String {
        """
        #compdef todo
        # zsh completion for todo
        # Made by `todo completions zsh` from todo's own command declarations: make it again after
        # upgrading todo. Install it as _todo in a folder on $fpath (before compinit runs), or
        # source it from ~/.zshrc after compinit.

        """
    }

    private var helpers: String {
        let commands = source.commandNames.map { describe($0.name, $0.meaning) }
        let dates = source.dateWords.map { describe($0.word, $0.meaning) }
        return #"""
            _todo_commands() {
                local -a commands=(
                    \#(commands.joined(separator: "\n        "))
                )
                _describe -t commands 'todo command' commands
            }

            _todo_topics() {
                local -a topics=(\#(source.helpTopics.map(ShellQuoting.posix).joined(separator: " ")))
                _describe -t topics 'help topic' topics
            }

            _todo_dates() {
                local -a dates=(
                    \#(dates.joined(separator: "\n        "))
                )
                _describe -t dates 'date (or see todo help dates)' dates
            }

            # The ids of tasks (the last argument: open or completed) with their titles, from todo
            # itself. _arguments puts options for compadd before that argument.
            _todo_ids() {
                local file=${(Q)opt_args[--file]:-$_todo_file} program=$_todo_program line
                local -a ids store
                [[ $program == '~/'* ]] && program=$HOME/${program#'~/'}
                [[ $file == '~/'* ]] && file=$HOME/${file#'~/'}
                [[ -n $file ]] && store=(--file $file)
                for line in ${(f)"$($program $store completions --ids ${@[-1]} 2>/dev/null)"}; do
                    ids+=("${line%%$'\t'*}:${line#*$'\t'}")
                done
                _describe -V -t task-ids 'task id' ids
            }

            """#
    }

    private var main: String {
        let globals = source.globals.flatMap(specs).map { "        " + $0 }.joined(separator: "\n")
        let cases = source.commands.map { spec in
            let names = ([spec.name] + spec.aliases).joined(separator: "|")
            let arguments =
                spec.options.flatMap(specs) + CompletionSource.positions(of: spec).map(argumentSpec)
            let call = (["_arguments $globals"] + arguments).joined(separator: " \\\n                ")
            return "        (\(names))\n            \(call) && ret=0\n            ;;"
        }
        return """
            _todo() {
                local curcontext=$curcontext state state_descr line _todo_program=$words[1] _todo_file ret=1
                typeset -A opt_args
                local -a globals=(
            \(globals)
                )
                _arguments -C $globals '1: :_todo_commands' '*:: :->arguments' && ret=0
                [[ $state == arguments ]] || return ret
                _todo_file=${(Q)opt_args[--file]}
                curcontext=${curcontext%:*:*}:todo-$words[1]:
                case $words[1] in
            \(cases.joined(separator: "\n"))
                esac
                return ret
            }

            if [[ $funcstack[1] == _todo ]]; then
                _todo "$@"
            else
                compdef _todo todo
            fi

            """
    }

    /// `'(-d --description)-d+[a longer description]:TEXT: '`, one for each spelling.
    private func specs(_ option: OptionSpec) -> [String] {
        let spellings = option.spellings
        let exclusion = spellings.count > 1 ? "(" + spellings.joined(separator: " ") + ")" : ""
        return spellings.map { spelling in
            var spec = exclusion + spelling
            if option.takesValue { spec += spelling.hasPrefix("--") ? "=" : "+" }
            spec += "[" + Self.escaped(CompletionSource.short(option.help)) + "]"
            if let valueName = option.valueName {
                spec += ":" + Self.escaped(valueName) + ":" + action(option.values)
            }
            return ShellQuoting.posix(spec)
        }
    }

    private func argumentSpec(position: Int, argument: ArgumentSpec, repeats: Bool) -> String {
        let prefix = repeats ? "*:" : argument.arity == .optional ? "::" : ":"
        return ShellQuoting.posix(prefix + Self.escaped(argument.name) + ":" + action(argument.values))
    }

    private func action(_ values: ValueKind) -> String {
        switch values {
        case .text: return " "
        case .path: return "_files"
        case .date: return "_todo_dates"
        case .helpTopic: return "_todo_topics"
        case .taskIds(let scope): return "_todo_ids " + scope.rawValue
        case .choices(let words): return "(" + words.joined(separator: " ") + ")"
        }
    }

    /// `name:meaning` for `_describe`, quoted.
    private func describe(_ name: String, _ meaning: String) -> String {
        ShellQuoting.posix(name.replacing(":", with: #"\:"#) + ":" + meaning)
    }

    /// Text inside `[…]` or a message of `_arguments`: brackets, colons and backslashes escaped.
    private static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            if "\\[]:".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
