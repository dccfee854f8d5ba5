/// How an import and a sync find the tasks their records name (a parent, the tasks one waits
/// on): by UID, or by an id, which names a record of the same file when one has it and else
/// the store's task of that id. A reference to no task is none.
struct ImportReferences {
    private var byUUID: [String: Int] = [:]
    private var byFileId: [Int: Int] = [:]
    private var stored = Set<Int>()

    /// The references of `records`, whose tasks have (or are about to have) `ids`, in order,
    /// beside the store's `tasks`.
    init(tasks: [TodoTask], records: [ImportedTask], ids: [Int]) {
        for task in tasks {
            byUUID[task.uuid] = task.id
            stored.insert(task.id)
        }
        for (number, record) in records.enumerated() {
            byUUID[record.identity] = ids[number]
            if let id = record.id, byFileId[id] == nil { byFileId[id] = ids[number] }
        }
    }

    /// The id of the task whose UID is `uid`.
    func id(uid: String) -> Int? {
        byUUID[uid]
    }

    /// The id of the task a record's id `id` names: the record's of that id, else the store's.
    func id(fileId id: Int) -> Int? {
        byFileId[id] ?? (stored.contains(id) ? id : nil)
    }
}
