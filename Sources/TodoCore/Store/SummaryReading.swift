#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How `list` and `stats` read the store: the main file's tasks as summaries, with the log's
/// changes folded onto them. The log is read into the same block of memory as the main file,
/// right after it, so that the summaries of both point into one buffer, as `TaskSummaries`
/// wants, and the main file is not copied.
///
/// The log is opened first. A compaction renames the main file into place before the log, so
/// a main file opened after the log is of the log's generation or newer; a newer one has the
/// log's changes in it already, and the log reads as empty.
struct SummaryReading {
    let files: StoreFiles

    func read() throws(StoreError) -> TaskSummaries {
        let logFile = try StoreSnapshot.openRegularFile(files.log)
        defer { logFile?.descriptor.closeIgnoringErrors() }
        guard let opened = try StoreSnapshot.openRegularFile(files.store) else { return .empty }
        let main = opened.descriptor
        defer { main.closeIgnoringErrors() }
        let mainSize = opened.size
        guard mainSize > 0 else { throw .empty(path: files.store.string) }
        let logSize = logFile?.size ?? 0
        let bytes: StoreBytes
        let logStart: Int
        do {
            if let log = logFile?.descriptor, logSize > 0 {
                (bytes, logStart) = try Self.readTogether(main, size: mainSize, log, size: logSize)
            } else {
                bytes = try main.readAll(size: mainSize)
                logStart = bytes.count
            }
        } catch {
            throw .unreadable(path: error.path, reason: error.reason)
        }
        var contents: StoreDocumentReader.Contents<TaskSummary>
        do {
            contents = try StoreCodec.decoding(bytes, count: min(mainSize, bytes.count)) { reader in
                try StoreDocumentReader.read(&reader, kind: .main, keepsHistory: false) {
                    (reader: inout JSONReader) throws(JSONError) in
                    try TaskSummaryReader.read(&reader)
                }
            }
        } catch {
            throw error.storeError(path: files.store.string)
        }
        guard contents.generation > 0, logFile != nil else {
            return TaskSummaries(
                tasks: contents.tasks, source: bytes, fieldDeclarations: contents.fieldDeclarations)
        }
        guard logStart < bytes.count else {
            throw .corrupt(path: files.log.string, problem: StoreLog.Damage.empty.problem)
        }
        let logBytes = bytes.buffer
        let generation = try StoreLog.generation(logBytes, from: logStart, path: files.log.string)
        guard generation >= contents.generation else {
            return TaskSummaries(
                tasks: contents.tasks, source: bytes, fieldDeclarations: contents.fieldDeclarations)
        }
        guard generation == contents.generation else { throw LogFile.mismatch(files) }
        let log = try LogFile.parse(logBytes, from: logStart, path: files.log.string)
        var tasks = LoggedTasks<TaskSummary>()
        var members = LogMembers()
        try LogFile.fold(
            log, in: logBytes, path: files.log.string, readTask: TaskSummaryReader.read, tasks: &tasks,
            members: &members)
        var summaries = contents.tasks
        let fields = members.fields ?? contents.fieldDeclarations
        contents = StoreDocumentReader.Contents()
        tasks.fold(into: &summaries)
        return TaskSummaries(tasks: summaries, source: bytes, fieldDeclarations: fields)
    }

    /// The main file and the log in one block: a large main file mapped (every page read at
    /// once) into the start of a larger mapping, the log read into its end; a small one read
    /// into memory before the log. Returns the block and where the log begins in it.
    private static func readTogether(
        _ main: FileDescriptor, size mainSize: Int, _ log: FileDescriptor, size logSize: Int
    ) throws(SystemError) -> (StoreBytes, Int) {
        guard mainSize >= FileDescriptor.mappingThreshold else {
            let memory = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: mainSize + logSize)
            do throws(SystemError) {
                let raw = UnsafeMutableRawBufferPointer(memory)
                let mainCount = try readFully(
                    main, into: UnsafeMutableRawBufferPointer(rebasing: raw[..<mainSize]))
                let logCount = try readFully(
                    log, into: UnsafeMutableRawBufferPointer(rebasing: raw[mainSize...]))
                // A main file that changed size meanwhile is another file: read no log after it.
                return (
                    StoreBytes(adopting: memory, count: mainSize + (mainCount == mainSize ? logCount : 0)),
                    mainSize
                )
            } catch {
                memory.deallocate()
                throw error
            }
        }
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let logStart = (mainSize + page - 1) / page * page
        let total = logStart + logSize
        guard let region = mmap(nil, total, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
            region != MAP_FAILED
        else { throw SystemError("mmap", path: main.path) }
        guard
            mmap(region, mainSize, PROT_READ, MAP_PRIVATE | MAP_FIXED | populate, main.rawValue, 0) == region
        else {
            let failure = SystemError("mmap", path: main.path)
            munmap(region, total)
            throw failure
        }
        let block = UnsafeMutableRawBufferPointer(start: region, count: total)
        do throws(SystemError) {
            let logCount = try readFully(
                log, into: UnsafeMutableRawBufferPointer(rebasing: block[logStart...]))
            return (StoreBytes(mapping: block, count: logStart + logCount), logStart)
        } catch {
            munmap(region, total)
            throw error
        }
    }

    /// Reads until `buffer` is full or the file ends: the count read.
    private static func readFully(_ file: FileDescriptor, into buffer: UnsafeMutableRawBufferPointer)
        throws(SystemError) -> Int
    {
        var count = 0
        while count < buffer.count {
            let read = try file.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[count...]))
            guard read > 0 else { break }
            count += read
        }
        return count
    }

    #if os(Linux)
        private static let populate = MAP_POPULATE
    #else
        private static let populate: Int32 = 0
    #endif
}
