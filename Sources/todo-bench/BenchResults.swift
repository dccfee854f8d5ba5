/// What timing one command for one tool gave.
enum Outcome: Sendable {
    case measured(Sample)
    /// A run exited with a non-zero status, or could not start: the message says which and why.
    case failed(String)

    var sample: Sample? {
        if case .measured(let sample) = self { return sample }
        return nil
    }
}

/// One operation on one store size, for every tool that has it.
struct ResultRow: Sendable {
    var operation: Operation
    var size: StoreSize
    /// By tool name.
    var outcomes: [String: Outcome] = [:]
}

/// Everything the report shows.
struct BenchResults: Sendable {
    var machine: Machine
    /// The bench's own command line, to rerun it.
    var commandLine: String
    var todoPath: String
    /// The 1-minute load average before and after: other work on the machine inflates the times.
    var loadBefore: String
    var loadAfter = ""
    /// The installed peers, in column order, with their versions.
    var peers: [(name: String, version: String)] = []
    /// Peers missing, set-ups that failed, and other things the reader should know.
    var notes: [String] = []
    var rows: [ResultRow] = []
    var startup: StartupFloor?
    /// `todo --version`, timed in turn with each operation: todo's own start-up at that time.
    var startupDuring: [Operation: Sample] = [:]
    /// `todo sync` against a local Radicale, when it was timed.
    var sync: SyncFigures?
    /// `todo ui`'s CPU time per key, or why it could not be measured.
    var uiKeyCost: Result<UIKeyCost, SpawnError>?

    func sample(_ operation: Operation, _ size: StoreSize, tool: String = "todo") -> Sample? {
        rows.first { $0.operation == operation && $0.size == size }?.outcomes[tool]?.sample
    }
}
