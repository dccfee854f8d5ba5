import TodoCore

/// `todo edit ID` with no field option: the task as a form in the user's editor, read back and
/// applied by the rules the options follow. Nothing changes unless the form comes back changed
/// and valid; what the user typed is kept when it is refused.
struct EditorSession {
    let id: Int

    /// The task as it was and as it is.
    func run(_ context: CommandContext) throws -> (before: TodoTask, after: TodoTask) {
        let command = Self.variable("VISUAL", context) ?? Self.variable("EDITOR", context) ?? "vi"
        // vi without a terminal would wait for keys no one types: a script gets an error instead.
        guard command != "vi" || context.standardOutputIsTerminal else { throw EditorError.noTerminal }
        let list = try context.store.read(only: [id])
        guard let task = list.task(id: id) else { throw TaskError.notFound(ids: [id]) }
        let form = TaskForm(task: task, schema: list.schema, context: context)
        let shown = form.text
        let file = try FormFile.create(
            in: Self.variable("TMPDIR", context) ?? "/tmp", taskId: id, text: shown,
            uniqueName: context.makeUUID)
        var keep = false
        defer { if !keep { file.remove() } }
        switch context.editor.run(command, file.path) {
        case .failure(let failure):
            throw EditorError.editorDidNotStart(command: command, reason: failure.reason)
        case .success(127):
            throw EditorError.editorDidNotStart(command: command, reason: "the shell found no such command")
        case .success(let status) where status != 0:
            throw EditorError.editorFailed(command: command, status: status)
        case .success:
            break
        }
        let edited = try file.read()
        guard !TaskForm.isEmpty(edited) else { throw EditorError.emptyForm }
        guard edited != shown else { return (task, task) }
        do {
            let edits = try form.changes(from: edited)
            guard !edits.isEmpty else { return (task, task) }
            return try TaskEdit.apply(to: [id], in: context) { _ in edits }[0]
        } catch {
            keep = true
            throw KeptEdit(refusal: error, path: file.path)
        }
    }

    /// A variable of the environment; empty counts as unset.
    private static func variable(_ name: String, _ context: CommandContext) -> String? {
        guard let value = context.environment[name], !value.isEmpty else { return nil }
        return value
    }
}
