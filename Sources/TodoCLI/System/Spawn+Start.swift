import CSpawn
import TodoCore

#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Spawn {
    /// The descriptors a child gets as its stdin, stdout and stderr; nil leaves it `todo`'s.
    struct Streams {
        var input: Int32?
        var output: Int32?
        var errors: Int32?
    }

    /// Signals by number, for the child to have at their default action.
    struct Signals {
        /// Signal n is bit n - 1.
        private(set) var bits: UInt64 = 0

        init(_ signal: Int32) {
            insert(signal)
        }

        mutating func insert(_ signal: Int32) {
            bits |= 1 << UInt64(signal - 1)
        }
    }

    /// Starts `arguments[0]` (looked for on `PATH` when it has no slash) with `arguments`, with
    /// `streams` as its stdin, stdout and stderr, and `defaultSignals` at their default action.
    /// The child gets `todo`'s environment with the `NAME=value` lines of `variables` set on
    /// top; with `ownGroup`, it leads a process group of its own, which `kill(-pid, …)` reaches
    /// whole. With `processor` holding the calling thread, the child starts its program on the
    /// thread's processor, then gets the processors the thread had. With `childResetsHandlers`
    /// (for tests), the child resets the signal handlers it shares with `todo` itself, as on a
    /// system whose kernel cannot do it for it.
    ///
    /// `todo_spawn` makes the C strings from the bytes of `arguments` and `variables`: Swift
    /// arrays of C pointers, a type `todo` uses nowhere else, would cost the runtime the making
    /// of their type (0.01 ms) on every hook.
    static func start(
        _ arguments: [String], streams: Streams = Streams(), defaultSignals: Signals? = nil,
        variables: [String] = [], ownGroup: Bool = false, processor: ProcessorHold? = nil,
        childResetsHandlers: Bool = false
    ) -> Result<pid_t, Failure> {
        let packedArguments = packed(arguments)
        let packedVariables = packed(variables)
        var hold = processor?.state ?? todo_processor_hold()
        var pid: pid_t = 0
        let result = todo_spawn(
            packedArguments, Int32(arguments.count), packedVariables, Int32(variables.count), getenv("PATH"),
            streams.input ?? -1, streams.output ?? -1, streams.errors ?? -1, defaultSignals?.bits ?? 0,
            ownGroup ? 1 : 0, childResetsHandlers ? 1 : 0, &hold, &pid)
        return result == 0 ? .success(pid) : .failure(Failure(code: result))
    }

    /// The strings one after the other, each ending in a NUL.
    private static func packed(_ strings: [String]) -> [UInt8] {
        var bytes: [UInt8] = []
        for string in strings {
            bytes += string.utf8
            bytes.append(0)
        }
        return bytes
    }
}
