/// A command line that cannot be run as written: exit code 2.
enum UsageError: Error, Equatable {
    case unknownCommand(String, suggestion: String?)
    /// `todo help WORD` where WORD is neither a command nor a help topic.
    case unknownHelpTopic(String, suggestion: String?)
    case unknownOption(String, suggestion: String?)
    case optionBeforeCommand(String)
    case optionsBeforeSubcommand(command: String)
    case missingValue(option: String)
    case unexpectedValue(option: String)
    case missingArgument(name: String, command: String)
    case unexpectedArgument(String, command: String)
    case conflictingOptions(String, String)
    /// An option that only goes with another: `--user` with `--setup`.
    case requiresOption(String, required: String)
    /// An option's value that is not one the option takes: `--timeout 0`.
    case invalidValue(option: String, value: String, expected: String)
    case invalidChoice(option: String, value: String, choices: [String])
    case invalidId(String)
    case invalidDate(String)
    /// A repetition `--every` cannot read: the message from `RecurrenceRuleError`.
    case invalidRepetition(String)
    /// A time before the deadline that `ReminderOffset` cannot read.
    case invalidReminder(String)
    case invalidEnvironment(name: String, value: String, expected: String)
    /// `todo ui` with stdin or stdout not a terminal.
    case notATerminal(command: String)
    case invalidNumber(option: String, value: String, range: ClosedRange<Int>)
    /// An option that only works with another: `--svg` with `--week`, `--month` or `--year`.
    case needsOption(String, oneOf: [String])
    case invalidCount(option: String, value: String)
}
