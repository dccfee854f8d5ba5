import Foundation
import Testing

@testable import TodoCLI

/// The one pipe signals are turned into, with SIGWINCH and SIGURG (whose default is to be
/// ignored, so a test that fails leaves the test process running): the ui drains it, a watch
/// finds it readable from the first signal on.
@Suite(.serialized) struct SignalPipeTests {
    @Test func drainedOrLeftReadable() throws {
        let readEnd = try SignalPipe.catchSignals([SIGWINCH, SIGURG])
        defer { SignalPipe.restoreSignals() }
        _ = SignalPipe.drain()
        #expect(pollReadable([readEnd.rawValue], seconds: 0).isEmpty)
        raise(SIGWINCH)
        raise(SIGURG)
        raise(SIGWINCH)
        #expect(SignalPipe.drain() == [SIGWINCH, SIGURG, SIGWINCH])
        #expect(SignalPipe.drain() == [])
        #expect(pollReadable([readEnd.rawValue], seconds: 0).isEmpty)
        raise(SIGURG)
        for _ in 0..<3 { #expect(pollReadable([readEnd.rawValue], seconds: 0) == [readEnd.rawValue]) }
        #expect(SignalPipe.drain() == [SIGURG])
    }

    @Test func givesBackTheHandlingItFoundAndKeepsWhatWasIgnored() throws {
        _ = setHandler(SIGURG, SIG_IGN)
        defer { _ = setHandler(SIGURG, SIG_DFL) }
        try SignalPipe.catchSignals([SIGWINCH, SIGURG], keepingIgnored: [SIGURG])
        _ = SignalPipe.drain()
        raise(SIGURG)
        raise(SIGWINCH)
        #expect(SignalPipe.drain() == [SIGWINCH])
        SignalPipe.restoreSignals()
        raise(SIGWINCH)
        #expect(SignalPipe.drain() == [])
        #expect(bits(setHandler(SIGURG, SIG_DFL)) == bits(SIG_IGN))
    }

    private func bits(_ handler: sighandler_t?) -> Int {
        handler.map { unsafeBitCast($0, to: Int.self) } ?? 0
    }
}
