/// A task as a JSON object: the store's form, and the `--json` form (with the derived fields
/// and `state`, from `TaskFacts`).
///
/// Both begin with the store's fixed layout, every member written, `null` for what is not set:
///
///     {"id":…,"uuid":…,"title":…,"description":…,"deadline":…,"location":…,"createdAt":…,"completedAt":…
///
/// then the other fields of `TaskSchema` in its order: the store writes those not at their
/// default (most tasks have none), `--json` every one and the derived ones, then the user's own
/// fields as `"fields":{…}` (the store: only when there are any), and `--json` ends with `state`.
public enum TaskCodec {
    /// Writes the task: the store's form, or with `facts`, the `--json` form. A task not yet
    /// added (`isAdded` false: what `add --dry-run` would add) has `null` for its id and uuid;
    /// `members` writes members of the command's own after the task's (`completedOccurrence`).
    public static func write(
        _ task: TodoTask, facts: TaskFacts?, into writer: inout JSONWriter, isAdded: Bool = true,
        members: ((inout JSONWriter) -> Void)? = nil
    ) {
        writer.beginObject()
        writer.member("id")
        if isAdded { writer.int(task.id) } else { writer.null() }
        writer.member("uuid")
        if isAdded { writer.string(task.uuid) } else { writer.null() }
        for field in TaskSchema.builtIn {
            switch field.storage {
            case .always: break
            case .optional where facts == nil && field.isAtStoredDefault(in: task): continue
            case .optional: break
            case .derived where facts != nil: break
            case .derived, .part, .userFields: continue
            }
            writer.member(key: field.jsonKey)
            let value = facts.map { field.value(in: task, facts: $0) } ?? field.value(in: task)
            FieldJSON.write(value, kind: field.kind, into: &writer)
        }
        if facts != nil || !task.fields.isEmpty {
            writer.member("fields")
            writeUserFields(task.fields, into: &writer)
        }
        if let facts {
            writer.member("state")
            writer.string(facts.state.rawValue)
        }
        members?(&writer)
        writer.endObject()
    }

    /// `{"energy":"high","estimate":2}`: the user's fields, by name.
    static func writeUserFields(_ fields: [String: FieldValue], into writer: inout JSONWriter) {
        writer.beginObject()
        for name in fields.keys.sorted() {
            guard let value = fields[name] else { continue }
            writer.member(named: name)
            FieldJSON.write(value, into: &writer)
        }
        writer.endObject()
    }
}
