#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Ctrl-C, `kill` or a closed terminal: the bench lets the running command finish, stops, and
/// removes its temporary folder (hundreds of MB of stores) instead of leaving it behind.
enum Interruption {
    nonisolated(unsafe) private static var signalled: sig_atomic_t = 0

    static func install() {
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            signal(signalNumber) { _ in Interruption.signalled = 1 }
        }
    }

    static var requested: Bool { signalled != 0 }
}
