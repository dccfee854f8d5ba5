extension BashCompletion {
    /// The fixed part of the script: `_todo` walks the words before the cursor as the parser
    /// does (global options anywhere, option values skipped, `--` ends options, a command, then
    /// a subcommand as its first word), and completes the word at the cursor from the tables.
    static let walk = #"""
        # Completes $cur as $kind says.
        _todo_complete() {
            local words
            case $kind in
            path)
                compopt -o filenames 2>/dev/null
                local IFS=$'\n'
                COMPREPLY=($(compgen -f -- "$cur"))
                ;;
            date) COMPREPLY=($(compgen -W "$_todo_dates" -- "$cur")) ;;
            topics)
                _todo_names ""
                COMPREPLY=($(compgen -W "$words dates" -- "$cur"))
                ;;
            subcommand)
                local command
                _todo_name "" "$last" && _todo_names "$command" && COMPREPLY=($(compgen -W "$words" -- "$cur"))
                ;;
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
            local cur=${COMP_WORDS[COMP_CWORD]} program=${COMP_WORDS[0]} command= pending= ended= last=
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
                elif [[ -z $ended && $word == -- ]]; then
                    ended=1
                elif [[ -z $ended && $word == -?* ]]; then
                    _todo_option_kind "$command" "$word"
                    [[ -n $kind ]] && pending=$word
                elif [[ -z $command ]]; then
                    _todo_name "" "$word" || command=$word
                elif ((position > 0)) || [[ -n $ended ]] || ! _todo_name "$command" "$word"; then
                    ((position++))
                    last=$word
                fi
            done
            if [[ -n $pending ]]; then
                [[ $cur == = ]] && cur=
                _todo_option_kind "$command" "$pending"
                _todo_complete
                return
            fi
            if [[ -z $ended && $cur == -* ]]; then
                _todo_options "$command"
                COMPREPLY=($(compgen -W "$words" -- "$cur"))
                return
            fi
            _todo_names "$command"
            if [[ -z $command || (-n $words && $position == 0 && -z $ended) ]]; then
                COMPREPLY=($(compgen -W "$words" -- "$cur"))
            else
                _todo_argument_kind "$command" "$position"
                _todo_complete
            fi
        }

        complete -F _todo todo

        """#
}
