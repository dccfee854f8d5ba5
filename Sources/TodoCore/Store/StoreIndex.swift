/// The main file's index, `todos.json.index`: written with each compaction, read by a change that
/// needs a few tasks (`add`, `complete`, `edit`, `delete`), so that it finds them without reading
/// the other 100,000. Binary, rebuilt by the next compaction whenever it does not match.
///
/// Little-endian 64-bit words: `todoidx2`, the generation and byte size of the main file it
/// indexes, the number of tasks N, of open tasks M and of subtasks S; then N triples (id,
/// offset, length) of each task's object in the main file, by id; then M pairs (title hash, id)
/// of the open tasks, by hash: `add` finds a task with the same title by binary search, as the
/// duplicate rule needs; then S pairs (parent id, id) of the subtasks, by parent: `complete` and
/// `delete` find a task's subtasks, and `edit --parent` its descendants, the same way.
struct StoreIndex: Sendable {
    private static let magic: UInt64 = 0x3278_6469_6F64_6F74  // "todoidx2"
    private static let headerWords = 6

    let bytes: StoreBytes
    let generation: Int
    let baseSize: Int
    private let taskCount: Int
    private let openCount: Int
    private let subtaskCount: Int

    /// The index in `bytes`, or nil when they are not one (cut short, another file, nonsense).
    init?(_ bytes: StoreBytes) {
        guard bytes.count >= Self.headerWords * 8 else { return nil }
        let words = UnsafeRawBufferPointer(bytes.buffer)
        func word(_ index: Int) -> UInt64 {
            UInt64(littleEndian: words.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self))
        }
        guard word(0) == Self.magic, word(1) <= UInt64(Int.max), word(2) <= UInt64(Int.max),
            word(3) <= UInt64(bytes.count), word(4) <= word(3), word(5) <= word(3)
        else { return nil }
        generation = Int(word(1))
        baseSize = Int(word(2))
        taskCount = Int(word(3))
        openCount = Int(word(4))
        subtaskCount = Int(word(5))
        let count = Self.headerWords + 3 * taskCount + 2 * openCount + 2 * subtaskCount
        guard bytes.count == count * 8 else { return nil }
        self.bytes = bytes
    }

    /// Whether the index file beside the main file `snapshot` read describes it.
    static func matches(_ files: StoreFiles, _ snapshot: StoreSnapshot) -> Bool {
        guard let (bytes, _) = try? StoreSnapshot.readFile(files.index, paging: true),
            let index = StoreIndex(bytes)
        else { return false }
        return index.matches(generation: snapshot.document.generation, size: snapshot.mainSize)
    }

    /// Whether the index describes the main file of `generation`, `size` bytes long.
    func matches(generation: Int, size: Int) -> Bool {
        self.generation == generation && baseSize == size
    }

    /// Where task `id`'s object lies in the main file, if the index lists it.
    func range(of id: Int) -> Range<Int>? {
        var low = 0
        var high = taskCount
        while low < high {
            let middle = (low + high) / 2
            if word(taskWord(middle)) < UInt64(id) { low = middle + 1 } else { high = middle }
        }
        guard low < taskCount, word(taskWord(low)) == UInt64(id) else { return nil }
        let offset = word(taskWord(low) + 1)
        let length = word(taskWord(low) + 2)
        guard offset <= UInt64(baseSize), length <= UInt64(baseSize) - offset else { return nil }
        return Int(offset)..<Int(offset + length)
    }

    /// The ids of the open tasks whose title has `hash` (see `titleHash`).
    func openIds(titleHash hash: UInt64) -> [Int] {
        var low = 0
        var high = openCount
        while low < high {
            let middle = (low + high) / 2
            if word(openWord(middle)) < hash { low = middle + 1 } else { high = middle }
        }
        var ids: [Int] = []
        while low < openCount, word(openWord(low)) == hash {
            ids.append(Int(truncatingIfNeeded: word(openWord(low) + 1)))
            low += 1
        }
        return ids
    }

    /// The ids of the main file's tasks whose parent is `id`, in id order.
    func subtaskIds(of id: Int) -> [Int] {
        var low = 0
        var high = subtaskCount
        while low < high {
            let middle = (low + high) / 2
            if word(subtaskWord(middle)) < UInt64(id) { low = middle + 1 } else { high = middle }
        }
        var ids: [Int] = []
        while low < subtaskCount, word(subtaskWord(low)) == UInt64(id) {
            ids.append(Int(truncatingIfNeeded: word(subtaskWord(low) + 1)))
            low += 1
        }
        return ids
    }

    private func taskWord(_ index: Int) -> Int { Self.headerWords + 3 * index }
    private func subtaskWord(_ index: Int) -> Int {
        Self.headerWords + 3 * taskCount + 2 * openCount + 2 * index
    }
    private func openWord(_ index: Int) -> Int { Self.headerWords + 3 * taskCount + 2 * index }

    private func word(_ index: Int) -> UInt64 {
        UInt64(
            littleEndian: UnsafeRawBufferPointer(bytes.buffer).loadUnaligned(
                fromByteOffset: index * 8, as: UInt64.self))
    }

    /// The hash under which a task titled `title` is filed: two titles that name the same task
    /// (`isSameTitle`) have the same key, so the same hash.
    static func titleHash(_ title: String) -> UInt64 {
        var title = title
        let ascii = title.withUTF8 { bytes -> UInt64? in
            // A plain ASCII title, as nearly all are: its key made on the stack, without a String.
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            let isSpace = { (byte: UInt8) in byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }
            let core = bytes.drop(while: isSpace).reversed().drop(while: isSpace).reversed()
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(core.count, 1)) { key in
                for (index, byte) in core.enumerated() {
                    key[index] = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
                }
                return ByteCheck.of(UnsafeBufferPointer(rebasing: key[..<core.count]))
            }
        }
        if let ascii { return ascii }
        var key = title.titleKey
        return key.withUTF8 { ByteCheck.of($0) }
    }

    /// The bytes of the index of a main file of `generation` and `size` bytes, whose tasks lie
    /// at `ranges` (in id order).
    static func encode(generation: Int, size: Int, tasks: [TodoTask], ranges: [Range<Int>]) -> [UInt8] {
        var open: [(hash: UInt64, id: Int)] = []
        for task in tasks where !task.isCompleted { open.append((titleHash(task.title), task.id)) }
        open.sort { $0.hash != $1.hash ? $0.hash < $1.hash : $0.id < $1.id }
        var subtasks: [(parent: Int, id: Int)] = []
        for task in tasks { if let parent = task.parent { subtasks.append((parent, task.id)) } }
        subtasks.sort { $0.parent != $1.parent ? $0.parent < $1.parent : $0.id < $1.id }
        var words: [UInt64] = [
            magic, UInt64(generation), UInt64(size), UInt64(tasks.count), UInt64(open.count),
            UInt64(subtasks.count),
        ]
        words.reserveCapacity(headerWords + 3 * tasks.count + 2 * open.count + 2 * subtasks.count)
        for (task, range) in zip(tasks, ranges) {
            words.append(UInt64(task.id))
            words.append(UInt64(range.lowerBound))
            words.append(UInt64(range.count))
        }
        for entry in open {
            words.append(entry.hash)
            words.append(UInt64(entry.id))
        }
        for entry in subtasks {
            words.append(UInt64(entry.parent))
            words.append(UInt64(entry.id))
        }
        var bytes = [UInt8](repeating: 0, count: words.count * 8)
        bytes.withUnsafeMutableBytes { raw in
            for (index, word) in words.enumerated() {
                raw.storeBytes(of: word.littleEndian, toByteOffset: index * 8, as: UInt64.self)
            }
        }
        return bytes
    }
}
