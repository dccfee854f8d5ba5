import TodoCore

/// A task as a hook is given it and as it gives it back: one line of the task object `--json`
/// prints, and the edits that make the task as the hook printed it.
enum HookTask {
    /// The task object, on one line ending in a newline; `readiness` says whether it is blocked.
    static func line(_ task: TodoTask, readiness: TaskReadiness) -> [UInt8] {
        var writer = JSONWriter()
        TaskCodec.write(task, facts: readiness.facts(of: task), into: &writer)
        writer.raw("\n")
        return writer.bytes
    }

    /// The edits that make `task` what the hook printed, read with `schema`'s fields. The hook
    /// may change the fields `edit` changes (title, description, deadline, location, labels,
    /// priority, reminder) and the user's own; the others it prints are left as they were. It
    /// must print one task object on one line, with the task's uuid and id (or no id).
    static func edits(
        from output: [UInt8], of hook: Hooks.Event, for task: TodoTask, schema: TaskSchema
    ) throws(HookError) -> TaskEdits {
        let name = hook.rawValue
        var line = output[...]
        while let last = line.last, last == 0x0A || last == 0x0D { line = line.dropLast() }
        guard !line.isEmpty else {
            throw .unreadableOutput(hook: name, problem: "it printed nothing, not the task")
        }
        if line.contains(0x0A) {
            let lines = line.split(separator: 0x0A).count
            throw .unreadableOutput(
                hook: name, problem: "it printed \(lines) lines, not the task on one line")
        }
        let printed: ImportedTask
        do throws(JSONError) {
            let records = try ImportFile.decode(Array("[".utf8) + line + Array("]".utf8), schema: schema)
            guard records.count == 1, let only = records.first else {
                throw JSONError(message: "expected one task object", line: 1, column: 1, offset: 0)
            }
            printed = only
        } catch {
            throw .unreadableOutput(hook: name, problem: "it printed no task object (\(error.message))")
        }
        guard printed.uuid == task.uuid else {
            throw .changedIdentity(
                hook: name, member: "uuid", given: task.uuid, printed: printed.uuid ?? "none")
        }
        if let id = printed.id, id != task.id {
            throw .changedIdentity(hook: name, member: "id", given: String(task.id), printed: String(id))
        }
        if let undeclared = printed.values.fields.keys.sorted().first(where: {
            schema.userField(named: $0) == nil
        }) {
            throw .undeclaredField(hook: name, name: undeclared)
        }
        var edits = TaskEdits()
        for field in schema.fields where Self.mayChange(field) {
            let value = field.value(in: printed.values)
            guard value != field.value(in: task) else { continue }
            edits.append(field, value.map { .set($0) } ?? .clear)
        }
        return edits
    }

    /// Whether a hook may change `field`: one of the user's own, or one `edit` sets that is no
    /// part of another (the address is the location's).
    private static func mayChange(_ field: TaskField) -> Bool {
        if field.isUserDefined { return true }
        switch field.storage {
        case .derived, .part: return false
        case .always, .optional, .userFields: return field.options != nil
        }
    }
}
