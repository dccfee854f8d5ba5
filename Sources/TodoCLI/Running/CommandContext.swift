import TodoCore

/// Everything a command may use of the outside world, as values: the time, the zone, the store,
/// how to show output, where it goes. Built once per run from the process state.
struct CommandContext {
    /// The time the command started.
    var now: Instant
    /// The time as it passes, for `todo ui` and `remind --watch`, which run for long.
    let clock: Clock
    let zone: ZoneRules
    var store: TodoStore
    var json: Bool
    var style: TextStyle
    /// The terminal's width in columns, or nil when stdout is not a terminal (then nothing is cut).
    var width: Int?
    var output: OutputBuffer
    /// Reads an import file, or standard input for `-`.
    let readInput: (String) throws -> [UInt8]
    let makeUUID: () -> String
    /// Where time zone files are read from (for TZIDs in iCalendar files).
    var zoneinfoDirectory = "/usr/share/zoneinfo"
    /// The zones repeating tasks are evaluated in: the local zone, and the database's.
    var zones: ZoneLookup { ZoneLookup(local: zone, zoneinfoDirectory: zoneinfoDirectory) }
    /// Which rule chose the store (`--file`, `TODO_STORE`, …), for `todo doctor`.
    var storeSource: StoreLocation.Source?
    /// The variables a command reads itself (`VISUAL`, `EDITOR`, `TMPDIR`), read when asked.
    var environment: Environment = [:]
    var editor: Editor = .system
    var standardOutputIsTerminal = false
    /// Asks the person at the terminal: reads one line typed. Nil unless stdin and stdout are
    /// both a terminal and the output is for people (no `--json`).
    var askLine: (() -> String?)? = nil
    /// Where warnings go (stderr).
    var errors = OutputBuffer()
    /// What `remind` uses of the outside world: notifier, watcher, clocks.
    var reminderServices = ReminderServices.none
    var syncServices: SyncServices = .none
    /// The terminal, for `todo ui`; other commands never touch it.
    var terminal = Terminal.none
}
