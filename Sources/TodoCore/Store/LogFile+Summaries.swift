extension LogFile {
    /// The main file with its tasks read by `readTask` (summaries: no text decoded), and the
    /// log's changes folded onto them, their tasks read the same way: what `remind` and the
    /// progress charts read. Nil when the store does not exist yet.
    static func readSummaries<Summary: ListableTask & Sendable>(
        _ files: StoreFiles, readTask: @escaping (inout JSONReader) throws(JSONError) -> Summary
    ) throws(StoreError) -> StoreDocumentReader.Contents<Summary>? {
        try readFolding(
            files,
            readMain: {
                () throws(StoreError) -> (main: StoreDocumentReader.Contents<Summary>, generation: Int)? in
                guard let (bytes, _) = try StoreSnapshot.readFile(files.store) else { return nil }
                do throws(StoreCodec.Failure) {
                    let contents = try StoreCodec.decoding(bytes) { reader in
                        try StoreDocumentReader.read(
                            &reader, kind: .main, readsGoals: true, readTask: readTask)
                    }
                    return (contents, contents.generation)
                } catch {
                    throw error.storeError(path: files.store.string)
                }
            },
            fold: { contents, log, bytes throws(StoreError) in
                var tasks = LoggedTasks<Summary>()
                var members = LogMembers()
                try fold(
                    log, in: bytes.buffer, path: files.log.string, readTask: readTask, tasks: &tasks,
                    members: &members)
                tasks.fold(into: &contents.tasks)
                if let goals = members.goals { contents.goals = goals }
                if let fields = members.fields { contents.fieldDeclarations = fields }
                if let since = members.remindersSince { contents.remindersSince = since }
            })
    }
}
