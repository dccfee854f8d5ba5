#if canImport(Glibc)
    @preconcurrency import Glibc
    import TodoCore

    /// A watch on the store's folder with inotify, not on the file: the store is replaced by a
    /// rename, and a watch on the file would end with the old file. The folder reports the new
    /// one arriving (`IN_MOVED_TO todos.json`).
    enum InotifyWatch {
        static let events =
            UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE)
            | UInt32(IN_DELETE_SELF | IN_MOVE_SELF)

        /// The watch, or nil when inotify cannot watch the folder (no instance left, say).
        static func start(folder: String, names: [String], stop: Int32, clock: @escaping () -> Double)
            -> StoreWatcher.Watch?
        {
            let instance = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            guard instance >= 0 else { return nil }
            let file = FileDescriptor(rawValue: instance, path: folder)
            let watch = inotify_add_watch(instance, folder, events)
            guard watch >= 0 else {
                file.closeIgnoringErrors()
                return nil
            }
            return StoreWatcher.Watch(
                wait: { seconds in
                    let end = clock() + seconds
                    while true {
                        let ready = pollReadable([stop, instance], seconds: end - clock())
                        if ready.contains(stop) { return .stopped }
                        // Nothing ready: the time is up, or a signal cut the wait short (EINTR).
                        if ready.isEmpty {
                            if clock() >= end { return .timedOut }
                            continue
                        }
                        let events = readEvents(file).filter { $0.watch == watch }
                        if concernsWatchedFiles(events, names: names) { return .changed }
                    }
                }, close: file.closeIgnoringErrors)
        }

        /// Whether any event names one of the files, or is about the folder itself.
        private static func concernsWatchedFiles(_ events: [Event], names: [String])
            -> Bool
        {
            events.contains { event in
                names.contains(event.name)
                    || event.mask & UInt32(IN_DELETE_SELF | IN_MOVE_SELF | IN_IGNORED) != 0
            }
        }

        private typealias Event = (watch: Int32, mask: UInt32, name: String)

        /// Every event waiting, read without blocking.
        private static func readEvents(_ file: FileDescriptor) -> [Event] {
            var events: [Event] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                guard let count = try? file.read(into: &buffer), count > 0 else { return events }
                var offset = 0
                let header = MemoryLayout<inotify_event>.size
                while offset + header <= count {
                    let event = buffer.withUnsafeBytes {
                        $0.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    }
                    let nameBytes = buffer[(offset + header)..<min(offset + header + Int(event.len), count)]
                    let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
                    events.append((event.wd, event.mask, name))
                    offset += header + Int(event.len)
                }
            }
        }
    }
#endif
