import TodoCore

/// What the ui changes, each through the command that does it on the command line.
extension UISession {
    /// Completes the task at the cursor, or reopens it if it is completed.
    func toggle() {
        guard let state = tab.state, let task = task(at: tab) else { return }
        perform([state == .completed ? "uncomplete" : "complete", String(task.id)])
    }

    /// Completes the marked tasks, or the one at the cursor.
    func completeMarked() {
        let ids = chosenIds
        guard !ids.isEmpty else { return }
        perform(["complete"] + ids.map(String.init))
        marked = []
    }

    func askToDelete() {
        let ids = chosenIds
        guard !ids.isEmpty else { return }
        mode = .confirmDelete(ids)
    }

    /// The marked tasks in display order, or else the one at the cursor.
    var chosenIds: [Int] {
        guard let state = tab.state else { return [] }
        if marked.isEmpty { return task(at: tab).map { [$0.id] } ?? [] }
        return board.tasks(in: state).lazy.map(\.id).filter(marked.contains)
    }

    func openEditForm() {
        guard let id = task(at: tab)?.id else { return }
        do {
            guard let task = try store.read(archived: .ids([id])).task(id: id) else {
                message = (runner.message(for: TaskError.notFound(ids: [id])), true)
                return
            }
            mode = .form(UIForm(editing: task, zone: zone))
        } catch {
            message = (runner.message(for: error), true)
        }
    }

    /// Runs the form's command: back to the list with what it printed, or the error kept in
    /// the form, at the field it is about, with everything typed still there.
    func save(_ form: UIForm) {
        guard let words = form.commandLine else {
            mode = .list
            message = ("Nothing changed", false)
            return
        }
        do {
            let lines = try runner.run(words)
            mode = .list
            message = (Self.summary(of: lines), false)
            reloadShowingErrors()
            // A new task has the highest id there is: show it.
            if form.editing == nil, let newest = summaries.tasks.max(by: { $0.id < $1.id }) {
                select(newest.id)
            }
            return
        } catch {
            var form = form
            let field = UIForm.field(for: error)
            form.error = (runner.message(for: error), field)
            if let field { form.focus = field }
            mode = .form(form)
        }
    }

    /// Shows the tab that lists the task, with the cursor on it.
    func select(_ id: Int) {
        for tab in UITab.allCases {
            guard let state = tab.state, let index = board.tasks(in: state).firstIndex(where: { $0.id == id })
            else { continue }
            show(tab)
            var cursor = cursors[tab] ?? ListCursor()
            cursor.move(to: index, count: board.tasks(in: state).count, height: bodyHeight)
            cursors[tab] = cursor
            return
        }
    }

    /// Runs a command and shows what it printed, or its error, in the status bar.
    func perform(_ words: [String]) {
        do {
            message = (Self.summary(of: try runner.run(words)), false)
        } catch {
            message = (runner.message(for: error), true)
        }
        reloadShowingErrors()
    }

    /// What the Stats or Today tab shows, made again.
    func refreshPanel() {
        switch tab {
        case .stats:
            do {
                panel = try runner.run(["stats"], width: size.columns)
            } catch {
                panel = [runner.message(for: error)]
            }
        case .today:
            panel = ["The day's goal and its three tasks come with 'todo goal'."]
        default:
            panel = []
        }
    }

    /// What the deadline typed reads as now, when it reads as a date.
    func reading(ofDeadline text: String) -> String? {
        guard !text.isEmpty else { return nil }
        var context = runner.context
        context.now = now
        guard let deadline = try? TaskOptions.deadline(text, context: context) else { return nil }
        let dates = DateDisplay(now: now, zone: zone)
        return dates.absolute(deadline) + " (" + dates.relative(deadline) + ")"
    }

    /// One line for several: the first, and how many more.
    static func summary(of lines: [String]) -> String {
        guard let first = lines.first else { return "" }
        return lines.count == 1 ? first : first + " (and \(lines.count - 1) more)"
    }
}
