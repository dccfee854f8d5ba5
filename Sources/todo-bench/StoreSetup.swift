import TodoCore

/// One store size, built for todo and for every peer that could be set up.
struct PreparedStore: Sendable {
    var size: StoreSize
    var folder: Scratch
    /// todo first, then the peers.
    var tools: [any Tool]

    var todo: TodoFixture? { tools.first as? TodoFixture }
}

/// Builds the stores of every size before anything is timed, so that each operation can then
/// be timed on all of them in turn.
struct StoreSetup {
    let options: BenchOptions
    let todo: String
    let peers: Peers
    let scratch: Scratch
    /// Seconds from `Bench.now` to the real clock, for the peers, which have no `TODO_NOW`.
    let shift: Int64
    let log: (String) -> Void

    func prepare(notes: inout [String]) -> [PreparedStore] {
        options.sizes.enumerated().compactMap { index, size in
            if Interruption.requested { return nil }
            do {
                let folder = try scratch.folder("store-\(index)")
                let tools = makeTools(tasks(for: size), size: size, in: folder, notes: &notes)
                return tools.isEmpty ? nil : PreparedStore(size: size, folder: folder, tools: tools)
            } catch {
                notes.append("\(size.label) tasks: \(error)")
                return nil
            }
        }
    }

    /// The tasks of one store. A store without archive gets the very active tasks of the
    /// archived store of its size, if there is one (same seed, same ids after the archived
    /// ones): the two rows then differ by the archive alone.
    private func tasks(for size: StoreSize) -> [TodoTask] {
        let twin = options.sizes.first { $0.active == size.active && $0.archived > 0 } ?? size
        var activeGenerator = TaskGenerator(now: Bench.now, seed: UInt64(size.active))
        let active = activeGenerator.activeTasks(ids: (twin.archived + 1)..<(twin.archived + size.active + 1))
        guard size.archived > 0 else { return active }
        var archivedGenerator = TaskGenerator(now: Bench.now, seed: 0xA2C4_17ED)
        return archivedGenerator.archivedTasks(ids: 1..<(size.archived + 1)) + active
    }

    /// todo first, then the peers that are installed and could be set up.
    private func makeTools(_ tasks: [TodoTask], size: StoreSize, in folder: Scratch, notes: inout [String])
        -> [any Tool]
    {
        var tools: [any Tool] = []
        var lines: [String] = []
        do {
            let (fixture, line) = try TodoFixture.create(
                tasks: tasks, size: size, in: folder, binary: todo, now: Bench.now)
            tools.append(fixture)
            lines.append(line)
        } catch {
            notes.append("\(size.label) tasks: could not build the todo store: \(error)")
            return []
        }
        if let task = peers.taskwarrior {
            do {
                let (fixture, line) = try TaskwarriorFixture.create(
                    tasks: tasks, shift: shift, in: folder, binary: task)
                tools.append(fixture)
                lines.append(line)
            } catch {
                notes.append("\(size.label) tasks: could not set up taskwarrior: \(error)")
            }
        }
        if let todoTxt = peers.todoTxt {
            do {
                tools.append(
                    try TodoTxtFixture.create(
                        tasks: tasks, now: Bench.now, shift: shift, in: folder, binary: todoTxt))
            } catch {
                notes.append("\(size.label) tasks: could not set up todo.txt: \(error)")
            }
        }
        log("\(size.label) tasks: " + lines.joined(separator: "; "))
        return tools
    }
}
