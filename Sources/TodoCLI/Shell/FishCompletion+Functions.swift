extension FishCompletion {
    /// The fixed functions of the script. `__todo_line` walks the words before the cursor as the
    /// parser does and prints three lines: the command's path, how many arguments follow it,
    /// and the last of them.
    static let functions = #"""
        function __todo_line
            set -l words (commandline -opc)
            set -e words[1]
            set -l command ''
            set -l position 0
            set -l last ''
            set -l pending 0
            set -l ended 0
            for word in $words
                if test $pending = 1
                    set pending 0
                else if test $ended = 0 -a "$word" = --
                    set ended 1
                else if test $ended = 0; and string match -q -- '-?*' $word
                    __todo_takes_value "$command" $word; and set pending 1
                else if test -z "$command"
                    set command (__todo_name '' $word; or echo $word)
                else if test $position = 0 -a $ended = 0; and __todo_name "$command" $word >/dev/null
                    set command (__todo_name "$command" $word)
                else
                    set position (math $position + 1)
                    set last $word
                end
            end
            printf '%s\n' "$command" $position "$last"
        end

        # Whether the word at the cursor names a command or a subcommand.
        function __todo_offers_names
            set -l line (__todo_line)
            test -z "$line[1]"; and return 0
            set -l names (__todo_names $line[1])
            test $line[2] = 0 -a -n "$names"
        end

        function __todo_names_here
            __todo_names (__todo_line)[1]
        end

        # Whether the command's path is $argv[1].
        function __todo_using
            set -l line (__todo_line)
            test "$line[1]" = "$argv[1]"
        end

        # Whether the command's path is $argv[2] and the next argument is number $argv[1] (from
        # 0), or any from there on when $argv[1] ends in +.
        function __todo_argument
            set -l line (__todo_line)
            test "$line[1]" = "$argv[2]"; or return 1
            set -l first (string trim -r -c + -- $argv[1])
            if string match -q -- '*+' $argv[1]
                test $line[2] -ge $first
            else
                test $line[2] -eq $first
            end
        end

        # What todo itself prints for the scripts (ids with titles, tags and projects with their
        # counts), asking the store named on the line.
        function __todo_lookup
            set -l words (commandline -opc)
            set -l store
            for i in (seq 2 (count $words))
                if test "$words[$i]" = --file; and test $i -lt (count $words)
                    set store --file $words[(math $i + 1)]
                else if string match -q -- '--file=*' $words[$i]
                    set store --file (string replace -- --file= '' $words[$i])
                end
            end
            $words[1] $store completions $argv 2>/dev/null
        end

        # The value of --set: NAME= for each of your own fields, then, after NAME=, the values
        # of a choice.
        function __todo_set
            if string match -q -- '*=*' (string replace -r -- '^--[a-z-]+=' '' (commandline -ct))
                __todo_lookup --fields values
            else
                for line in (__todo_lookup --fields names)
                    set -l parts (string split -m 1 \t -- $line)
                    printf '%s=\t%s\n' $parts[1] $parts[2]
                end
            end
        end

        """#
}
