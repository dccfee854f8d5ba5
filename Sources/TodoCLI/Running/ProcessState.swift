import TodoCore

/// The outside world of one run of `todo`, as values: `main.swift` fills it from the real
/// process, tests fill it by hand.
public struct ProcessState {
    /// The arguments after the program name.
    public var arguments: [String]
    public var environment: Environment
    /// The time: the system's clock, which `TODO_NOW` stops.
    public var clock: Clock
    public var standardOutputIsTerminal: Bool
    public var standardInputIsTerminal: Bool
    /// Columns of the terminal on stdout, when it is one.
    public var terminalWidth: Int?
    public var readStandardInput: () throws -> [UInt8]
    /// Reads one line typed on stdin, without its end; nil at the end of input. For questions
    /// asked on a terminal (`Mark today's goal achieved? [Y/n]`).
    public var readStandardInputLine: () -> String?
    /// Writes to stdout at once, for output long enough to be sent in chunks as it is made;
    /// nil keeps all output in the result (as tests want).
    public var writeStandardOutput: ((UnsafeBufferPointer<UInt8>) -> Void)?
    public var makeUUID: () -> String
    public var zoneinfoDirectory: String
    public var localtimePath: String
    /// The text editor `todo edit ID` opens.
    public var editor: Editor
    /// Writes to stderr at once, for a command that runs on (`remind --watch`); nil keeps all
    /// errors in the result.
    public var writeStandardError: ((UnsafeBufferPointer<UInt8>) -> Void)?
    /// Notifications, watching, clocks: what `todo remind` uses of the outside world.
    public var reminderServices = ReminderServices.none
    /// HTTP and the password command, for `todo sync`.
    public var syncServices = SyncServices.none
    /// The terminal `todo ui` draws on; none unless the process has one to give.
    public var terminal = Terminal.none

    public init(
        arguments: [String], environment: Environment, clock: Clock,
        standardOutputIsTerminal: Bool = false, standardInputIsTerminal: Bool = false,
        terminalWidth: Int? = nil, readStandardInput: @escaping () throws -> [UInt8] = { [] },
        readStandardInputLine: @escaping () -> String? = { nil },
        writeStandardOutput: ((UnsafeBufferPointer<UInt8>) -> Void)? = nil,
        makeUUID: @escaping () -> String = RandomUUID.make, zoneinfoDirectory: String = "/usr/share/zoneinfo",
        localtimePath: String = "/etc/localtime", editor: Editor = .system
    ) {
        self.arguments = arguments
        self.environment = environment
        self.clock = clock
        self.standardOutputIsTerminal = standardOutputIsTerminal
        self.standardInputIsTerminal = standardInputIsTerminal
        self.terminalWidth = terminalWidth
        self.readStandardInput = readStandardInput
        self.readStandardInputLine = readStandardInputLine
        self.writeStandardOutput = writeStandardOutput
        self.makeUUID = makeUUID
        self.zoneinfoDirectory = zoneinfoDirectory
        self.localtimePath = localtimePath
        self.editor = editor
    }
}

/// What a run leaves behind: the exit status and the bytes for stdout and stderr.
public struct ProgramResult: Equatable {
    public var status: Int32
    public var standardOutput: [UInt8]
    public var standardError: [UInt8]

    public var output: String { String(decoding: standardOutput, as: UTF8.self) }
    public var errors: String { String(decoding: standardError, as: UTF8.self) }
}
