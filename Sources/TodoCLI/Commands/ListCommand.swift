import TodoCore

struct ListCommand: Command {
    static let spec = CommandSpec(
        "list", aliases: ["ls"], abstract: "Show the tasks, grouped into Overdue, Pending and Completed.",
        discussion: """
            Overdue and pending tasks come earliest deadline first (pending tasks without a deadline
            after them, in the order added); completed tasks most recently completed first. A task
            completed 24 hours ago or more is cleared from the list (see 'todo show ID' and 'todo export').
            `todo` with no command is `todo list`. A task waiting (add --wait) is left out until
            its wait but by 'list waiting', which shows those alone, and 'list all'; blocked tasks
            are marked ⊘, waiting ones ◷.

            Filters narrow the list; a task is shown when it passes every one: +TAG (has the tag),
            -TAG (has it not), project:NAME (that project or one inside it: project:home takes in
            home.garden), priority:high|medium|low, due:today|tomorrow|week|none (week: Monday to
            Sunday), and any other word: text the title, description or location contains. Tags,
            projects and text ignore case. is:blocked (waits on an open task), is:ready (open, not
            blocked, not waiting), is:waiting and is:repeating ask what a task is. Your own fields (see 'todo help field') filter as
            NAME:VALUE (the value, ignoring case; a date field's local day, as in
            started:2026-03-05), NAME:none and NAME:any; a NAME that is no declared field is text.
            """,
        arguments: [
            ArgumentSpec(
                "STATE", .optional, values: .listFilter,
                help: "pending, overdue, completed, waiting or all (default: all but the waiting)"),
            ArgumentSpec(
                "FILTER", .zeroOrMore, values: .taskFilter,
                help: "+TAG, -TAG, project:NAME, priority:LEVEL, due:WHEN, is:WHAT, FIELD:VALUE, or text"),
        ],
        examples: [
            "todo", "todo list overdue", "todo ls --json", "todo list +errand -later",
            "todo list pending project:home priority:high", "todo list due:week dentist",
            "todo list energy:high estimate:none", "todo list waiting", "todo list is:ready +errand",
        ])

    let state: ListFilter
    /// Whether the state was given (`list all` shows the waiting tasks, `list` does not).
    let isStateGiven: Bool
    /// The filter by the built-in words: read before the store is, so that a bad word is
    /// refused first; words of the user's own fields are read again once the store says which
    /// fields it declares.
    let filter: TaskFilter
    /// The words after `list`, for the message when no task matches.
    let words: [String]

    init(arguments: ParsedArguments, context: CommandContext) throws {
        words = arguments.positionals
        var filterWords = words[...]
        if let first = words.first, let state = ListFilter(rawValue: first.lowercased()) {
            self.state = state
            isStateGiven = true
            filterWords = filterWords.dropFirst()
        } else {
            state = .all
            isStateGiven = false
        }
        filter = try TaskFilter(words: Array(filterWords), now: context.now, zone: context.zone)
    }

    func run(_ context: CommandContext) throws {
        if context.json {
            let list = try context.store.read()
            let filter = try filter(declaring: list.fieldDeclarations, context)
            let readiness = TaskReadiness(tasks: list.tasks, now: context.now)
            var tasks = try context.narrowView(list.tasks, schema: list.schema)
            let waits = waiting(filter, readiness)
            if !filter.isEmpty { tasks = tasks.filter { filter.matches($0, readiness: readiness) } }
            // The same listing as for people: the waiting tasks left out (or kept alone) by it.
            let listing =
                filter.isEmpty
                ? TaskListing(nesting: tasks, now: context.now, filter: state, waiting: waits)
                : TaskListing(tasks: tasks, now: context.now, filter: state, waiting: waits)
            TaskJSON.write(readiness: readiness, to: context.output) { body in
                for section in listing.sections {
                    listing.forEachBlock(in: section, of: tasks) { block in
                        block.forEach(body)
                    }
                }
            }
            return
        }
        // People see the title, dates, location and labels: the rest of each task is never decoded.
        let all = try context.store.readSummaries()
        let readiness = TaskReadiness(summaries: all, now: context.now)
        let stored = try context.narrowView(all)
        let filter = try filter(declaring: stored.fieldDeclarations, context)
        let waits = waiting(filter, readiness)
        // The listing leaves the waiting tasks out (or keeps them alone) as it goes: 8,000 of
        // 10,000 summaries copied cost `list` a tenth of its time in fresh memory.
        let summaries =
            filter.isEmpty ? stored : stored.filter { filter.matches($0, in: stored, readiness: readiness) }
        // Unfiltered, the list is a tree of subtasks; a filter lists the tasks it keeps flat.
        let listing =
            filter.isEmpty
            ? TaskListing(nesting: summaries.tasks, now: context.now, filter: state, waiting: waits)
            : TaskListing(tasks: summaries.tasks, now: context.now, filter: state, waiting: waits)
        if listing.isEmpty, !filter.isEmpty {
            context.output.writeLine(
                "No task matches \"\(TerminalText.escaped(words.joined(by: " ")))\""
                    + Self.fieldHint(filter.words, declared: stored.fieldDeclarations) + ".")
            return
        }
        if listing.isEmpty, let scope = try context.contextInForce() {
            context.output.writeLine(
                "No task to show in context \(scope.name): 'todo context off' or --no-context shows every task."
            )
            return
        }
        ListView(
            listing: listing, summaries: summaries, now: context.now, zone: context.zone,
            width: context.width, style: context.style, readiness: readiness,
            isTree: filter.isEmpty
        )
        .render(into: context.output)
    }

    /// Whether the list keeps only the waiting tasks (`list waiting`: true), only those not
    /// waiting (false: `list`, and every state but `all`, when a task waits), or both (nil).
    private func waiting(_ filter: TaskFilter, _ readiness: TaskReadiness) -> Bool? {
        if state == .waiting { return true }
        guard readiness.anyWaiting, !(isStateGiven && state == .all), !filter.asksForWaiting else {
            return nil
        }
        return false
    }

    /// The filter with the words of the fields a store declares read as such.
    private func filter(declaring fields: [FieldDeclaration], _ context: CommandContext) throws -> TaskFilter
    {
        guard !fields.isEmpty, !filter.isEmpty else { return filter }
        return try TaskFilter(
            words: filter.words, now: context.now, zone: context.zone,
            schema: TaskSchema(declarations: fields))
    }

    /// ` (no field is named enrgy: did you mean energy?)` for a word `NAME:VALUE` read as text
    /// whose NAME is close to a declared field's.
    static func fieldHint(_ words: [String], declared: [FieldDeclaration]) -> String {
        let names = declared.map(\.name)
        for word in words {
            guard let colon = word.firstIndex(of: ":") else { continue }
            let name = word[..<colon].lowercased()
            guard FieldDeclaration.isValidName(name), !names.contains(name),
                !TaskSchema.reservedNames.contains(name),
                let suggestion = Suggestion.closest(to: name, among: names)
            else { continue }
            return " (no field is named \(name): did you mean \(suggestion)?)"
        }
        return ""
    }
}
