import Foundation

/// The command line of `todo-stress`.
struct StressOptions {
    /// A short run (about a tenth of the work) to check the tool itself.
    var quick = false
    var binary: String
    var seed: UInt64 = 2026

    static let usage = """
        usage: todo-stress [--quick] [--binary PATH] [--seed N]

        Runs the fault, load and bad-input trials against the release binary and prints the
        figures for the README. Build it first: swift build -c release
          --quick        about a tenth of the work
          --binary PATH  the todo to test (default: the one built beside todo-stress)
          --seed N       the seed of every random choice (default 2026)
        """

    struct Invalid: Error, CustomStringConvertible {
        let description: String
    }

    init(_ arguments: [String]) throws {
        binary =
            URL(fileURLWithPath: CommandLine.arguments.first ?? ".").deletingLastPathComponent()
            .appendingPathComponent("todo").path
        var remaining = arguments[...]
        while let word = remaining.popFirst() {
            switch word {
            case "--quick": quick = true
            case "--binary": binary = try Self.value(of: word, from: &remaining)
            case "--seed":
                let text = try Self.value(of: word, from: &remaining)
                guard let seed = UInt64(text) else {
                    throw Invalid(description: "--seed takes a whole number")
                }
                self.seed = seed
            default: throw Invalid(description: "unknown argument '\(word)'\n" + Self.usage)
            }
        }
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            throw Invalid(description: "no todo at \(binary): build it first with 'swift build -c release'")
        }
    }

    private static func value(of option: String, from words: inout ArraySlice<String>) throws -> String {
        guard let value = words.popFirst() else { throw Invalid(description: "\(option) needs a value") }
        return value
    }
}
