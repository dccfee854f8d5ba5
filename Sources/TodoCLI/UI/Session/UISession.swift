import TodoCore

/// What the ui is doing with the keys it gets.
enum UIMode {
    case list
    /// Typing in the status line: the filter, or today's goal.
    case prompt(UIPrompt, TextField)
    case form(UIForm)
    /// Asking before the tasks with these ids are deleted.
    case confirmDelete([Int])
    /// The keys, scrolled to this line.
    case help(top: Int)
    /// One task in full (what `todo show` prints: its fields, subtasks and notes), scrolled to this line.
    case detail(id: Int, top: Int)
}

/// What a line typed in the status bar is for.
enum UIPrompt: Equatable {
    case filter
    /// Today's goal, set (or replaced) with what is typed.
    case goal
    /// A note added to the task `id`; `fromDetail` goes back to its detail view.
    case note(id: Int, fromDetail: Bool)
}

/// One run of `todo ui`: a loop that waits for keys and signals, answers them, keeps the tasks
/// in step with the store, and draws what changed. The terminal is given back as it was on
/// every way out.
final class UISession {
    let terminal: Terminal
    let runner: CommandRunner
    let colors: Bool
    var screen = Screen()
    var decoder = KeyDecoder()
    var size: TerminalSize
    var now: Instant
    var summaries = TaskSummaries.empty
    /// The context in force, whose tasks alone the ui shows.
    var scope: ContextScope?
    var board: TaskBoard
    /// The store's files (main file and log) as last read; nil for one that is not there.
    var stamp: [StoreStamp?] = []
    var tab = UITab.pending
    var cursors: [UITab: ListCursor] = [:]
    /// The ids of the tasks marked with `v`, in the tab shown.
    var marked: Set<Int> = []
    /// The ids of the tasks whose subtasks are folded away (`z`).
    var folded: Set<Int> = []
    var filter = TextFilter()
    var mode = UIMode.list
    /// What the last action printed, for the status bar until the next key: one line, or two
    /// (the second above the bar).
    var message: (lines: [String], isError: Bool)?
    /// What the Stats or Today tab shows.
    var panel: [String] = []
    /// Today's goal, when the Today tab is shown, and the cursor among its tasks.
    var goal: DayGoal?
    var goalCursor = 0
    /// What the Agenda tab shows, as `todo agenda` prints it, and the line of the cursor.
    var agenda: AgendaView?
    var agendaCursor = 0
    /// What the Next tab shows, as `todo next` prints it, and the row of the cursor.
    var nextRows: [NextView.Row] = []
    var nextError: String?
    var nextCursor = 0
    var quitting = false
    /// The signal that ended the ui, to end the process by once the terminal is given back.
    var endingSignal: TerminalSignal?

    init(_ context: CommandContext) {
        terminal = context.terminal
        runner = CommandRunner(context: context)
        colors = context.style.colors
        size = context.terminal.size()
        now = context.now
        board = TaskBoard(
            summaries: .empty, now: now, zone: context.zone, width: size.columns, filter: filter)
    }

    var store: TodoStore { runner.context.store }
    var zone: ZoneRules { runner.context.zone }
    /// Rows between the tab bar and the status bar.
    var bodyHeight: Int { max(1, size.rows - 2) }

    /// Runs until a quit key or a signal ends it; returns the signal, if one did. A store that
    /// cannot be read is an error before the screen is taken.
    func run() throws -> TerminalSignal? {
        try reload()
        do {
            try terminal.start()
        } catch {
            throw UsageError.notATerminal(command: UICommand.spec.name)
        }
        terminal.write(Array(Screen.enter.utf8))
        defer {
            terminal.write(Array(Screen.leave.utf8))
            terminal.stop()
        }
        draw()
        while !quitting {
            let input = terminal.read(decoder.isWaiting ? 30 : 500)
            handle(input)
            guard !quitting else { break }
            refresh()
            draw()
        }
        return endingSignal
    }

