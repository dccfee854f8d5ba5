import Foundation

/// Runs `work(index)` for every index on `workers` threads at once, in order of index within
/// a worker, and returns the results by index. Blocking in `work` (waiting for a child) is
/// fine: these are threads of their own, not the cooperative pool.
func inParallel<Result: Sendable>(
    _ count: Int, workers: Int, _ work: @escaping @Sendable (Int) throws -> Result
) throws -> [Result] {
    let results = ResultBox<Result>(count)
    let group = DispatchGroup()
    for worker in 0..<max(1, min(workers, count)) {
        group.enter()
        let thread = Thread {
            defer { group.leave() }
            for index in stride(from: worker, to: count, by: max(1, min(workers, count))) {
                results.set(index, Swift.Result { try work(index) })
            }
        }
        thread.stackSize = 8 << 20
        thread.start()
    }
    group.wait()
    return try results.values()
}

/// Results written from several threads.
private final class ResultBox<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Result<Value, any Error>?]

    init(_ count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ result: Result<Value, any Error>) {
        lock.withLock { slots[index] = result }
    }

    func values() throws -> [Value] {
        try lock.withLock { slots }.map { slot in
            guard let slot else { throw TodoRunner.Failure(description: "a worker left a result out") }
            return try slot.get()
        }
    }
}
