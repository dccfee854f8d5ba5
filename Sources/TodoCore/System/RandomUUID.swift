/// Random (version 4) UUIDs, from the system's secure generator: what `TodoList.add` wants as a
/// new task's `uuid`.
public enum RandomUUID {
    /// A new UUID in the form the store keeps, such as `7882b51d-03a6-497f-ab77-7ea00cee71f4`.
    /// Its 16 bytes come from two draws of 64 bits: each draw is a `getrandom` system call, so
    /// a byte at a time cost `add` 16 of them.
    public static func make() -> String {
        var generator = SystemRandomNumberGenerator()
        let words = (generator.next(), generator.next())
        return UUIDText.random(from: withUnsafeBytes(of: words) { Array($0) })
    }
}