    private func handle(_ input: TerminalInput) {
        for signal in input.signals {
            switch signal {
            case .interrupt, .terminate, .hangUp:
                endingSignal = signal
                quitting = true
                return
            case .suspend: suspend()
            case .resume: resume()
            case .resize: screen.invalidate()
            }
        }
        var keys = decoder.keys(input.bytes)
        if input.isEmpty { keys += decoder.flush() }
        for key in keys where !quitting { handle(key) }
    }

    /// Gives the terminal back and stops, as Ctrl-Z does; takes it again after `fg`.
    func suspend() {
        terminal.write(Array(Screen.leave.utf8))
        terminal.stop()
        terminal.suspend()
        resume()
    }

    /// Raw mode and the alternate screen again, and every row drawn: the shell may have changed both.
    func resume() {
        do {
            try terminal.start()
        } catch {
            quitting = true
            return
        }
        terminal.write(Array(Screen.enter.utf8))
        screen.invalidate()
    }

    /// Reads the store again when its file changed, and makes the board again when the size
    /// changed or a task changed section with time.
    func refresh() {
        now = runner.clock()
        let newSize = terminal.size()
        var remake = false
        if newSize != size {
            size = newSize
            remake = true
        }
        if storeStamp() != stamp {
            reloadShowingErrors()
        } else if remake || board.nextChange.map({ $0 <= now }) == true {
            remakeBoard()
        }
    }

    func draw() {
        let bytes = screen.update(to: frame())
        if !bytes.isEmpty { terminal.write(bytes) }
    }

    /// Reads the store and makes the board; the stamp is taken first, so a write that comes
    /// while reading is noticed next time.
    func reload() throws {
        stamp = storeStamp()
        let context = runner.current
        scope = try context.contextInForce()
        let read = try store.readSummaries()
        summaries = try scope.map { try context.narrowed(read, to: $0) } ?? read
        remakeBoard()
    }

    /// The stamps of the files a change writes: the main file, and the log a change appends to.
    func storeStamp() -> [StoreStamp?] {
        guard let files = try? store.watchedFiles() else { return [StoreStamp(path: store.path)] }
        return files.names.map { StoreStamp(path: files.folder + "/" + $0) }
    }

    func reloadShowingErrors() {
        do {
            try reload()
        } catch {
            say(error: error)
        }
    }

    /// Makes the board from the summaries read last, keeping each tab's cursor on its task.
    func remakeBoard() {
        now = runner.clock()
        // `due:today` is the day it is now.
        if let again = try? TextFilter(filter.text, now: now, zone: zone, fields: summaries.fieldDeclarations)
        {
            filter = again
        }
        var ids: [UITab: Int] = [:]
        for tab in UITab.allCases { ids[tab] = task(at: tab)?.id }
        board = TaskBoard(
            summaries: summaries, now: now, zone: zone, width: size.columns, filter: filter, folded: folded)
        for tab in UITab.allCases {
            guard let state = tab.state else { continue }
            let tasks = board.tasks(in: state)
            var cursor = cursors[tab] ?? ListCursor()
            if let id = ids[tab], let index = tasks.firstIndex(where: { $0.id == id }) {
                cursor.move(to: index, count: tasks.count, height: bodyHeight)
            } else {
                cursor.clamp(count: tasks.count, height: bodyHeight)
            }
            cursors[tab] = cursor
        }
        if let state = tab.state {
            let shown = Set(board.tasks(in: state).map(\.id))
            marked.formIntersection(shown)
        }
        refreshPanel()
    }

    /// The task under the cursor of `tab`, if it lists tasks and has any.
    func task(at tab: UITab) -> TaskSummary? {
        guard let state = tab.state else { return nil }
        let tasks = board.tasks(in: state)
        let index = cursors[tab]?.index ?? 0
        return tasks.indices.contains(index) ? tasks[index] : nil
    }
}
