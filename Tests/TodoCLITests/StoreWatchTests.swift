import Foundation
import TestSupport
import Testing
import TodoCore

@testable import TodoCLI

/// The two ways `remind --watch` notices the store change: inotify (Linux) and a look at the
/// files once a second (macOS, or Linux without an inotify instance to spare). Each must wake
/// for the store replaced by a rename, not for other files, and for a byte on the stop pipe.
@Suite struct StoreWatchTests {
    let folder = TemporaryFolder()

    static var kinds: [String] {
        #if canImport(Glibc)
            ["inotify", "polling"]
        #else
            ["polling"]
        #endif
    }

    func start(_ kind: String, stop: Int32) throws -> StoreWatcher.Watch {
        #if canImport(Glibc)
            if kind == "inotify" {
                let watch = InotifyWatch.start(
                    folder: folder.path, names: ["todos.json"], stop: stop,
                    clock: SystemClock.monotonicSeconds)
                return try #require(
                    watch, "inotify could not watch the folder: \(String(cString: strerror(errno)))")
            }
        #endif
        return PollingWatch.start(
            folder: folder.path, names: ["todos.json"], stop: stop, clock: SystemClock.monotonicSeconds)
    }

    func replaceStore(_ text: String) throws {
        folder.write(text, to: ".todos.json.tmp")
        try #require(rename(folder.file(".todos.json.tmp"), folder.file("todos.json")) == 0)
    }

    @Test(arguments: kinds)
    func wakesForTheStoreReplacedAndForAStopOnly(kind: String) throws {
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        defer { ends.forEach { close($0) } }
        try replaceStore("one")
        let watch = try start(kind, stop: ends[0])
        defer { watch.close() }
        #expect(watch.wait(0.05) == .timedOut)
        try replaceStore("two, longer")
        #expect(watch.wait(3) == .changed)
        folder.write("unrelated", to: "todos.json.lock")
        let begun = SystemClock.monotonicSeconds()
        #expect(watch.wait(1.2) == .timedOut)
        #expect(SystemClock.monotonicSeconds() - begun >= 1.1)
        var byte: UInt8 = 1
        #expect(write(ends[1], &byte, 1) == 1)
        #expect(watch.wait(10) == .stopped)
    }

    /// A signal that interrupts `poll` (EINTR) is not the end of the wait: the watch waits on
    /// for the rest of its time (`remind --watch` catches SIGWINCH and SIGCHLD may come).
    @Test(arguments: kinds)
    func aSignalDoesNotEndTheWaitEarly(kind: String) throws {
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        defer { ends.forEach { close($0) } }
        try replaceStore("one")
        _ = setHandler(SIGUSR2, { _ in })
        // The test runner's threads block every signal; this one lets SIGUSR2 through.
        var unblocked = sigset_t()
        var previous = sigset_t()
        sigemptyset(&unblocked)
        sigaddset(&unblocked, SIGUSR2)
        pthread_sigmask(SIG_UNBLOCK, &unblocked, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        let watch = try start(kind, stop: ends[0])
        defer { watch.close() }
        let waiting = pthread_self()
        let interrupter = DispatchWorkItem { _ = pthread_kill(waiting, SIGUSR2) }
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.1, execute: interrupter)
        let begun = SystemClock.monotonicSeconds()
        #expect(watch.wait(0.6) == .timedOut)
        interrupter.wait()
        #expect(SystemClock.monotonicSeconds() - begun >= 0.55)
    }
}
