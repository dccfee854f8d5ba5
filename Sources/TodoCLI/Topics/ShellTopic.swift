extension HelpTopic {
    /// `todo help shell`: completions for three shells, the manual page, editing a task in an
    /// editor, and the sample tasks.
    static var shell: HelpTopic {
        HelpTopic("shell", summary: "completions, the manual page, the editor's form, sample tasks") { _ in
            completionBlocks + manualPageBlocks + editorBlocks + sampleBlocks
        }
    }

    private static var completionBlocks: [HelpBlock] {
        [
            .heading("Completions"),
            .paragraph(
                """
                todo completions bash|zsh|fish prints a completion script made from the declarations
                the parser and todo help read, so it offers exactly what todo accepts: commands,
                aliases and subcommands, each command's options, fixed values, the date words --due
                reads, files where a path goes, the tags and projects of open tasks after --tag,
                --untag and --project, list's filter words, and the ids of tasks where a command takes
                ids: open tasks after done, edit, rm and show, completed ones still listed after
                uncomplete (archived tasks are not offered, but can still be typed). zsh and fish show
                each task's title beside its id. To find them the script runs todo completions --ids
                open (or completed, or --labels tags|projects) with the --file given on the line,
                else TODO_STORE: one line per task, the id, a tab, the title as list shows it.
                """),
            .definitions(
                [
                    (
                        "bash",
                        "with the bash-completion package: todo completions bash > "
                            + "~/.local/share/bash-completion/completions/todo, loaded the first time Tab is pressed "
                            + "after todo; for everyone, /usr/share/bash-completion/completions/todo. Without "
                            + "bash-completion: write it to a file and source that file in ~/.bashrc."
                    ),
                    (
                        "zsh",
                        "todo completions zsh > ~/.zfunc/_todo, with fpath=(~/.zfunc $fpath) before compinit "
                            + "in ~/.zshrc (or source <(todo completions zsh) after compinit); for everyone, "
                            + "/usr/local/share/zsh/site-functions/_todo."
                    ),
                    (
                        "fish",
                        "todo completions fish > ~/.config/fish/completions/todo.fish; for everyone, "
                            + "/usr/share/fish/vendor_completions.d/todo.fish."
                    ),
                ], title: "Install it, then start a new shell:"),
            .example([
                "$ complete -C 'todo done '        # fish: what Tab offers",
                "1       Buy milk",
                "2       Renew passport",
                "$ complete -C 'todo list pr'",
                "priority:high", "priority:low", "priority:medium",
                "project:home    1 open task",
            ]),
        ]
    }

    private static var manualPageBlocks: [HelpBlock] {
        [
            .heading("The manual page"),
            .paragraph(
                """
                todo help --man prints the manual page todo(1) in roff: the commands from their
                declarations, and every help topic as a section of its own, the same text todo help
                prints. It passes mandoc -T lint without a message and stays within 80 columns. Its
                date is this version's (not the day it is printed), so it is the same on every
                machine. man finds ~/.local/share/man when ~/.local/bin is on PATH; system-wide,
                /usr/local/share/man/man1/todo.1.
                """),
            .example([
                "$ todo help --man | man -l -",
                "$ mkdir -p ~/.local/share/man/man1",
                "$ todo help --man > ~/.local/share/man/man1/todo.1 && man todo",
            ]),
        ]
    }

    private static var editorBlocks: [HelpBlock] {
        [
            .heading("Editing in an editor"),
            .paragraph(
                """
                todo edit ID with no field option opens the task in $VISUAL, else $EDITOR, else vi,
                as a form of its fields, one Name: value line each, with # lines explaining the form
                and the description below: change what you want, save and quit. The form is a new
                file of mode 0600 in $TMPDIR (else /tmp). The editor runs as git runs it, /bin/sh -c
                '$EDITOR "$@"', so EDITOR='code --wait' works; todo ignores Ctrl-C while it runs.
                """),
            .definitions([
                (
                    "Unchanged",
                    "A field whose text is as it was shown changes nothing, so an overdue deadline left "
                        + "alone is not refused, and a deadline shown to the minute keeps its seconds. The "
                        + "whole form left as it was changes nothing (exit code 0)."
                ),
                (
                    "Changed",
                    "Each changed field is read by the rules of the option that sets it: dates as --due "
                        + "reads them, titles, priorities, tags and projects, reminders as 10m. A line that is "
                        + "not Name: value with a known name, or a name given twice, is a usage error. Names "
                        + "are read in any case; a line removed leaves its field as it was, and only an empty "
                        + "value removes a field."
                ),
                (
                    "Description",
                    "Every line below Description:, kept as it is (a line starting with # included); blank "
                        + "lines at its end are dropped. One-line values are shown with control characters "
                        + "escaped (\\n, \\e), so a title an import brought with a line break stays on its line."
                ),
                (
                    "Aborted",
                    "An empty form, or an editor that exits with a status other than 0, changes nothing "
                        + "(exit code 3) and the file is removed."
                ),
                (
                    "Refused",
                    "A refused form changes nothing and is kept; the error names the file: what you typed is "
                        + "kept in /tmp/todo-edit-3-6bbafaef58b3.txt."
                ),
                (
                    "One task",
                    "todo edit 2-4 with no option is a usage error. Without VISUAL or EDITOR, vi opens only "
                        + "when todo runs on a terminal, so a script is never left waiting for an editor."
                ),
            ]),
        ]
    }

    private static var sampleBlocks: [HelpBlock] {
        [
            .heading("Sample tasks"),
            .paragraph(
                """
                todo examples fills an empty store with six tasks, one for each thing a task can
                show, and refuses (exit code 3) a store that has any task, archived ones included.
                add refuses a deadline that is not in the future, so the overdue sample cannot be
                added now: rather than write the task around the rules, todo examples calls the
                core's own add and complete as of the moment a user would have (the passport was
                added three days ago, with a deadline of yesterday 17:00, which was then in the
                future). Every rule holds as it did at that time, and the tasks' createdAt and
                completedAt say so.
                """),
            .example([
                "$ todo --file /tmp/try.json examples",
                "$ todo --file /tmp/try.json list",
            ]),
        ]
    }
}
