import Foundation
import TestSupport
import Testing

/// Each server of the sync tests starts as they start it, listens on 127.0.0.1 alone, and is
/// gone once killed. One test per server, so that a server missing here is named in a skipped
/// test with the package to install (the scenarios themselves run only against the servers
/// installed, `SyncServerKind.tested`); in CI every one runs.
@Suite struct SyncServerLaunchTests {
    @Test(.enabled(if: SyncServerKind.tested.contains(.radicale), SyncServerKind.radicale.skipReason))
    func radicaleStartsAndStops() throws {
        try Self.check(.radicale)
    }

    @Test(.enabled(if: SyncServerKind.tested.contains(.xandikos), SyncServerKind.xandikos.skipReason))
    func xandikosStartsAndStops() throws {
        try Self.check(.xandikos)
    }

    static func check(_ kind: SyncServerKind) throws {
        let server = try kind.start()
        #expect(SyncPrograms.isListening(server.port))
        #expect(server.taskList("tasks", of: "alice").hasPrefix("http://127.0.0.1:\(server.port)/alice/"))
        server.kill()
        #expect(server.pid == nil && !SyncPrograms.isListening(server.port))
    }
}
