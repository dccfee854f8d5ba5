import TodoCore

/// `todo completions zsh`: a completion function for zsh's `compsys`, made from the
/// declarations: one function per command and subcommand, each one `_arguments` call; a command
/// with subcommands hands the words after its subcommand's name to that subcommand's function.
struct ZshCompletion {
    let source: CompletionSource

    var script: String {
        ([header, helpers, names] + source.nodes.map(function) + [main]).joined(by: "\n")
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
        let dates = source.dateWords.map { describe($0.word, $0.meaning) }
        return #"""
            _todo_topics() {
                local -a topics=(\#(source.helpTopics.map(ShellQuoting.posix).joined(by: " ")))
                _describe -t topics 'help topic' topics
            }

            _todo_dates() {
                local -a dates=(
                    \#(dates.joined(by: "\n        "))
                )
                _describe -t dates 'date (or see todo help dates)' dates
            }

            # What todo itself prints for the scripts (ids, tags, projects), from the store named on
            # the line, as `name:description` for _describe.
            _todo_lookup() {
                local file=${(Q)opt_args[--file]:-$_todo_file} program=$_todo_program line
                local -a store
                [[ $program == '~/'* ]] && program=$HOME/${program#'~/'}
                [[ $file == '~/'* ]] && file=$HOME/${file#'~/'}
                [[ -n $file ]] && store=(--file $file)
                for line in ${(f)"$($program $store completions "$@" 2>/dev/null)"}; do
                    print -r -- "${${line%%$'\t'*}//:/\\:}:${line#*$'\t'}"
                done
            }

            # The ids of tasks (the last argument: open or completed) with their titles.
            # _arguments puts options for compadd before that argument.
            _todo_ids() {
                local -a ids=(${(f)"$(_todo_lookup --ids ${@[-1]})"})
                _describe -V -t task-ids 'task id' ids
            }

            # The tags or the projects (the last argument) of open tasks.
            _todo_labels() {
                local -a names=(${(f)"$(_todo_lookup --labels ${@[-1]})"})
                _describe -t ${@[-1]} ${@[-1]%s} names
            }

            # Your own fields, with their labels.
            _todo_fields() {
                local -a names=(${(f)"$(_todo_lookup --fields names)"})
                _describe -t fields 'field' names
            }

            # The value of --set: NAME= (no space after it), then the values of a choice.
            _todo_set() {
                if compset -P '*='; then
                    local name=${${IPREFIX%=}##*=}
                    local -a values=(${(f)"$(_todo_lookup --fields values)"})
                    values=(${${(M)values:#$name=*}#$name=})
                    _describe -t values "value of $name" values
                else
                    local -a names=(${(f)"$(_todo_lookup --fields names)"})
                    _describe -t fields 'field' names -qS=
                fi
            }

            # The filter words of list: priorities, due days, tags, projects and your own fields.
            _todo_filters() {
                local -a words=(\#(ValueKind.filterWords.map { ShellQuoting.posix($0.replacing(":", with: #"\:"#)) }.joined(by: " ")))
                local line
                for line in ${(f)"$(_todo_lookup --labels tags)"}; do words+=("+$line"); done
                for line in ${(f)"$(_todo_lookup --labels projects)"}; do words+=("project\\:$line"); done
                words+=(${(f)"$(_todo_lookup --fields filters)"})
                _describe -t filters 'filter' words
            }

            """#
    }

    /// `_todo_subcommands PATH…` offers the names that may follow the path (the commands when
    /// there is none); a path may be written with aliases, as in `todo help ls`.
    private var names: String {
        let cases = source.parents.map { parent, children in
            let patterns = parent.isEmpty ? ["''"] : spellings(of: parent).map(ShellQuoting.posix)
            let names = CompletionSource.names(of: children).map { describe($0.name, $0.meaning) }
            return "        (\(patterns.joined(by: "|"))) names=(\(names.joined(by: " "))) ;;"
        }
        return """
            _todo_subcommands() {
                local -a names
                case "$*" in
            \(cases.joined(by: "\n"))
                esac
                _describe -t commands 'todo command' names
            }

            """
    }

    /// Every way to write a parent's path with its aliases: `goal`, `g`.
    private func spellings(of key: String) -> [String] {
        var specs = source.commands
        var spellings = [""]
        for word in key.split(separator: " ") {
            guard let spec = specs.first(where: { $0.name == word }) else { return [key] }
            spellings = spellings.flatMap { prefix in
                ([spec.name] + spec.aliases).map { prefix.isEmpty ? $0 : prefix + " " + $0 }
            }
            specs = spec.subcommands.map { $0.spec }
        }
        return spellings
    }

    /// The function of one command: `_todo_add`, `_todo_goal_set`.
    private func function(_ node: CompletionSource.Node) -> String {
        var specs =
            node.spec.options.flatMap(specs) + CompletionSource.positions(of: node.spec).map(argumentSpec)
        var dispatch = ""
        if !node.children.isEmpty {
            specs += [ShellQuoting.posix("1: :{_todo_subcommands \(node.key)}"), "'*:: :->subcommand'"]
            dispatch = "\n" + self.dispatch(node.children, under: node.path)
        }
        let call = (["_arguments -C $globals"] + specs).joined(by: " \\\n        ")
        return """
            \(Self.functionName(node.path))() {
                local curcontext=$curcontext state state_descr line ret=1
                typeset -A opt_args
                \(call) && ret=0\(dispatch)
                return ret
            }

            """
    }

    /// After `_arguments` found a subcommand's name: call that subcommand's function.
    private func dispatch(_ children: [CommandSpec], under path: [String]) -> String {
        let cases = children.map { child in
            "        (\(([child.name] + child.aliases).joined(by: "|"))) "
                + Self.functionName(path + [child.name]) + " && ret=0 ;;"
        }
        return """
                [[ $state == subcommand ]] || return ret
                _todo_file=${(Q)opt_args[--file]:-$_todo_file}
                curcontext=${curcontext%:*:*}:todo-$words[1]:
                case $words[1] in
            \(cases.joined(by: "\n"))
                esac
            """
    }

    private static func functionName(_ path: [String]) -> String {
        "_todo_"
            + path.map { String($0.map { $0.isLetter || $0.isNumber ? $0 : "_" }) }.joined(by: "_")
    }

    private var main: String {
        let globals = source.globals.flatMap(specs).map { "        " + $0 }.joined(by: "\n")
        return """
            _todo() {
                local curcontext=$curcontext state state_descr line _todo_program=$words[1] _todo_file ret=1
                typeset -A opt_args
                local -a globals=(
            \(globals)
                )
                _arguments -C $globals '1: :{_todo_subcommands}' '*:: :->subcommand' && ret=0
            \(dispatch(source.commands, under: []))
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
        let exclusion = spellings.count > 1 ? "(" + spellings.joined(by: " ") + ")" : ""
        return spellings.map { spelling in
            var spec = exclusion + spelling
            if option.takesValue { spec += spelling.hasPrefix("--") ? "=" : "+" }
            spec += "[" + Self.escaped(CompletionSource.short(option.help)) + "]"
            if let valueName = option.valueName {
                spec += ":" + Self.escaped(valueName) + ":" + action(option.values, option.choices)
            }
            return ShellQuoting.posix(spec)
        }
    }

    private func argumentSpec(position: Int, argument: ArgumentSpec, repeats: Bool) -> String {
        let prefix = repeats ? "*:" : argument.arity == .optional ? "::" : ":"
        return ShellQuoting.posix(
            prefix + Self.escaped(argument.name) + ":" + action(argument.values, argument.choices))
    }

    private func action(_ values: ValueKind, _ choices: [String]) -> String {
        guard choices.isEmpty else { return "(" + choices.joined(by: " ") + ")" }
        switch values {
        case .text, .listFilter, .shell: return " "
        case .userField: return "_todo_set"
        case .userFieldName: return "_todo_fields"
        case .tag: return "_todo_labels tags"
        case .project: return "_todo_labels projects"
        case .taskFilter: return "_todo_filters"
        case .path: return "_files"
        case .date: return "_todo_dates"
        case .helpTopic: return "_todo_topics"
        case .subcommand: return "{_todo_subcommands $line[1]}"
        case .openTaskIds, .completedTaskIds: return "_todo_ids " + (values.taskIdScope?.rawValue ?? "")
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
