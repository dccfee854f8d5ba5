import TodoCore

/// Everything a command declares about itself, once: its name and aliases, what it does, its
/// arguments, options and subcommands. The parser binds a command line from it and the help is
/// rendered from it.
struct CommandSpec: Sendable {
    /// The word that names the command: `goal` for `todo goal`, `set` for `todo goal set`.
    let name: String
    /// The command this one is a subcommand of (`goal` for `goal set`), or nil.
    let parent: String?
    let aliases: [String]
    /// One line for the command list and the top of its help.
    let abstract: String
    /// More paragraphs for `todo help COMMAND`, if any.
    var discussion: String { discussionText() }
    /// Made when help is asked for: it may depend on what the command takes.
    private let discussionText: @Sendable () -> String
    let arguments: [ArgumentSpec]
    /// The options the command declares itself.
    private let ownOptions: [OptionSpec]
    /// Whose options for the task's fields it takes too (`add`, `edit`), made from the fields'
    /// declarations when first asked for: finding the command a word names builds none of them.
    let fieldOptions: FieldOptionSpecs.Command?
    let examples: [String]
    /// Commands named by a word after this one's name (`todo goal set`). The command itself still
    /// runs when no subcommand is named (`todo goal`).
    let subcommands: [any Command.Type]

    init(
        _ name: String, parent: String? = nil, aliases: [String] = [], abstract: String,
        discussion: @autoclosure @escaping @Sendable () -> String = "",
        arguments: [ArgumentSpec] = [], options: [OptionSpec] = [],
        fieldOptions: FieldOptionSpecs.Command? = nil, examples: [String] = [],
        subcommands: [any Command.Type] = []
    ) {
        self.name = name
        self.parent = parent
        self.aliases = aliases
        self.abstract = abstract
        discussionText = discussion
        self.arguments = arguments
        ownOptions = options
        self.fieldOptions = fieldOptions
        self.examples = examples
        self.subcommands = subcommands
    }

    /// Every option it takes: the options of the task's fields it takes, then its own.
    var options: [OptionSpec] {
        guard let fieldOptions else { return ownOptions }
        return FieldOptionSpecs.options(of: fieldOptions) + ownOptions
    }

    /// The words that run it after `todo`: `goal set`.
    var fullName: String {
        parent.map { $0 + " " + name } ?? name
    }

    /// The subcommand `word` names, if any.
    func subcommand(named word: String) -> (any Command.Type)? {
        subcommands.first { $0.spec.isNamed(word) }
    }

    /// Whether `word` is `-` and a name, and an argument takes such words (see `ArgumentSpec`).
    func takesDashedName(_ word: String) -> Bool {
        word.first == "-" && arguments.contains(where: \.takesDashedNames)
            && LabelName.isValid(word.dropFirst())
    }

    func isNamed(_ word: String) -> Bool {
        word == name || aliases.contains(word)
    }
}
