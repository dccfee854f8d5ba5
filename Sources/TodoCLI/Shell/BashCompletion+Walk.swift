extension BashCompletion {
    /// The fixed part of the script: `_todo` walks the words before the cursor as the parser
    /// does (global options anywhere, option values skipped, `--` ends options, a command, then
    /// a subcommand as its first word), and completes the word at the cursor from the tables.
    /// bash splits words at `=` and `:` (`--due=fri`, `project:ho`, `--set energy=hi`): the
    /// pieces are put back.
    static let walk = #"""
        # Adds to COMPREPLY the words of $1 that start with $cur.
        _todo_offer() {
            local word
            for word in $1; do
                [[ $word == "$cur"* ]] && COMPREPLY+=("$word")
            done
        }

        # The first column of what todo prints for the scripts (ids, tags, projects).
        _todo_lookup() {
            local name rest
            while IFS=$'\t' read -r name rest; do
                printf '%s\n' "$name"
            done < <("$program" "${store[@]}" completions "$@" 2>/dev/null)
        }

        # Completes $cur as $kind says, adding to COMPREPLY.
        _todo_complete() {
            local words
            case $kind in
            path)
                compopt -o filenames 2>/dev/null
                local IFS=$'\n'
                COMPREPLY+=($(compgen -f -- "$cur"))
                ;;
            date) _todo_offer "$_todo_dates" ;;
            topics)
                _todo_names ""
                _todo_offer "$words $_todo_topics"
                ;;
            subcommand)
                local command
                _todo_name "" "$last" && _todo_names "$command" && _todo_offer "$words"
                ;;
            words\ *) _todo_offer "${kind#words }" ;;
            ids\ *) _todo_offer "$(_todo_lookup --ids "${kind#ids }")" ;;
            labels\ *) _todo_offer "$(_todo_lookup --labels "${kind#labels }")" ;;
            fields\ names) _todo_offer "$(_todo_lookup --fields names)" ;;
            fields\ set)
                # NAME= first, without a space after it; then the values of a choice.
                if [[ $cur == *=* ]]; then
                    _todo_offer "$(_todo_lookup --fields values)"
                else
                    local name
                    for name in $(_todo_lookup --fields names); do words+=" $name="; done
                    _todo_offer "$words"
                    compopt -o nospace 2>/dev/null
                fi
                ;;
            filters)
                local tags projects name
                tags=$(_todo_lookup --labels tags)
                projects=$(_todo_lookup --labels projects)
                for name in $tags; do words+=" +$name"; done
                for name in $projects; do words+=" project:$name"; done
                words+=" $(_todo_lookup --fields filters)"
                _todo_offer "$_todo_filter_words $words"
                ;;
            esac
        }

        _todo() {
            local cur=${COMP_WORDS[COMP_CWORD]} program=${COMP_WORDS[0]} command= pending= ended= last=
            local word kind words i position=0 end=$COMP_CWORD colon=
            local -a store=() kinds=()
            [[ $program == "~/"* ]] && program=$HOME/${program#"~/"}
            COMPREPLY=()
            # project:ho arrives as project, : and ho; project: as project and :; energy=hi (the
            # value of --set) as energy, = and hi. An option's = (--due=fri) is the walk's.
            if [[ $cur == [:=] && ${COMP_WORDS[COMP_CWORD - 1]} != -* ]]; then
                colon=${COMP_WORDS[COMP_CWORD - 1]}$cur
                end=$((COMP_CWORD - 1))
            elif ((COMP_CWORD > 1)) && [[ ${COMP_WORDS[COMP_CWORD - 1]} == [:=] &&
                ${COMP_WORDS[COMP_CWORD - 2]} != -* ]]; then
                colon=${COMP_WORDS[COMP_CWORD - 2]}${COMP_WORDS[COMP_CWORD - 1]}
                end=$((COMP_CWORD - 2))
            fi
            [[ -n $colon ]] && cur=$colon${cur#[:=]}
            for ((i = 1; i < end; i++)); do
                word=${COMP_WORDS[i]}
                if [[ -n $pending ]]; then
                    # bash splits --due=friday into --due, = and friday.
                    [[ $word == = ]] && continue
                    if [[ $pending == --file ]]; then
                        [[ $word == "~/"* ]] && word=$HOME/${word#"~/"}
                        store=(--file "$word")
                    fi
                    pending=
                elif [[ $word == [:=] || ${COMP_WORDS[i - 1]} == [:=] ]]; then
                    continue
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
            elif [[ -z $ended && $cur == -* ]]; then
                _todo_options "$command"
                _todo_offer "$words"
            else
                _todo_names "$command"
                if [[ -z $command || (-n $words && $position == 0 && -z $ended) ]]; then
                    _todo_offer "$words"
                else
                    _todo_argument_kinds "$command" "$position"
                    for kind in "${kinds[@]}"; do _todo_complete; done
                fi
            fi
            # Readline replaces only what follows the colon.
            [[ -n $colon ]] && COMPREPLY=("${COMPREPLY[@]#"$colon"}")
            return 0
        }

        complete -F _todo todo

        """#
}
