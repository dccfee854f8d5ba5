/// `todo completions bash`: a completion function for bash, made from the declarations. The
/// walk over the words is fixed shell code; the tables it consults (which options take a
/// value, what each value and argument may be) are generated.
struct BashCompletion {
    let source: CompletionSource

    var script: String {
        [header, tables, walk].joined(separator: "\n")
    }

    private var header: String {
        """
        # bash completion for todo
        # Made by `todo completions bash` from todo's own command declarations: make it again
        # after upgrading todo. Install it as ~/.local/share/bash-completion/completions/todo
        # (bash-completion loads it when first needed), or source it from ~/.bashrc.

        _todo_commands=\(ShellQuoting.posix(source.commandNames.map(\.name).joined(separator: " ")))
        _todo_dates=\(ShellQuoting.posix(source.dateWords.map(\.word).joined(separator: " ")))

        """
    }

    /// `_todo_option_kind COMMAND OPTION` and `_todo_argument_kind COMMAND POSITION` set `kind`
    /// to what the value may be (empty: the option takes none); `_todo_options COMMAND` sets
    /// `words` to the options a command takes, the global ones included.
    private var tables: String {
        var optionCases: [String] = []
        for option in source.globals where option.takesValue {
            optionCases.append(
                caseLine(option.spellings.map { "*\" \($0)\"" }, "kind=" + kind(option.values)))
        }
        var optionLists: [String] = []
        var argumentCases: [String] = []
        for spec in source.commands {
            let names = [spec.name] + spec.aliases
            for option in spec.options where option.takesValue {
                let keys = names.flatMap { name in option.spellings.map { "\"\(name) \($0)\"" } }
                optionCases.append(caseLine(keys, "kind=" + kind(option.values)))
            }
            let spellings = (source.globals + spec.options).flatMap(\.spellings)
            optionLists.append(
                caseLine(names, "words=" + ShellQuoting.posix(spellings.joined(separator: " "))))
            argumentCases.append(caseLine(names, argumentKind(spec)))
        }
        let globals = source.globals.flatMap(\.spellings).joined(separator: " ")
        return """
            _todo_option_kind() {
                case "$1 $2" in
            \(optionCases.joined(separator: "\n"))
                *) kind= ;;
                esac
            }

            _todo_options() {
                case $1 in
            \(optionLists.joined(separator: "\n"))
                *) words=\(ShellQuoting.posix(globals)) ;;
                esac
            }

            _todo_argument_kind() {
                kind=
                case $1 in
            \(argumentCases.joined(separator: "\n"))
                esac
            }

            """
    }

    private func caseLine(_ patterns: [String], _ action: String) -> String {
        "    " + patterns.joined(separator: " | ") + ") " + action + " ;;"
    }

    /// The arguments of a command by position: `case $2 in 0) kind=… ;; *) kind=… ;; esac`.
    private func argumentKind(_ spec: CommandSpec) -> String {
        let positions = CompletionSource.positions(of: spec)
        guard !positions.isEmpty else { return ":" }
        let cases = positions.map { position, argument, repeats in
            (repeats ? "*" : String(position)) + ") kind=" + kind(argument.values) + " ;;"
        }
        return "case $2 in " + cases.joined(separator: " ") + " esac"
    }

    /// The word `_todo_complete` reads: `text`, `path`, `date`, `topics`, `ids open`,
    /// `words auto always never`, quoted for the shell.
    private func kind(_ values: ValueKind) -> String {
        switch values {
        case .text: return "text"
        case .path: return "path"
        case .date: return "date"
        case .helpTopic: return "topics"
        case .taskIds(let scope): return ShellQuoting.posix("ids " + scope.rawValue)
        case .choices(let words): return ShellQuoting.posix((["words"] + words).joined(separator: " "))
        }
    }

    private var walk: String {
        #"""
        # Completes $cur as $kind says.
        _todo_complete() {
            case $kind in
            path)
                compopt -o filenames 2>/dev/null
                local IFS=$'\n'
                COMPREPLY=($(compgen -f -- "$cur"))
                ;;
            date) COMPREPLY=($(compgen -W "$_todo_dates" -- "$cur")) ;;
            topics) COMPREPLY=($(compgen -W "$_todo_commands dates" -- "$cur")) ;;
            words\ *) COMPREPLY=($(compgen -W "${kind#words }" -- "$cur")) ;;
            ids\ *)
                local id title
                while IFS=$'\t' read -r id title; do
                    [[ $id == "$cur"* ]] && COMPREPLY+=("$id")
                done < <("$program" "${store[@]}" completions --ids "${kind#ids }" 2>/dev/null)
                ;;
            esac
        }

        _todo() {
            local cur=${COMP_WORDS[COMP_CWORD]} program=${COMP_WORDS[0]} command= pending= ended=
            local word kind words i position=0
            local -a store=()
            [[ $program == "~/"* ]] && program=$HOME/${program#"~/"}
            COMPREPLY=()
            for ((i = 1; i < COMP_CWORD; i++)); do
                word=${COMP_WORDS[i]}
                if [[ -n $pending ]]; then
                    # bash splits --due=friday into --due, = and friday.
                    [[ $word == = ]] && continue
                    if [[ $pending == --file ]]; then
                        [[ $word == "~/"* ]] && word=$HOME/${word#"~/"}
                        store=(--file "$word")
                    fi
                    pending=
                    continue
                fi
                if [[ -z $ended && $word == -- ]]; then
                    ended=1
                elif [[ -z $ended && $word == -?* ]]; then
                    _todo_option_kind "$command" "$word"
                    [[ -n $kind ]] && pending=$word
                elif [[ -z $command ]]; then
                    command=$word
                else
                    ((position++))
                fi
            done
            if [[ -n $pending ]]; then
                [[ $cur == = ]] && cur=
                _todo_option_kind "$command" "$pending"
                _todo_complete
            elif [[ -z $ended && $cur == -* ]]; then
                _todo_options "$command"
                COMPREPLY=($(compgen -W "$words" -- "$cur"))
            elif [[ -z $command ]]; then
                COMPREPLY=($(compgen -W "$_todo_commands" -- "$cur"))
            else
                _todo_argument_kind "$command" "$position"
                _todo_complete
            fi
        }

        complete -F _todo todo

        """#
    }
}
