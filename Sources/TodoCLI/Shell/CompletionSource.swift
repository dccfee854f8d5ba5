import TodoCore

/// What every completion script is made of, read from the declarations the parser and help use:
/// the commands and their subcommands with their names, options and arguments, the global
/// options, and the date words.
struct CompletionSource {
    /// A command or a subcommand, found by the names that lead to it: `["goal", "set"]`.
    struct Node {
        let path: [String]
        let spec: CommandSpec

        /// The path as the scripts write it: `goal set`; empty for the top, where commands are named.
        var key: String { path.joined(by: " ") }
        var children: [CommandSpec] { spec.subcommands.map { $0.spec } }
    }

    let commands: [CommandSpec]
    let globals: [OptionSpec]
    let dateWords: [(word: String, meaning: String)]

    static var declared: CompletionSource {
        CompletionSource(
            commands: allCommands.map { $0.spec }, globals: GlobalOptions.all,
            dateWords: DateSuggestions.words)
    }

    /// Every command and subcommand, each parent before its subcommands.
    var nodes: [Node] {
        var result: [Node] = []
        func visit(_ spec: CommandSpec, under path: [String]) {
            let node = Node(path: path + [spec.name], spec: spec)
            result.append(node)
            for child in node.children { visit(child, under: node.path) }
        }
        for command in commands { visit(command, under: []) }
        return result
    }

    /// The commands and the commands that have subcommands: where a word may name a command.
    var parents: [(key: String, children: [CommandSpec])] {
        [("", commands)] + nodes.filter { !$0.children.isEmpty }.map { ($0.key, $0.children) }
    }

    /// Every name of these commands, with what each does: aliases say whose they are.
    static func names(of specs: [CommandSpec]) -> [(name: String, meaning: String)] {
        specs.flatMap { spec in
            [(spec.name, short(spec.abstract))] + spec.aliases.map { ($0, "alias of " + spec.name) }
        }
    }

    /// Every name that leads from the parent at `key` to its subcommand, with the subcommand's
    /// path: `("goal", "set", "goal set")`.
    var steps: [(parent: String, word: String, path: String)] {
        parents.flatMap { parent, children in
            children.flatMap { child in
                ([child.name] + child.aliases).map { word in
                    (parent, word, parent.isEmpty ? child.name : parent + " " + child.name)
                }
            }
        }
    }

    /// What `todo help` takes: every command name, and the help topics.
    var helpTopics: [String] {
        Self.names(of: commands).map(\.name) + otherHelpTopics
    }

    /// The help topics that are not also the name of a command.
    var otherHelpTopics: [String] {
        let names = Set(Self.names(of: commands).map(\.name))
        return HelpTopic.all.map(\.name).filter { !names.contains($0) }
    }

    /// A line of help as a completion shows it: the first sentence, without its final period.
    static func short(_ text: String) -> String {
        let sentence = text.split(separator: ". ", maxSplits: 1).first.map(String.init) ?? text
        return sentence.hasSuffix(".") ? String(sentence.dropLast()) : sentence
    }

    /// The positional arguments of a command by position: each argument's first position, and
    /// whether it takes every position from there on. Words that repeat after an optional
    /// argument may start in its place (`todo list +errand` as well as `todo list pending +errand`).
    static func positions(of spec: CommandSpec) -> [(position: Int, argument: ArgumentSpec, repeats: Bool)] {
        var result: [(Int, ArgumentSpec, Bool)] = []
        for (position, argument) in spec.arguments.enumerated() {
            let repeats = argument.arity == .oneOrMore || argument.arity == .zeroOrMore
            let afterOptional = position > 0 && spec.arguments[position - 1].arity == .optional
            result.append((repeats && afterOptional ? position - 1 : position, argument, repeats))
            if repeats { break }
        }
        return result
    }

    /// The arguments that may stand at each position, for shells that complete one position at a
    /// time; the last entry, when `repeats`, stands for every position from there on.
    static func slots(of spec: CommandSpec) -> [(position: Int, arguments: [ArgumentSpec], repeats: Bool)] {
        let entries = positions(of: spec)
        guard let last = entries.last else { return [] }
        let fixed = Set(entries.map(\.position)).sorted()
        var slots = fixed.map { position in
            (
                position,
                entries.filter { $0.position == position || $0.repeats && $0.position <= position }.map(
                    \.argument),
                false
            )
        }
        if last.repeats { slots.append((fixed.count, [last.argument], true)) }
        return slots
    }
}

/// Quoting for fish, which the fish script is written in; `ShellQuoting.posix` quotes for bash
/// and zsh.
extension ShellQuoting {
    /// A word in single quotes for fish, where `\'` and `\\` are the only escapes.
    static func fish(_ text: String) -> String {
        "'" + text.replacing(#"\"#, with: #"\\"#).replacing("'", with: #"\'"#) + "'"
    }
}
