/// Random (version 4) UUIDs, from the system's secure generator: what `TodoList.add` wants as a
/// new task's `uuid`.
public enum RandomUUID {
    /// A new UUID in the form the store keeps, such as `7882b51d-03a6-497f-ab77-7ea00cee71f4`.
    public static func make() -> String {
        var generator = SystemRandomNumberGenerator()
        return UUIDText.random(from: (0..<16).map { _ in UInt8.random(in: 0...255, using: &generator) })
    }
}
