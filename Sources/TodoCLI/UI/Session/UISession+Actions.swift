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
                say(error: TaskError.notFound(ids: [id]))
                return
            }
            mode = .form(
                UIForm(editing: task, schema: runner.current.store.schema(), context: runner.current))
        } catch {
            say(error: error)
        }
    }

    /// Saves the form: back to the list with what was done, or the error kept in the form, at
    /// the field it is about, with everything typed still there.
    func save(_ form: UIForm) {
        do {
            if let task = form.task {
                let context = runner.current(as: ["edit", String(task.id)])
                let changes = try form.changes(context: context)
                guard !changes.isEmpty else {
                    mode = .list
                    say("Nothing changed")
                    return
                }
                let edited = try TaskEdit.apply(to: [task.id], in: context) { _ in changes }
                let warnings = String(decoding: context.errors.bytes, as: UTF8.self).split(separator: "\n")
                say(
                    lines: edited.prefix(1).map { EditCommand.report($0.before, $0.after) }
                        + warnings.map(String.init))
                mode = .list
                reloadShowingErrors()
            } else {
                say(lines: try runner.run(form.addCommandLine))
                mode = .list
                reloadShowingErrors()
                // A new task has the highest id there is: show it.
                if let newest = summaries.tasks.max(by: { $0.id < $1.id }) { select(newest.id) }
            }
        } catch {
            var form = form
            let field = form.field(for: error)
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

    /// Reverts the latest change, whoever made it, as `todo undo` does.
    func undo() {
        marked = []
        do {
            // What was reverted, each task on its line: a summary would hide what came back.
            message = (try runner.run(["undo"]), false)
        } catch {
            say(error: error)
        }
        reloadShowingErrors()
    }

    /// Runs a command and shows what it printed, or its error, in the status bar.
    func perform(_ words: [String]) {
        do {
            say(lines: try runner.run(words))
        } catch {
            say(error: error)
        }
        reloadShowingErrors()
    }

    /// What the Stats or Today tab shows, made again: what `todo stats` and `todo stats --week`
    /// print, or what `todo goal` prints.
    func refreshPanel() {
        do {
            switch tab {
            case .stats:
                panel =
                    try runner.run(["stats"], width: size.columns) + [""]
                    + runner.run(["stats", "--week"], width: size.columns)
            case .agenda:
                refreshAgenda()
            case .next:
                refreshNext()
            case .today:
                panel = try runner.run(["goal"], width: size.columns)
                goal = try store.readRecentGoals().goal(on: runner.current.today)
                goalCursor = max(0, min(goalCursor, (goal?.tasks.count ?? 0) - 1))
            default:
                panel = []
            }
        } catch {
            panel = [runner.message(for: error)]
        }
    }

    /// What the deadline typed reads as now, when it reads as a date.
    func reading(ofDeadline text: String) -> String? {
        guard !text.isEmpty else { return nil }
        guard let deadline = try? DateParser.parse(text, now: now, zone: zone) else { return nil }
        return DateDisplay(now: now, zone: zone).dated(deadline)
    }

    /// What the add form's title reads as (`Title read as: Call mom, due …`) when a field is read
    /// from it; with the title kept as typed, that it is kept.
    func reading(ofTitle form: UIForm) -> String? {
        guard form.task == nil, !form.fields[0].value.isEmpty else { return nil }
        if form.keepsTitle { return "Title kept as typed (Ctrl-T reads it as a sentence)" }
        let reading = form.sentence.reading(schema: form.schema, now: now, zone: zone)
        let blank = TodoTask(id: 0, uuid: "", title: "", createdAt: now)
        guard !reading.isEmpty, let task = try? TaskEdits(reading.edits).applied(to: blank, now: now) else {
            return nil
        }
        return "Title read as: " + AddedText.line(task, reading, now: now, zone: zone)
            + " (Ctrl-T keeps it as typed)"
    }

    func say(_ text: String) {
        message = ([text], false)
    }

    func say(error: any Error) {
        message = ([runner.message(for: error)], true)
    }

    /// What a command printed, in at most two lines: its line for the first task, with how
    /// many more said the same, and then its last line if it says something else (how today's
    /// goal stands, after a task of it is completed).
    func say(lines: [String]) {
        guard let first = lines.first else { return message = nil }
        let kind = first.prefix { $0 != " " }
        let same = lines.filter { $0.prefix { $0 != " " } == kind }.count
        var shown = [same == 1 ? first : first + " (and \(same - 1) more)"]
        if let last = lines.last, last.prefix(while: { $0 != " " }) != kind { shown.append(last) }
        message = (shown, false)
    }
}
