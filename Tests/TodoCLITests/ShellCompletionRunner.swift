import Foundation
import TestSupport

/// Drives the real shells' completion of a `todo` command line, with the script that
/// `todo completions SHELL` prints installed where each shell looks for it, the built `todo`
/// first on `PATH`, and a store of its own.
final class ShellCompletionRunner: @unchecked Sendable {
    let folder = TemporaryFolder()
    /// One candidate and the description the shell shows beside it (empty in bash).
    struct Candidate: Hashable, CustomStringConvertible {
        let word: String
        let meaning: String
        var description: String { meaning.isEmpty ? word : word + " -- " + meaning }
    }

    static func installed(_ path: String) -> Bool {
        FileManager.default.isExecutableFile(atPath: path)
    }

    var environment: [String: String] {
        [
            "PATH": BuiltBinary.productsFolder.path + ":/usr/bin:/bin", "HOME": folder.path,
            "TODO_STORE": folder.file("todos.json"), "TODO_NOW": "2026-03-01T09:30:00Z", "TZ": "UTC",
            "XDG_CONFIG_HOME": folder.file("config"), "XDG_DATA_HOME": folder.file("share"),
            "TMPDIR": folder.path, "LANG": "C.UTF-8",
        ]
    }

    /// Runs `todo` on this runner's store.
    @discardableResult
    func todo(_ words: String...) throws -> BuiltBinary.Run {
        try BuiltBinary.run(words, environment: environment, in: folder)
    }

    /// Writes the script `todo completions SHELL` prints to `path` (relative to the folder).
    func install(_ shell: String, at path: String) throws {
        let script = try todo("completions", shell)
        guard script.status == 0 else { throw Failure("todo completions \(shell): \(script.errors)") }
        try install(script: script.output, at: path)
    }

    /// Writes a script to `path` (relative to the folder), making folders.
    func install(script: String, at path: String) throws {
        let url = URL(fileURLWithPath: folder.file(path))
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(script.utf8).write(to: url)
    }

    /// bash: sources `script` (and first bash-completion, to let it load the script), sets
    /// `COMP_WORDS` to the words and `COMP_CWORD` to the last, calls the function `complete`
    /// registered for todo, and returns `COMPREPLY`.
    func bash(_ words: [String], prelude: String = "source completions.bash") throws -> [Candidate] {
        let quoted = words.map { "'" + $0.replacingOccurrences(of: "'", with: #"'\''"#) + "'" }
        let program = """
            \(prelude)
            COMP_WORDS=(\(quoted.joined(separator: " "))); COMP_CWORD=\(words.count - 1)
            COMP_LINE="${COMP_WORDS[*]}"; COMP_POINT=${#COMP_LINE}
            function=$(complete -p todo | sed -n 's/.*-F \\([^ ]*\\) .*/\\1/p')
            "$function" todo "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let run = try shell("/bin/bash", ["--norc", "--noprofile", "-c", program])
        return lines(run.output).map { Candidate(word: $0, meaning: "") }
    }

    /// fish: `complete -C LINE`, with the script autoloaded from fish's own folder.
    func fish(_ line: String) throws -> [Candidate] {
        let run = try shell("/usr/bin/fish", ["-c", "complete -C " + fishQuoted(line)])
        return lines(run.output).map { entry in
            let parts = entry.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false).map(
                String.init)
            return Candidate(word: parts[0], meaning: parts.count > 1 ? parts[1] : "")
        }
    }

    /// zsh: an interactive `zsh -f` on a pseudo-terminal (`zpty`) with compinit and the script
    /// as `_todo` on `$fpath`, the line typed and Tab pressed; each candidate `compadd` is given
    /// is written to a file, with its description as the listing shows it (`1  -- Buy milk`).
    func zsh(_ line: String) throws -> [Candidate] {
        folder.write(Self.zshCapture, to: "capture.zsh")
        let output = folder.file("zsh-candidates")
        try? FileManager.default.removeItem(atPath: output)
        _ = try shell(
            "/usr/bin/timeout",
            ["30", "/usr/bin/zsh", "-f", "capture.zsh", folder.file("zfunc"), output, line])
        let text = String(decoding: FileManager.default.contents(atPath: output) ?? Data(), as: UTF8.self)
        return lines(text).map { entry in
            let parts = entry.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false).map(
                String.init)
            let shown = parts.count > 1 ? parts[1] : ""
            let meaning = shown.range(of: " -- ").map { String(shown[$0.upperBound...]) } ?? ""
            return Candidate(word: parts[0], meaning: meaning)
        }.filter { !$0.word.isEmpty }
    }

    func shell(_ executable: String, _ arguments: [String]) throws -> BuiltBinary.Run {
        let run = try BuiltBinary.run(arguments, environment: environment, in: folder, executable: executable)
        guard run.status == 0 else {
            throw Failure("\(executable) \(arguments) exited \(run.status): \(run.errors)")
        }
        return run
    }

    private func lines(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
    }

    private func fishQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: #"\"#, with: #"\\"#).replacingOccurrences(of: "'", with: #"\'"#)
            + "'"
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// `zsh -f capture.zsh FPATH_FOLDER OUTPUT_FILE LINE`. `compadd` is wrapped to write what it
    /// is asked to add; options that only ask (-O, -A, -D) go straight through. A completion
    /// ends the shell, which ends the read loop.
    static let zshCapture = #"""
        zmodload zsh/zpty
        zpty z zsh -f -i
        zpty -w z "PS1='' PROMPT='' RPS1='' fpath=(${(q)1} \$fpath) __out=${(q)2}"
        zpty -w z "autoload -Uz compinit; compinit -u -d ${(q)2}.zcompdump"
        zpty -w z 'compadd() {
          if [[ ${@[1,(i)(-|--)]} == *-(O|A|D)\ * ]]; then builtin compadd "$@"; return $?; fi
          local -a __hits __dscr
          if (( $@[(I)-d] )); then
            local __tmp=${@[$[${@[(i)-d]}+1]]}
            if [[ $__tmp == \(* ]]; then eval "__dscr=$__tmp"; else __dscr=( "${(@P)__tmp}" ); fi
          fi
          builtin compadd -A __hits -D __dscr "$@"
          local i
          for i in {1..$#__hits}; do print -r -- "${__hits[$i]}"$'"'"'\t'"'"'"${__dscr[$i]}" >> $__out; done
        }'
        zpty -w z 'comppostfuncs=( __done ); __done() { exit }'
        zpty -w z 'bindkey "^I" complete-word'
        zpty -n -w z "$3"$'\t'
        local line
        while zpty -r z line; do :; done
        """#
}
