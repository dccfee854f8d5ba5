import CSpawn

/// The calling thread held to the processor it is on while it waits for a child it starts (see
/// `todo_hold_processor`): the child starts there without being moved, and the thread is woken
/// there when the child ends. It holds nothing where the thread may run on one processor only.
struct ProcessorHold {
    /// What `todo_spawn` reads: the processors the thread had, and whether it is held.
    private(set) var state = todo_processor_hold()

    /// Holds the calling thread until `release`.
    static func holding() -> ProcessorHold {
        var hold = ProcessorHold()
        todo_hold_processor(&hold.state)
        return hold
    }

    /// Gives the thread back the processors it had.
    func release() {
        var state = state
        todo_release_processor(&state)
    }
}
