import TodoCore

/// Random (version 4) UUIDs, from the system's secure generator.
public enum RandomUUID {
    public static func make() -> String {
        var generator = SystemRandomNumberGenerator()
        return UUIDText.random(from: (0..<16).map { _ in UInt8.random(in: 0...255, using: &generator) })
    }
}
