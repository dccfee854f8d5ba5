#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What an export into a vdir did.
public struct VdirExportSummary: Hashable, Sendable {
    /// Tasks written to a new file.
    public var created = 0
    /// Tasks whose file was patched.
    public var updated = 0
    /// Tasks whose file already held them.
    public var unchanged = 0
}

extension Vdir {
    /// Writes every task into the folder (created, mode 0700, if missing): a task whose UID is
    /// in one of its files has that file's VTODO patched (`VTodoWriter.patch`), keeping what
    /// other programs wrote there, and the file replaced atomically only when it changed; any
    /// other task gets a new file `UID.ics` (mode 0600). Files of tasks that `todo` does not
    /// have are left alone. A file that cannot be read refuses the export before anything is
    /// written.
    public func export(_ tasks: [TodoTask], context: FormatContext, productId: String) throws(Failure)
        -> VdirExportSummary
    {
        let folder = FilePath(path)
        do throws(SystemError) {
            try FileSystem.createDirectories(folder)
        } catch {
            throw .unreadable(error)
        }
        var calendars: [(name: String, calendars: [ICalendarComponent])] = []
        var owners: [String: Int] = [:]
        for file in try files() {
            do throws(FormatError) {
                let parsed = try ICalendarParser.parse(file.bytes)
                for calendar in parsed {
                    for todo in calendar.components(named: "VTODO") where todo["RECURRENCE-ID"] == nil {
                        if let uid = todo["UID"]?.text.trimmed {
                            owners[uid] = owners[uid] ?? calendars.count
                        }
                    }
                }
                calendars.append((file.name, parsed))
            } catch {
                throw .invalid(file: folder.appending(file.name).string, error)
            }
        }
        var summary = VdirExportSummary()
        var names = Set(calendars.map(\.name))
        do throws(SystemError) {
            for task in tasks {
                if let index = owners[task.uuid] {
                    guard let patched = Self.patched(calendars[index].calendars, task: task, context: context)
                    else {
                        summary.unchanged += 1
                        continue
                    }
                    try write(ICalendarWriter.write(patched), to: calendars[index].name, keepingModeOf: true)
                    summary.updated += 1
                } else {
                    let name = Self.fileName(for: task.uuid, taken: names)
                    names.insert(name)
                    try write(
                        ICalendarFormat.file(for: task, context: context, productId: productId), to: name)
                    summary.created += 1
                }
            }
        } catch {
            throw .unreadable(error)
        }
        return summary
    }

    /// The calendars of one file with the task's VTODO patched, or nil when nothing changed.
    private static func patched(_ calendars: [ICalendarComponent], task: TodoTask, context: FormatContext)
        -> [ICalendarComponent]?
    {
        var calendars = calendars
        for (calendarIndex, calendar) in calendars.enumerated() {
            guard
                let todoIndex = calendar.components.firstIndex(where: {
                    $0.isNamed("VTODO") && $0["RECURRENCE-ID"] == nil && $0["UID"]?.text.trimmed == task.uuid
                })
            else { continue }
            let todo = calendar.components[todoIndex]
            guard let patched = VTodoWriter.patch(todo, in: calendar, with: task, context: context) else {
                return nil
            }
            calendars[calendarIndex].components[todoIndex] = patched
            VTimeZoneWriter.addMissingZones(to: &calendars[calendarIndex], context: context)
            return calendars
        }
        return nil
    }

    /// `UID.ics` when the UID is safe as a file name and no file has that name; else a name
    /// made from it.
    static func fileName(for uid: String, taken: Set<String>) -> String {
        let safe =
            !uid.isEmpty && uid.utf8.count <= 200 && !uid.hasPrefix(".")
            && uid.unicodeScalars.allSatisfy {
                $0.isASCII && ($0.properties.isAlphabetic || "0123456789-_.@".unicodeScalars.contains($0))
            }
        let name = safe ? uid + ".ics" : UUIDText.derived(from: "vdir|" + uid) + ".ics"
        return taken.contains(name) ? UUIDText.derived(from: "vdir|taken|" + uid) + ".ics" : name
    }

    private func write(_ bytes: [UInt8], to name: String, keepingModeOf existing: Bool = false)
        throws(SystemError)
    {
        let file = FilePath(path).appending(name)
        var mode: mode_t = 0o600
        if existing, case .regularFile(_, let current) = try FileSystem.kind(of: file) { mode = current }
        try AtomicFile.write(bytes, to: file, mode: mode)
    }
}
