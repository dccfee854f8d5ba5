import Foundation
import TodoCore

/// `todo-bench --startup-order`: writes the symbols (functions, and the data they read and write)
/// that the commands people type most touch, in the order they are first touched, to
/// `Sources/todo/startup-order.txt`. The release link places those symbols side by side
/// (`--symbol-ordering-file`, see Package.swift), so a command's start touches a few dozen pages
/// rather than one here and one there across the binary's 9 MiB of code and 2 MiB of data, and
/// the kernel maps fewer of them.
///
/// The file only orders: a name that no longer exists is passed over, and a symbol missing from
/// it is still linked, further away. Run this again after large changes; the bench's start-up
/// figures show when it is due. It needs valgrind (its `lackey` tool traces every address a
/// program touches) and `nm` or `llvm-nm`.
struct StartupOrder {
    let todo: String
    let valgrind: String
    let nm: String
    let scratch: Scratch

    /// The commands traced, `list` first so that what it touches sits closest together; last the
    /// ids a shell's completion asks for at each Tab.
    static let commands: [[String]] = [
        ["list"], ["--version"], ["add", "Call the plumber", "--due", "tomorrow", "+home"],
        ["add", "Water the plants friday +home"], ["complete", "3"], ["show", "5"], ["next"],
        ["edit", "4", "--priority", "high"], ["undo"], ["delete", "7"], ["list", "--json"], ["stats"],
        ["agenda"], ["list", "+home"], ["completions", "--ids", "open"],
    ]

    /// Traced last, with an `on-change` hook that is `/bin/true`: what starting a hook and
    /// waiting for it touch sits with the rest rather than wherever the link leaves it.
    static let hookedCommand = ["add", "Send the invoice"]

    /// The file the release link reads, beside the `todo` target's sources.
    static var destination: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("todo/startup-order.txt").path
    }

    /// Writes the file; returns how many symbols it names.
    func write(to destination: String) throws -> Int {
        // The bench's own store of 100 tasks (a declared field, a year of goals, a compacted
        // log): a store as lived in as a user's, so that what reading one touches is traced.
        let folder = try scratch.folder("startup-order")
        var generator = TaskGenerator(now: Bench.now, seed: 100)
        let (fixture, _) = try TodoFixture.create(
            tasks: generator.activeTasks(ids: 1..<101), size: StoreSize(active: 100), in: folder,
            binary: todo,
            now: Bench.now)
        let environment = fixture.environment
        let symbols = try SymbolTable(listing: capture([nm, "-n", "--defined-only", todo], in: folder))
        var touched = TouchOrder(symbols: symbols)
        let hooked = environment.merging(["XDG_CONFIG_HOME": fixture.hookedConfig]) { $1 }
        for (arguments, environment) in Self.commands.map({ ($0, environment) }) + [
            (Self.hookedCommand, hooked)
        ] {
            let trace = folder.path("trace.txt")
            let run = try ProcessTimer.capture(
                Invocation(
                    executable: valgrind,
                    arguments: ["--tool=lackey", "--trace-mem=yes", "--log-file=" + trace, todo] + arguments,
                    environment: environment), scratch: folder)
            guard run.status == 0 else {
                throw SpawnError(
                    description: "valgrind todo \(arguments.joined(separator: " ")): \(run.output)")
            }
            guard let bytes = FileManager.default.contents(atPath: trace) else {
                throw SpawnError(description: "valgrind left no trace at \(trace)")
            }
            touched.read(trace: [UInt8](bytes))
        }
        let header = [
            "# Symbols placed side by side in the release link, in the order the common commands first",
            "# touch them (see Package.swift). Made by `swift run -c release todo-bench --startup-order`.",
        ]
        let names = touched.names
        try (header + names).map { $0 + "\n" }.joined().write(
            toFile: destination, atomically: true, encoding: .utf8)
        return names.count
    }

    private func capture(_ command: [String], in folder: Scratch) throws -> String {
        let output = folder.path("nm.txt")
        let run = try ProcessTimer.run(
            Invocation(
                executable: command[0], arguments: Array(command.dropFirst()),
                environment: baseEnvironment(home: folder.root)), standardOutput: output)
        guard run.status == 0 else {
            throw SpawnError(description: "\(command[0]) exited with \(run.status)")
        }
        return folder.readText(output)
    }
}

/// A binary's defined symbols by address, from `nm -n --defined-only`.
struct SymbolTable {
    private(set) var starts: [UInt64] = []
    private(set) var names: [String] = []
    /// The end of the program's image (`_end`): the heap and the stack lie beyond it.
    private(set) var end = UInt64.max

    init(listing: String) {
        for line in listing.split(separator: "\n") {
            let fields = line.split(separator: " ", maxSplits: 2)
            guard fields.count == 3, let address = UInt64(fields[0], radix: 16), address > 0 else { continue }
            if fields[2] == "_end" { end = address }
            if starts.last == address { continue }
            starts.append(address)
            names.append(String(fields[2]))
        }
    }

    /// The index of the symbol `address` falls in: the last one that starts at or before it.
    func index(of address: UInt64) -> Int? {
        guard address < end else { return nil }
        var low = 0
        var high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= address { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? nil : low - 1
    }
}

/// The symbols a set of `lackey` traces touch, each once, in the order first touched.
struct TouchOrder {
    let symbols: SymbolTable
    private var seen: [Bool]
    private(set) var order: [Int] = []

    init(symbols: SymbolTable) {
        self.symbols = symbols
        seen = Array(repeating: false, count: symbols.names.count)
    }

    var names: [String] { order.map { symbols.names[$0] } }

    /// Reads one trace: lines such as `I  0023e5c0,3` (an instruction fetched) and ` L 04222cb8,8`
    /// (data loaded; `S` stored, `M` modified).
    mutating func read(trace: [UInt8]) {
        var last: (start: UInt64, end: UInt64) = (1, 0)
        var position = 0
        while position < trace.count {
            var end = position
            while end < trace.count && trace[end] != UInt8(ascii: "\n") { end += 1 }
            if let address = Self.address(in: trace[position..<end]),
                address < last.start || address > last.end,
                let index = symbols.index(of: address)
            {
                let next = index + 1 < symbols.starts.count ? symbols.starts[index + 1] - 1 : UInt64.max
                last = (symbols.starts[index], next)
                if !seen[index] {
                    seen[index] = true
                    order.append(index)
                }
            }
            position = end + 1
        }
    }

    /// The address of a trace line, or nil for any other line (valgrind's own `==pid==` lines).
    static func address(in line: ArraySlice<UInt8>) -> UInt64? {
        var index = line.startIndex
        while index < line.endIndex && line[index] == UInt8(ascii: " ") { index += 1 }
        guard index < line.endIndex,
            [UInt8(ascii: "I"), UInt8(ascii: "L"), UInt8(ascii: "S"), UInt8(ascii: "M")]
                .contains(line[index])
        else { return nil }
        index += 1
        while index < line.endIndex && line[index] == UInt8(ascii: " ") { index += 1 }
        var value: UInt64 = 0
        var digits = 0
        while index < line.endIndex, let digit = hexDigit(line[index]) {
            value = value << 4 | UInt64(digit)
            digits += 1
            index += 1
        }
        return digits > 0 && index < line.endIndex && line[index] == UInt8(ascii: ",") ? value : nil
    }

    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        default: nil
        }
    }
}
