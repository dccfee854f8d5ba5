import Foundation

/// What the tests run under.
public enum TestEnvironment {
    /// Whether the tests run in CI (`CI` set): there a test whose outside program is missing runs
    /// and fails, where elsewhere it is skipped.
    public static let inCI = ProcessInfo.processInfo.environment["CI"] != nil
}
