/// What a key costs `todo ui`: the ui on the 10,000-task store, driven through a
/// pseudo-terminal at 80 × 24, moving the cursor down one task per key and each time waiting
/// for the frame it draws (past the first screenful every key scrolls the whole list). Runs
/// with many keys and with few take turns; the difference of their median CPU times (from
/// `wait4`), over the difference in keys, is the CPU time of one key, with start-up, reading
/// the store and quitting taken out.
struct UIKeyCost: Sendable {
    var tasks: Int
    var manyKeys: Int
    var fewKeys: Int
    var rounds: Int
    /// Median CPU seconds of a whole run.
    var manyCPU: Double
    var fewCPU: Double

    /// CPU seconds per key.
    var perKey: Double { (manyCPU - fewCPU) / Double(manyKeys - fewKeys) }

    static func measure(_ todo: TodoFixture, tasks: Int, quick: Bool) throws(SpawnError) -> UIKeyCost {
        let rounds = quick ? 3 : 7
        let (many, few) = quick ? (300, 20) : (1500, 50)
        var manyTimes: [Double] = []
        var fewTimes: [Double] = []
        for _ in 0..<rounds {
            if Interruption.requested { throw SpawnError(description: "interrupted") }
            fewTimes.append(try run(todo, keys: few))
            manyTimes.append(try run(todo, keys: many))
        }
        return UIKeyCost(
            tasks: tasks, manyKeys: many, fewKeys: few, rounds: rounds, manyCPU: median(manyTimes),
            fewCPU: median(fewTimes))
    }

    /// One run: the first screen, `keys` × `j` each waited for, then `q`; the CPU seconds used.
    private static func run(_ todo: TodoFixture, keys: Int) throws(SpawnError) -> Double {
        var environment = todo.environment
        environment["TERM"] = "xterm-256color"
        let terminal = try PseudoTerminal.spawn(
            Invocation(executable: todo.binary, arguments: ["ui"], environment: environment), columns: 80,
            rows: 24)
        guard terminal.read(until: "Pending", seconds: 20) else {
            _ = terminal.finish()
            throw SpawnError(description: "todo ui drew no first screen")
        }
        for key in 0..<keys {
            terminal.type("j")
            guard !terminal.read(waiting: 5000).isEmpty else {
                terminal.type("q")
                _ = terminal.finish()
                throw SpawnError(description: "todo ui drew nothing after key \(key + 1)")
            }
        }
        terminal.type("q")
        let (status, cpu) = terminal.finish()
        guard status == 0 else { throw SpawnError(description: "todo ui exited with \(status)") }
        return cpu
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted.count % 2 == 1
            ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
}
