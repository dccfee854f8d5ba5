import TodoCore

/// Runs a command of `todo` in-process, as typed, at the present moment: the ui saves a form
/// with `add` or `edit`, toggles with `complete` and `uncomplete`, deletes with `delete`, and
/// shows what `stats` prints. So every rule is the commands' own, and so is every message.
struct CommandRunner {
    let context: CommandContext

    /// Now, as the clock shows it.
    func clock() -> Instant { context.clock.now }

    /// The lines the command printed. Its errors are thrown as the command threw them.
    func run(_ words: [String], width: Int? = nil) throws -> [String] {
        let invocation = try CommandLineParser(commands: allCommands).parse(words)
        guard let command = invocation.command else { return [] }
        var context = current(as: words)
        context.width = width
        let made = try command.init(arguments: invocation.arguments, context: context)
        try made.run(context)
        // A hook's warning shows in the status bar, not over the screen.
        let text = String(decoding: context.output.bytes + context.errors.bytes, as: UTF8.self)
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).dropLast(
            text.hasSuffix("\n") ? 1 : 0)
    }

    /// The context of a command run now, its output kept for the ui, without colours.
    var current: CommandContext { current(as: []) }

    /// The context of the command `words` run now: the change log says `words` made its changes
    /// (`complete 3`), so `todo log` and `todo undo` name what the ui did.
    func current(as words: [String]) -> CommandContext {
        var context = self.context
        context.store.command = ChangeDescription.of(words)
        context.now = clock()
        context.output = OutputBuffer()
        context.json = false
        context.style = TextStyle(colors: false)
        context.askLine = nil
        context.errors = OutputBuffer()
        context.commandName = UICommand.spec.name
        return context
    }

    /// The one line that tells `error` to a person (what `todo` prints after `todo: `).
    func message(for error: any Error) -> String {
        let inner = (error as? UIForm.FieldError)?.error ?? error
        return ErrorReport(inner, now: clock(), zone: context.zone).message
    }
}
