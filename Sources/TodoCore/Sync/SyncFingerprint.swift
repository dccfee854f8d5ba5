/// A 64-bit FNV-1a hash of every field of a task that sync carries: what the sync state keeps
/// of a task as it was when it was last in step with the server, to tell whether it changed
/// since.
///
/// The built-in fields come first, in the schema's order, each as the first version of sync
/// hashed it (a place as its name and address, no tags as an empty list), so that the state
/// files written before fields of one's own existed still match their tasks; then each field of
/// one's own the task holds, by name: its name and its value as JSON. The built-in fields added
/// since count only when the task has a value, so that a task without them keeps the
/// fingerprint it had: the repetition's fields (`SyncSchema.addedLater`) by their value alone,
/// the parent and the notes by name and value, the parent and the tasks it waits on as their UIDs (`tasks`), which a task
/// that sync adds has before it has an id.
enum SyncFingerprint {
    /// The built-in fields the first version of sync hashed.
    private static let firstFields: Set<String> = [
        "title", "description", "deadline", "location", "completedAt", "tags", "project", "priority",
        "remindBefore", "remindedAt",
    ]

    static func of(_ task: TodoTask, tasks: TaskIdentities = TaskIdentities()) -> UInt64 {
        var hash = FNV1a()
        for field in SyncSchema.builtIn {
            let value = SyncSchema.value(field, in: task)
            guard !firstFields.contains(field.name) else {
                hash.add(value, kind: field.kind)
                continue
            }
            guard var value else { continue }
            if !SyncSchema.addedLater.contains(field.name) {
                if case .task(let id) = value, let uid = tasks.uuid(of: id) { value = .text(uid) }
                if case .tasks(let ids) = value {
                    value = .names(ids.map { tasks.uuid(of: $0) ?? String($0) })
                }
                hash.add(field.name)
            }
            hash.add(value, kind: field.kind)
        }
        for (name, value) in task.fields.sorted(by: { $0.key < $1.key }) {
            hash.add(name)
            hash.add(FieldJSON.text(value))
        }
        return hash.value
    }
}

/// FNV-1a over length-prefixed texts, so that no two different lists of texts hash alike by
/// construction (only by chance, one in 2⁶⁴).
private struct FNV1a {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ value: FieldValue?, kind: FieldKind) {
        switch value {
        case nil:
            switch kind {
            case .place:
                add(nil)
                add(nil)
            case .names: add("")
            default: add(nil)
            }
        case .text(let text)?: add(text)
        case .date(let instant)?: add(String(instant.secondsSince1970))
        case .place(let place)?:
            add(place.name)
            add(place.address)
        case .names(let names)?: add(names.joined(by: "\u{1}"))
        case .seconds(let seconds)?: add(String(seconds))
        case .number(let number)?: add(number.description)
        case .task(let id)?: add(String(id))
        case .tasks(let ids)?: add(ids.map(String.init).joined(separator: "\u{1}"))
        case .flag(let flag)?: add(flag ? "true" : "false")
        case .notes(let notes)?:
            add(String(notes.count))
            for note in notes {
                add(String(note.at.secondsSince1970))
                add(note.text)
            }
        case .recurrence?: add(value.map(FieldJSON.text))
        }
    }

    mutating func add(_ text: String?) {
        guard let text else { return byte(0) }
        byte(1)
        for shift in stride(from: 0, to: 64, by: 8) {
            byte(UInt8(truncatingIfNeeded: text.utf8.count >> shift))
        }
        for unit in text.utf8 { byte(unit) }
    }

    private mutating func byte(_ byte: UInt8) {
        value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
    }
}
