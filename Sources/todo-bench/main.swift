import Foundation

/// `swift run -c release todo-bench [options]`: see `BenchOptions.usage`.
func runBench() -> Int32 {
    let arguments = Array(CommandLine.arguments.dropFirst())
    let options: BenchOptions
    do {
        guard let parsed = try BenchOptions.parse(arguments) else {
            print(BenchOptions.usage)
            return 0
        }
        options = parsed
    } catch {
        writeStandardError("todo-bench: \(error)\n\(BenchOptions.usage)\n")
        return 2
    }
    // SwiftPM builds `todo` into the same folder as this program (/proc/self/exe on Linux).
    let selfPath =
        FileManager.default.fileExists(atPath: "/proc/self/exe")
        ? "/proc/self/exe" : CommandLine.arguments.first ?? "."
    let beside = URL(fileURLWithPath: selfPath).resolvingSymlinksInPath().deletingLastPathComponent()
        .appendingPathComponent("todo").path
    let path = options.todoPath ?? beside
    guard let todo = findExecutable(path) else {
        writeStandardError(
            "todo-bench: no todo binary at \(path): build it first with `swift build -c release`\n")
        return 1
    }
    let scratch: Scratch
    do {
        scratch = try Scratch.create()
    } catch {
        writeStandardError("todo-bench: \(error)\n")
        return 1
    }
    let installed: String
    do {
        installed = try scratch.install(todo, as: "todo")
    } catch {
        writeStandardError("todo-bench: cannot copy \(todo) into \(scratch.root): \(error)\n")
        scratch.remove()
        return 1
    }
    if options.startupOrder { return writeStartupOrder(todo: installed, scratch: scratch) }
    let commandLine = (["swift run -c release todo-bench"] + arguments).joined(separator: " ")
    Interruption.install()
    let results = Bench(options: options, todo: installed, built: todo, scratch: scratch).run(
        commandLine: commandLine)
    if Interruption.requested {
        scratch.remove()
        writeStandardError("todo-bench: interrupted; removed \(scratch.root)\n")
        return 130
    }
    print(Report(results: results, options: options).render(), terminator: "")
    fflush(nil)
    if options.keep {
        writeStandardError("todo-bench: kept the stores in \(scratch.root)\n")
    } else {
        scratch.remove()
    }
    return 0
}

/// `--startup-order`: see `StartupOrder`.
func writeStartupOrder(todo: String, scratch: Scratch) -> Int32 {
    defer { scratch.remove() }
    guard let valgrind = findExecutable("valgrind"),
        let nm = findExecutable("nm") ?? findExecutable("llvm-nm")
    else {
        writeStandardError(
            "todo-bench: --startup-order needs valgrind and nm (Debian's `valgrind`, `binutils`)\n")
        return 1
    }
    do {
        let count = try StartupOrder(todo: todo, valgrind: valgrind, nm: nm, scratch: scratch).write(
            to: StartupOrder.destination)
        print("Wrote \(count) symbols to \(StartupOrder.destination)")
        return 0
    } catch {
        writeStandardError("todo-bench: \(error)\n")
        return 1
    }
}

exit(runBench())
