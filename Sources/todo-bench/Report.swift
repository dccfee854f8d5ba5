/// The results as Markdown: every table in full, as the README's "Speed and safety" quotes the
/// headline figures from them.
struct Report {
    let results: BenchResults
    let options: BenchOptions

    func render() -> String {
        let lines =
            header() + commandTable() + startupTable() + SyncReport.table(results.sync) + uiTable()
            + targets() + notes()
        return lines.joined(separator: "\n") + "\n"
    }

    private func header() -> [String] {
        let machine = results.machine
        var lines = [
            "## todo performance", "",
            "- Machine: \(machine.cpu), \(machine.cores) cores, \(machine.kernel)",
            "- Swift: \(machine.swiftVersion)",
            "- todo: `\(results.todoPath)`, timed as installed: copied into the bench's folder first,"
                + " as is the do-nothing program",
            "- Load average (1 min) before / after: \(results.loadBefore) / \(results.loadAfter) "
                + "(the bench itself keeps one core busy; more means other work was running)",
        ]
        lines += results.peers.map { "- Peer `\($0.name)`: \($0.version)" }
        lines += [
            "- Command: `\(results.commandLine)`",
            "- Method: " + method(),
            "",
        ]
        return lines
    }

    private func method() -> String {
        let warmups = plural(options.warmups(for: StoreSize(active: 100)), "warm-up")
        let large = options.runs(for: StoreSize(active: 100_000))
        return [
            "whole-process wall time around `posix_spawn` + `wait4` (stdout to /dev/null, stderr to a file,",
            "stdin /dev/null; a run that exits non-zero is reported, not timed);",
            "median of \(options.runs) runs after \(warmups) (\(large) runs after 1 with 100,000 active tasks).",
            "Peak RSS: `ru_maxrss` of one more run, started by a tiny launcher",
            "(the bench's own `wait4` would count the bench's memory).",
            "`TZ=UTC`, `TODO_NOW=\(Bench.now.iso8601)`; the peers get the same tasks moved to the real clock.",
            "`add` and `complete` use a new title or task every run.",
            "Each operation is timed on every store in every tool in turn (A B C, B C A, C A B …),",
            "so that ratios hold up when the machine's speed drifts, as it does on shared virtual machines;",
            "each run starts after a `sync`, so that none pays for the writes of the one before.",
            "The 10,000-task store holds the same active tasks as the archived one.",
            "The filters of `list` are timed on the 10,000-task store, in turn with plain `list`.",
        ].joined(separator: " ")
    }

    private func commandTable() -> [String] {
        let peers = results.peers.map(\.name)
        var heading = ["operation", "tasks", "todo ms"] + peers.map { "\($0) ms" }
        heading += peers.map { "\($0) ÷ todo" } + ["todo peak RSS MiB"]
        var lines = ["### Commands (median ms, whole process)", "", row(heading)]
        lines.append(row(heading.enumerated().map { index, _ in index < 2 ? "---" : "---:" }))
        for size in options.sizes {
            for result in results.rows where result.size == size {
                let todo = result.outcomes["todo"]
                var cells = [result.operation.rawValue, size.label, cell(todo)]
                cells += peers.map { cell(result.outcomes[$0]) }
                cells += peers.map { peer in
                    guard let mine = todo?.sample, let theirs = result.outcomes[peer]?.sample else {
                        return "—"
                    }
                    return times(theirs.median / mine.median)
                }
                cells.append(todo?.sample?.maxResidentKiB.map(mebibytes) ?? "—")
                lines.append(row(cells))
            }
        }
        let failures = results.rows.flatMap { result in
            result.outcomes.sorted { $0.key < $1.key }.compactMap { tool, outcome -> String? in
                guard case .failed(let message) = outcome else { return nil }
                let command = "\(tool) \(result.operation.rawValue)"
                return "- FAILED: \(command), \(result.size.label) tasks: \(message)"
            }
        }
        return lines + (failures.isEmpty ? [] : [""] + failures) + [""]
    }

    private func startupTable() -> [String] {
        guard let floor = results.startup else { return [] }
        let compiler = "swiftc " + SwiftCompiler.arguments.joined(separator: " ")
        let rows: [(String, Sample)] = [
            ("do-nothing Swift program (empty main.swift, `\(compiler)`)", floor.doNothing),
            ("`todo --version`", floor.version),
            ("`todo list`, 100 tasks", floor.smallList),
        ]
        var lines = [
            "### Start-up floor (median ms, \(floor.doNothing.runs) runs each, interleaved)", "",
            row(["program", "ms", "÷ do-nothing", "peak RSS MiB"]), row(["---", "---:", "---:", "---:"]),
        ]
        for (name, sample) in rows {
            lines.append(
                row([
                    name, milliseconds(sample.median), times(sample.median / floor.doNothing.median),
                    sample.maxResidentKiB.map(mebibytes) ?? "—",
                ]))
        }
        return lines + [""]
    }

    private func uiTable() -> [String] {
        guard case .success(let cost)? = results.uiKeyCost else { return [] }
        return [
            "### todo ui: CPU time per key (\(grouped(cost.tasks)) tasks, 80 × 24, \(cost.rounds) rounds)",
            "",
            "Through a pseudo-terminal, `j` typed and its frame read, key after key; CPU time from `wait4`.",
            "",
            row(["run", "keys", "CPU ms (median)"]), row(["---", "---:", "---:"]),
            row(["many keys", String(cost.manyKeys), milliseconds(cost.manyCPU)]),
            row(["few keys", String(cost.fewKeys), milliseconds(cost.fewCPU)]),
            row(["per key", "1", decimal(cost.perKey * 1000, 3)]), "",
        ]
    }

    private func targets() -> [String] {
        ["### Targets", ""]
            + Targets.check(results).map { check in
                let verdict = check.passed.map { $0 ? "PASS" : "FAIL" } ?? "NOT CHECKED"
                return "- **\(verdict)** \(check.target): \(check.figure)"
            } + [""]
    }

    private func notes() -> [String] {
        results.notes.isEmpty ? [] : ["### Notes", ""] + results.notes.map { "- " + $0 }
    }

    private func cell(_ outcome: Outcome?) -> String {
        switch outcome {
        case .measured(let sample)?: return milliseconds(sample.median)
        case .failed?: return "FAILED"
        case nil: return "—"
        }
    }

    private func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)" + (count == 1 ? "" : "s")
    }

    private func row(_ cells: [String]) -> String {
        "| " + cells.joined(separator: " | ") + " |"
    }
}
