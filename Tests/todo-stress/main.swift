import Foundation

// `swift build -c release && swift run -c release todo-stress [--quick]`: the fault, load and
// bad-input trials of the fast suite at stress size, against the release binary.

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("-h") || arguments.contains("--help") {
    print(StressOptions.usage)
    exit(0)
}
let options: StressOptions
do {
    options = try StressOptions(arguments)
} catch {
    FileHandle.standardError.write(Data("todo-stress: \(error)\n".utf8))
    exit(2)
}
// A child killed with its stdout gone must not take us with it.
signal(SIGPIPE, SIG_IGN)

let started = ContinuousClock.now
let scratch = try ScratchFolder()
var run = StressRun(options: options, scratch: scratch)
let sections: [(String, (inout StressRun) throws -> Void)] = [
    ("load", { try $0.load() }), ("kill -9", { try $0.crashes() }), ("faults", { try $0.faults() }),
    ("hostile stores", { try $0.hostileStores() }), ("fuzz", { try $0.fuzz() }),
]
for (name, section) in sections {
    FileHandle.standardError.write(Data("todo-stress: \(name)…\n".utf8))
    do {
        try section(&run)
    } catch {
        FileHandle.standardError.write(Data("todo-stress: \(name) stopped: \(error)\n".utf8))
        scratch.remove()
        exit(1)
    }
}
let seconds = Double((ContinuousClock.now - started).components.seconds)
let header = StressHeader.lines(options: options, arguments: arguments, scratch: scratch)
print(run.figures.report(header: header, wallTime: seconds), terminator: "")
scratch.remove()
exit(run.figures.total.isClean ? 0 : 1)
