/// The command line of `todo-bench`.
struct BenchOptions: Sendable {
    static let usage = """
        usage: swift run -c release todo-bench [--runs N] [--quick] [--no-peers] [--no-sync | --sync-only]
                                               [--todo PATH] [--keep]
               swift run -c release todo-bench --startup-order

        Times the release `todo` binary from outside (whole process: fork/exec, run, exit) against
        taskwarrior (`task`) and todo.txt (`todo.sh`) when they are installed, and prints Markdown
        tables of medians, ratios and peak memory, then the performance targets, PASS or FAIL.
        Build first: `swift build -c release` (the bench times the `todo` built beside it).

          --runs N     timed runs per command (default 30; a third of that, at least 3, for
                       100,000-task stores); warm-up runs come on top
          --quick      a smoke run: 5 runs, 1 warm-up, no 100,000-task store
          --no-peers   time only todo
          --no-sync    leave out `todo sync` against a local Radicale (timed when Radicale is installed)
          --sync-only  time `todo sync` alone
          --todo PATH  the todo binary to time (default: the one beside todo-bench)
          --keep       keep the temporary folder with the stores, and print where it is
          --startup-order
                       time nothing: profile the commands people type most with valgrind's
                       lackey and write the symbols they touch to
                       Sources/todo/startup-order.txt, which the release link places side by side
          -h, --help   this text
        """

    var runs = 30
    var quick = false
    var peers = true
    var sync = true
    var syncOnly = false
    var todoPath: String?
    var keep = false
    var startupOrder = false

    /// The sizes of store timed, smallest first.
    var sizes: [StoreSize] {
        let large = quick ? [] : [StoreSize(active: 100_000)]
        return [StoreSize(active: 100), StoreSize(active: 1000), StoreSize(active: 10_000)] + large
            + [StoreSize(active: 10_000, archived: 100_000)]
    }

    /// Timed runs for one store: fewer when a command has 100,000 active tasks to read.
    func runs(for size: StoreSize) -> Int {
        size.active >= 100_000 ? max(3, runs / 3) : runs
    }

    func warmups(for size: StoreSize) -> Int {
        quick || size.active >= 100_000 ? 1 : 3
    }

    /// nil with `--help`.
    static func parse(_ arguments: [String]) throws(OptionError) -> BenchOptions? {
        var options = BenchOptions()
        var runsGiven = false
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "-h", "--help": return nil
            case "--quick": options.quick = true
            case "--no-peers": options.peers = false
            case "--no-sync": options.sync = false
            case "--sync-only": options.syncOnly = true
            case "--keep": options.keep = true
            case "--startup-order": options.startupOrder = true
            case "--runs":
                guard let text = remaining.popFirst(), let runs = Int(text), runs >= 1, runs <= 10_000 else {
                    throw OptionError(description: "--runs needs a number of runs from 1 to 10000")
                }
                options.runs = runs
                runsGiven = true
            case "--todo":
                guard let path = remaining.popFirst() else {
                    throw OptionError(description: "--todo needs a path")
                }
                options.todoPath = path
            default:
                throw OptionError(description: "unknown option '\(argument)'")
            }
        }
        if options.quick && !runsGiven { options.runs = 5 }
        return options
    }
}

struct OptionError: Error, CustomStringConvertible {
    var description: String
}
