import TodoCore

#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension StoreWatcher {
    /// inotify on Linux, a look at the files once a second elsewhere or when inotify fails;
    /// SIGINT and SIGTERM through `SignalPipe`, never drained: once one came, every wait ends.
    static var system: StoreWatcher {
        StoreWatcher { folder, names throws(ServiceFailure) in
            let stop: Int32
            do throws(SystemError) {
                stop = try SignalPipe.catchSignals([SIGINT, SIGTERM]).rawValue
            } catch {
                throw ServiceFailure("cannot make a pipe for signals: " + error.reason)
            }
            let clock = SystemClock.monotonicSeconds
            #if canImport(Glibc)
                if let watch = InotifyWatch.start(folder: folder, names: names, stop: stop, clock: clock) {
                    return watch
                }
            #endif
            return PollingWatch.start(folder: folder, names: names, stop: stop, clock: clock)
        }
    }
}
