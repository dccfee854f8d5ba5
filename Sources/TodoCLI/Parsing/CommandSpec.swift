/// Everything a command declares about itself, once: its name and aliases, what it does, its
/// arguments and options. The parser binds a command line from it and the help is rendered from it.
struct CommandSpec: Sendable {
    let name: String
    let aliases: [String]
    /// One line for the command list and the top of its help.
    let abstract: String
    /// More paragraphs for `todo help COMMAND`, if any.
    let discussion: String
    let arguments: [ArgumentSpec]
    let options: [OptionSpec]
    let examples: [String]

    init(
        _ name: String, aliases: [String] = [], abstract: String, discussion: String = "",
        arguments: [ArgumentSpec] = [], options: [OptionSpec] = [], examples: [String] = []
    ) {
        self.name = name
        self.aliases = aliases
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = arguments
        self.options = options
        self.examples = examples
    }

    func isNamed(_ word: String) -> Bool {
        word == name || aliases.contains(word)
    }
}
