import TodoCore

/// What each key does, in each mode (the keys are listed in `UIKeys`).
extension UISession {
    func handle(_ key: Key) {
        switch key {
        case .control("c"):
            quitting = true
            return
        case .control("z"):
            suspend()
            return
        case .control("l"):
            screen.invalidate()
            reloadShowingErrors()
            return
        default:
            break
        }
        switch mode {
        case .list: listKey(key)
        case .prompt(let prompt, let field): promptKey(key, prompt, field)
        case .form(let form): formKey(key, form)
        case .confirmDelete(let ids): confirmKey(key, ids)
        case .help(let top): helpKey(key, top)
        case .detail(let id, let top): detailKey(key, id: id, top: top)
        }
    }

    private func listKey(_ key: Key) {
        message = nil
        if tab == .today, todayKey(key) { return }
        if tab == .agenda, agendaKey(key) { return }
        if tab == .next, nextKey(key) { return }
        switch key {
        case .text("q"): quitting = true
        case .escape: escape()
        case .text("1"), .text("2"), .text("3"), .text("4"), .text("5"), .text("6"), .text("7"):
            if case .text(let digit) = key, let number = Int(String(digit)) {
                show(UITab(rawValue: number - 1) ?? tab)
            }
        case .tab, .right: show(tab.moved(by: 1))
        case .backTab, .left: show(tab.moved(by: -1))
        case .up, .text("k"): moveCursor { $0 - 1 }
        case .down, .text("j"): moveCursor { $0 + 1 }
        case .home, .text("g"): moveCursor { _ in 0 }
        case .end, .text("G"): moveCursor { _ in Int.max / 2 }
        case .pageUp: moveCursor { [bodyHeight] in $0 - bodyHeight }
        case .pageDown: moveCursor { [bodyHeight] in $0 + bodyHeight }
        case .text(" "), .enter: toggle()
        case .text("v"): toggleMark()
        case .text("c"): completeMarked()
        case .text("s"): snoozeMarked()
        case .text("d"), .delete: askToDelete()
        case .text("a"): mode = .form(UIForm(schema: runner.current.store.schema()))
        case .text("e"): openEditForm()
        case .text("t"): linkToGoal()
        case .text("u"): undo()
        case .text("z"): toggleFold()
        case .text("i"): openDetail()
        case .text("n"): askForNote(fromDetail: false)
        case .text("/"): mode = .prompt(.filter, TextField(filter.text))
        case .text("?"): mode = .help(top: 0)
        default: break
        }
    }

    /// Esc: clears the marks, else the filter, else quits.
    private func escape() {
        if !marked.isEmpty {
            marked = []
        } else if !filter.isEmpty {
            setFilter("")
        } else {
            quitting = true
        }
    }

    func show(_ newTab: UITab) {
        guard newTab != tab else { return }
        tab = newTab
        marked = []
        refreshPanel()
    }

    private func moveCursor(_ target: (Int) -> Int) {
        guard let state = tab.state else { return }
        var cursor = cursors[tab] ?? ListCursor()
        let count = board.tasks(in: state).count
        cursor.move(to: target(cursor.index), count: count, height: bodyHeight)
        cursors[tab] = cursor
    }

    private func toggleMark() {
        guard let task = task(at: tab) else { return }
        if marked.remove(task.id) == nil { marked.insert(task.id) }
        moveCursor { $0 + 1 }
    }

    /// A line typed in the status bar: the filter changes as it is typed; a goal is set on Enter.
    private func promptKey(_ key: Key, _ prompt: UIPrompt, _ field: TextField) {
        var field = field
        switch (key, prompt) {
        case (.escape, .filter):
            setFilter("")
            mode = .list
        case (.escape, .goal):
            mode = .list
        case (.enter, .goal):
            mode = .list
            setGoal(field.text)
        case (.escape, .note(let id, let fromDetail)):
            mode = fromDetail ? .detail(id: id, top: 0) : .list
        case (.enter, .note(let id, let fromDetail)):
            mode = fromDetail ? .detail(id: id, top: 0) : .list
            addNote(field.text, to: id)
        case (.enter, .filter), (.tab, .filter), (.down, .filter), (.up, .filter):
            mode = .list
        default:
            if field.handle(key), prompt == .filter { setFilter(field.text) }
            mode = .prompt(prompt, field)
        }
    }

    /// Narrows the lists to what `text` matches; text that `list` would refuse (`project:` with
    /// no name yet) says why in the status bar, and the lists stay as they were.
    func setFilter(_ text: String) {
        guard text != filter.text else { return }
        do {
            filter = try TextFilter(
                text, now: runner.clock(), zone: zone, fields: summaries.fieldDeclarations)
            message = nil
        } catch {
            say(error: error)
            return
        }
        remakeBoard()
    }

    private func formKey(_ key: Key, _ form: UIForm) {
        var form = form
        switch key {
        case .escape:
            mode = .list
            say(form.task == nil ? "Nothing added" : "Nothing changed")
            return
        case .enter:
            save(form)
            return
        case .tab, .down: form.moveFocus(by: 1)
        case .backTab, .up: form.moveFocus(by: -1)
        case .control("t") where form.task == nil: form.keepsTitle.toggle()
        default:
            let before = form.fields[form.focus].text
            _ = form.fields[form.focus].text.handle(key)
            // The error goes once the field it is about is changed.
            if form.fields[form.focus].text.text != before.text, form.error?.field == form.focus {
                form.error = nil
            }
        }
        mode = .form(form)
    }

    private func confirmKey(_ key: Key, _ ids: [Int]) {
        mode = .list
        guard key == .text("y") || key == .text("Y") else {
            say("Nothing deleted")
            return
        }
        perform(["delete"] + ids.map(String.init))
        marked = []
    }

    private func helpKey(_ key: Key, _ top: Int) {
        let most = max(0, UIKeys.lines.count - bodyHeight)
        switch key {
        case .up, .text("k"): mode = .help(top: max(0, top - 1))
        case .down, .text("j"): mode = .help(top: min(most, top + 1))
        case .pageUp: mode = .help(top: max(0, top - bodyHeight))
        case .pageDown, .text(" "): mode = .help(top: min(most, top + bodyHeight))
        default: mode = .list
        }
    }
}
