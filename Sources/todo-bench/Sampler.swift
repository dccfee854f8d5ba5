#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The timings of one command over several runs.
struct Sample: Sendable {
    /// The median wall time, in seconds.
    var median: Double
    /// Peak resident memory of one more run, in KiB; nil without a memory probe.
    var maxResidentKiB: Int?
    var runs: Int
}

/// A timed command that did not exit 0: it is reported, never timed.
struct RunFailure: Error, CustomStringConvertible {
    var description: String
}

/// One command to time: how often, and its invocation for the k-th run, warm-ups included (k
/// from 0), so that commands that change the store (`add`, `complete`) get fresh arguments.
struct TimedCommand {
    var warmups: Int
    var runs: Int
    var invocation: (Int) -> Invocation
}

/// Times commands that are to be compared in turn (A B C, B C A, C A B …), so that drift in the
/// machine's speed (minutes-long on shared virtual machines) touches them alike. Each runs its
/// warm-ups untimed, then its runs timed, and the median is kept; a command with fewer runs
/// drops out of the rotation early. Then each runs once more through the memory probe.
struct Sampler: Sendable {
    /// Where a child's stderr goes, to quote it when the child fails.
    var scratch: Scratch
    var probe: MemoryProbe?

    /// - Returns: an outcome per command; a command that fails leaves the rotation.
    func measure(_ commands: [TimedCommand]) -> [Outcome] {
        var times = Array(repeating: [Double](), count: commands.count)
        var failures: [Int: RunFailure] = [:]
        let rounds = commands.map { $0.warmups + $0.runs }.max() ?? 0
        for k in 0..<rounds {
            if Interruption.requested { return commands.map { _ in .failed("interrupted") } }
            // Each round starts one command later, so that no command always follows the same
            // one: a peer's `add` at 100,000 tasks slows the process after it by half a
            // millisecond, `sync` or not, and a median keeps what happens every time.
            for offset in commands.indices {
                let index = (k + offset) % commands.count
                let command = commands[index]
                guard failures[index] == nil else { continue }
                guard k < command.warmups + command.runs else { continue }
                do throws(RunFailure) {
                    let seconds = try runOnce(command.invocation(k))
                    if k >= command.warmups { times[index].append(seconds) }
                } catch {
                    failures[index] = error
                }
            }
        }
        return commands.indices.map { index in
            if let failure = failures[index] { return .failed(failure.description) }
            let command = commands[index]
            do throws(RunFailure) {
                let peak = try probe?.peakKiB(
                    of: command.invocation(command.warmups + command.runs), scratch: scratch)
                return .measured(Self.summary(times[index], peakKiB: peak))
            } catch {
                return .failed(error.description)
            }
        }
    }

    /// Each run starts with nothing left to write back (`sync`, untimed): a run that follows one
    /// that wrote megabytes (todo.sh rewriting 100,000 lines) would otherwise pay for that
    /// write-back in its own `fsync`, and which command follows which is fixed by the rotation.
    private func runOnce(_ invocation: Invocation) throws(RunFailure) -> Double {
        sync()
        let errors = scratch.path("child.err")
        let run: ChildRun
        do {
            run = try ProcessTimer.run(invocation, standardError: errors)
        } catch {
            throw RunFailure(description: error.description)
        }
        guard run.status == 0 else {
            let firstLine = scratch.readText(errors).split(separator: "\n").first.map(String.init) ?? ""
            throw RunFailure(description: "exit \(run.status) from `\(invocation.commandLine)`: \(firstLine)")
        }
        return run.seconds
    }

    private static func summary(_ times: [Double], peakKiB: Int?) -> Sample {
        let sorted = times.sorted()
        guard !sorted.isEmpty else { return Sample(median: 0, maxResidentKiB: peakKiB, runs: 0) }
        let middle = sorted.count / 2
        let median = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        return Sample(median: median, maxResidentKiB: peakKiB, runs: sorted.count)
    }
}
