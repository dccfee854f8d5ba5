import TestSupport
import TodoCLI
import TodoCore

/// A temporary store and a fixed clock for running `todo` in-process, as a test's user.
final class Sandbox: @unchecked Sendable {
    let folder = TemporaryFolder()
    var now = "2026-03-01T09:30:00Z"
    var zone = "UTC"
    var environment: [String: String] = [:]
    var editor: Editor = .system
    var reminderServices = ReminderServices.none
    var syncServices: SyncServices = .none
    private var uuidCount = 0

    var storePath: String { folder.file("todos.json") }

    /// Runs `todo words…` with `TODO_STORE`, `TODO_NOW` and `TZ` set and nothing else inherited.
    @discardableResult
    func run(_ words: String..., input: String = "", terminalWidth: Int? = nil) -> ProgramResult {
        run(words, input: input, terminalWidth: terminalWidth)
    }

    func run(_ words: [String], input: String = "", terminalWidth: Int? = nil) -> ProgramResult {
        var variables = ["TODO_STORE": storePath, "TODO_NOW": now, "TZ": zone, "HOME": folder.path]
        variables.merge(environment) { $1 }
        let bytes = Array(input.utf8)
        var state = ProcessState(
            arguments: words, environment: Environment(variables),
            clock: .fixed(Instant(secondsSince1970: 0)),
            standardOutputIsTerminal: terminalWidth != nil, terminalWidth: terminalWidth,
            readStandardInput: { bytes }, makeUUID: { [unowned self] in self.nextUUID() }, editor: editor)
        state.reminderServices = reminderServices
        state.syncServices = syncServices
        return TodoProgram.run(state)
    }

    private func nextUUID() -> String {
        uuidCount += 1
        let digits = String(uuidCount)
        return "00000000-0000-4000-8000-" + String(repeating: "0", count: 12 - digits.count) + digits
    }
}
