import Foundation

/// A change while another process holds the store's lock: it must give up after the timeout
/// (`TODO_LOCK_TIMEOUT`) with exit 5 and one clear line (a JSON error with `--json`), never
/// hang; reading must not need the lock; and the store must be as it was.
struct HeldLockTrial {
    let runner: TodoRunner

    func run() throws -> TrialTally {
        let started = runner.spawned
        var tally = TrialTally()
        runner.lockTimeout = "0.2"
        defer { runner.lockTimeout = "30" }
        if try runner.run(["add", "before the lock"]).status != 0 { tally.note("the first add failed") }
        let before = FileManager.default.contents(atPath: runner.store)
        let holder = open(runner.store + ".lock", O_RDWR | O_CLOEXEC)
        defer { close(holder) }
        guard flock(holder, LOCK_EX) == 0 else {
            throw TodoRunner.Failure(description: "cannot take the lock")
        }

        let clock = ContinuousClock()
        let start = clock.now
        let change = try runner.run(["add", "while locked"], timeout: .seconds(20))
        let waited = clock.now - start
        let expected = "todo: the store \(runner.store) is locked by another todo (waited 0.2 s); try again\n"
        if change.status != 5 || change.errorText != expected {
            tally.noteUnexpected(
                change, "a change under a held lock: expected exit 5 and " + ScreenText.quoted(expected))
        }
        if waited < .milliseconds(200) || waited > .seconds(3) {
            tally.note("a change under a held lock took \(waited)")
        }

        let json = try runner.run(["--json", "add", "while locked"], timeout: .seconds(20))
        let error = try? JSONSerialization.jsonObject(with: Data(json.errors)) as? [String: [String: String]]
        if json.status != 5 || error?["error"]?["code"] != "store" {
            tally.noteUnexpected(json, "a --json change under a held lock: expected exit 5 and a JSON error")
        }
        let listing = try runner.run(["list"])
        if listing.status != 0 || !listing.outputText.contains("before the lock") {
            tally.noteUnexpected(listing, "reading under a held lock")
        }
        if FileManager.default.contents(atPath: runner.store) != before {
            tally.note("the store changed under a held lock")
        }
        tally.runs = runner.spawned - started
        return tally
    }
}
