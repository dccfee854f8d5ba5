/// Writes tasks in one of the formats, a task at a time, so that `export` hands the output on
/// in chunks as it is made.
public protocol TaskEncoder {
    /// What comes before the first task.
    mutating func writeHeader(into bytes: inout [UInt8])
    /// One task, and whatever separates it from the one before.
    mutating func write(_ task: TodoTask, into bytes: inout [UInt8])
    /// What comes after the last task.
    mutating func writeFooter(into bytes: inout [UInt8])
}
