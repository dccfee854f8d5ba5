import TestSupport

/// What a trial did and what went wrong, in figures that add up across trials.
struct TrialTally {
    /// `todo` processes run.
    var runs = 0
    /// Changes that ended with exit 0, whose effect must therefore be in the store.
    var acknowledged = 0
    /// Acknowledged changes (or earlier tasks) missing from the store afterwards.
    var lost = 0
    /// Runs that ended in a way the trial does not allow: a signal, a hang, a wrong exit code.
    var unexpected = 0
    /// One line per problem, the first `problemLimit` kept.
    private(set) var problems: [String] = []
    private(set) var problemCount = 0

    static let problemLimit = 20

    var isClean: Bool { problemCount == 0 }

    mutating func note(_ problem: String) {
        problemCount += 1
        if problems.count < Self.problemLimit { problems.append(problem) }
    }

    mutating func noteLost(_ problem: String) {
        lost += 1
        note(problem)
    }

    mutating func noteUnexpected(_ run: ChildRun, _ why: String) {
        unexpected += 1
        note(
            why + ": todo " + run.commandLine + " ended with " + run.ending.description + "; stderr "
                + ScreenText.quoted(run.errorText))
    }

    static func + (lhs: TrialTally, rhs: TrialTally) -> TrialTally {
        var sum = lhs
        sum.runs += rhs.runs
        sum.acknowledged += rhs.acknowledged
        sum.lost += rhs.lost
        sum.unexpected += rhs.unexpected
        sum.problemCount += rhs.problemCount
        sum.problems += rhs.problems.prefix(max(0, Self.problemLimit - sum.problems.count))
        return sum
    }

    /// The problems, one per line, for a failed expectation.
    var report: String {
        problems.joined(separator: "\n")
            + (problemCount > problems.count ? "\n… and \(problemCount - problems.count) more" : "")
    }
}

/// Choices the trials make at random.
extension SeededRandom {
    mutating func chance(_ percent: Int) -> Bool {
        Int.random(in: 0..<100, using: &self) < percent
    }

    mutating func pick<T>(_ choices: [T]) -> T {
        choices[Int.random(in: 0..<choices.count, using: &self)]
    }
}
