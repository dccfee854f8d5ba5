/// The bytes of the tasks of a store file as read, for writing back the tasks a change left as
/// they were by copying them: `add` and `complete` on 10,000 tasks encode one task, not 10,000.
struct UnchangedTaskBytes {
    /// The file's bytes.
    let source: StoreBytes
    /// The ids of the tasks read, in the file's order (the store keeps id order).
    let ids: [Int]
    /// Where each task's object lies in `source`, in the same order.
    let ranges: [Range<Int>]
    /// The ids of the tasks the change touched: added, replaced or removed.
    let touched: Set<Int>

    /// The bytes of `task`'s object as read, when the change did not touch it.
    func bytes(of task: TodoTask) -> UnsafeBufferPointer<UInt8>? {
        guard !touched.contains(task.id), let index = index(of: task.id) else { return nil }
        return source[ranges[index]]
    }

    private func index(of id: Int) -> Int? {
        var low = 0
        var high = ids.count
        while low < high {
            let middle = (low + high) / 2
            if ids[middle] < id { low = middle + 1 } else { high = middle }
        }
        return low < ids.count && ids[low] == id ? low : nil
    }
}
