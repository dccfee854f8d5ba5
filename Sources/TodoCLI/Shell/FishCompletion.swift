/// `todo completions fish`: `complete` lines for fish, made from the declarations, and a few
/// functions that find the command and the argument's position on the line.
struct FishCompletion {
    let source: CompletionSource

    var script: String {
        [header, functions, completions].joined(separator: "\n")
    }

    private var header: String {
        """
        # fish completion for todo
        # Made by `todo completions fish` from todo's own command declarations: make it again after
        # upgrading todo. Install it as ~/.config/fish/completions/todo.fish.

        """
    }

    private var functions: String {
        var valued: [String] = []
        for option in source.globals where option.takesValue {
            valued += option.spellings.map { "* " + $0 }
        }
        for spec in source.commands {
            for option in spec.options where option.takesValue {
                for name in [spec.name] + spec.aliases {
                    valued += option.spellings.map { name + " " + $0 }
                }
            }
        }
        let dates = source.dateWords.map { ShellQuoting.fish($0.word + "\t" + $0.meaning) }
        return #"""
            # Whether option $2 of command $1 takes a value.
            function __todo_takes_value
                switch "$argv[1] $argv[2]"
                    case \#(valued.map(ShellQuoting.fish).joined(separator: " "))
                        return 0
                end
                return 1
            end

            # The command on the line, then how many arguments follow it.
            function __todo_line
                set -l words (commandline -opc)
                set -e words[1]
                set -l command
                set -l position 0
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
                        set command $word
                    else
                        set position (math $position + 1)
                    end
                end
                printf '%s\n' "$command" $position
            end

            function __todo_needs_command
                set -l line (__todo_line)
                test -z "$line[1]"
            end

            # Whether the command is one of $argv.
            function __todo_using
                set -l line (__todo_line)
                test -n "$line[1]"; and contains -- $line[1] $argv
            end

            # Whether the command is one of $argv[2..] and the next argument is number $argv[1]
            # (from 0), or any from there on when $argv[1] ends in +.
            function __todo_argument
                set -l line (__todo_line)
                test -n "$line[1]"; and contains -- $line[1] $argv[2..-1]; or return 1
                set -l first (string trim -r -c + -- $argv[1])
                if string match -q -- '*+' $argv[1]
                    test $line[2] -ge $first
                else
                    test $line[2] -eq $first
                end
            end

            # The ids of tasks ($argv[1]: open or completed) with their titles, from todo itself.
            function __todo_ids
                set -l words (commandline -opc)
                set -l store
                for i in (seq 2 (count $words))
                    if test "$words[$i]" = --file; and test $i -lt (count $words)
                        set store --file $words[(math $i + 1)]
                    else if string match -q -- '--file=*' $words[$i]
                        set store --file (string replace -- --file= '' $words[$i])
                    end
                end
                $words[1] $store completions --ids $argv[1] 2>/dev/null
            end

            function __todo_dates
                printf '%s\n' \#(dates.joined(separator: " "))
            end

            """#
    }

    private var completions: String {
        var lines = ["complete -c todo -f"]
        for (name, meaning) in source.commandNames {
            lines.append(
                "complete -c todo -n __todo_needs_command -a \(ShellQuoting.fish(name)) -d \(ShellQuoting.fish(meaning))"
            )
        }
        lines += source.globals.map { option($0, condition: nil) }
        for spec in source.commands {
            let names = ([spec.name] + spec.aliases).joined(separator: " ")
            lines += spec.options.map { option($0, condition: "__todo_using " + names) }
            for (position, argument, repeats) in CompletionSource.positions(of: spec) {
                guard let values = values(argument.values) else { continue }
                let condition = "__todo_argument \(position)\(repeats ? "+" : "") \(names)"
                lines.append("complete -c todo -n \(ShellQuoting.fish(condition)) \(values)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func option(_ option: OptionSpec, condition: String?) -> String {
        var line = "complete -c todo"
        if let condition { line += " -n " + ShellQuoting.fish(condition) }
        if let short = option.short { line += " -s " + String(short) }
        line += ([option.name] + option.aliases).map { " -l " + $0 }.joined()
        if option.takesValue { line += " " + (values(option.values) ?? "-x") }
        return line + " -d " + ShellQuoting.fish(CompletionSource.short(option.help))
    }

    /// The flags that say what a value may be, or nil for free text.
    private func values(_ kind: ValueKind) -> String? {
        switch kind {
        case .text: return nil
        case .path: return "-r -F"
        case .date: return "-x -a '(__todo_dates)'"
        case .helpTopic:
            return "-x -a " + ShellQuoting.fish((source.helpTopics).joined(separator: " "))
        case .taskIds(let scope): return "-x -a " + ShellQuoting.fish("(__todo_ids \(scope.rawValue))")
        case .choices(let words): return "-x -a " + ShellQuoting.fish(words.joined(separator: " "))
        }
    }
}
