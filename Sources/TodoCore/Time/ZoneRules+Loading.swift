extension ZoneRules {
    /// The zone a `TZ` environment value names, read as glibc reads it.
    ///
    /// - nil: the system zone, the TZif file at `localtimePath` (UTC, silently, when there is
    ///   none); its identifier is the symlink target's path after `zoneinfo/`.
    /// - `""`, `UTC`, `GMT`, `Etc/UTC`: UTC. A leading `:` is ignored.
    /// - `/an/absolute/path`: that TZif file.
    /// - A name such as `Europe/Berlin`: the file of that name under `zoneinfoDirectory` (pass
    ///   the `TZDIR` environment value here when it is set). Names with `..` are refused.
    /// - Otherwise a POSIX rule such as `EST5EDT,M3.2.0,M11.1.0`.
    /// - Anything else is UTC, with a warning such as
    ///   `unknown time zone 'Mars/Olympus' (TZ); using UTC`.
    public static func load(
        tz: String?, zoneinfoDirectory: String = "/usr/share/zoneinfo",
        localtimePath: String = "/etc/localtime"
    ) -> (rules: ZoneRules, warning: String?) {
        guard var name = tz else { return loadSystemZone(localtimePath) }
        if name.hasPrefix(":") { name.removeFirst() }
        if name.isEmpty || isUTCName(name) { return (.utc, nil) }
        let fileResult =
            name.hasPrefix("/")
            ? loadFile(name, identifier: identifier(fromPath: name))
            : load(named: name, in: zoneinfoDirectory)
        switch fileResult {
        case .loaded(let rules):
            return (rules, nil)
        case .failed(let reason):
            return (.utc, "cannot use \(quoted(name)): \(reason); using UTC")
        case .missing:
            if let rules = ZoneRules(posixRule: name) { return (rules, nil) }
            return (.utc, "unknown \(quoted(name)); using UTC")
        }
    }

    /// `UTC`, `GMT` and `Etc/UTC`, which need no file.
    private static func isUTCName(_ name: String) -> Bool {
        name == "UTC" || name == "GMT" || name == "Etc/UTC"
    }

    /// `time zone 'NAME' (TZ)`, for a warning.
    private static func quoted(_ name: String) -> String {
        "time zone '\(TimeText.escaped(name))' (TZ)"
    }

    /// What looking a zone up found.
    enum LoadResult {
        case loaded(ZoneRules)
        /// No zone of that name: no file, or a name that could reach outside the database.
        case missing
        /// A file that is not a zone, with why.
        case failed(String)

        /// The zone, if one was loaded.
        var rules: ZoneRules? {
            if case .loaded(let rules) = self { return rules }
            return nil
        }
    }

    /// The zone of the database in `directory` named `name` (`Europe/Berlin`): `UTC`, `GMT`
    /// and `Etc/UTC` are UTC without a file; a name with an empty, `.` or `..` component is
    /// missing, so that it cannot name a file outside the database.
    static func load(named name: String, in directory: String) -> LoadResult {
        if isUTCName(name) { return .loaded(.utc) }
        guard isSafeZoneName(name) else { return .missing }
        let separator = directory.hasSuffix("/") ? "" : "/"
        return loadFile(directory + separator + name, identifier: name)
    }

    private static func loadSystemZone(_ path: String) -> (rules: ZoneRules, warning: String?) {
        let identifier = ZoneFile.symbolicLinkTarget(of: path).map(identifier(fromPath:)) ?? "localtime"
        switch loadFile(path, identifier: identifier) {
        case .loaded(let rules):
            return (rules, nil)
        case .missing:
            return (.utc, nil)
        case .failed(let reason):
            return (.utc, "cannot use the system time zone '\(TimeText.escaped(path))': \(reason); using UTC")
        }
    }

    private static func loadFile(_ path: String, identifier: String) -> LoadResult {
        let bytes: [UInt8]
        do throws(ZoneFile.Failure) {
            bytes = try ZoneFile.contents(of: path)
        } catch {
            switch error {
            case .missing: return .missing
            case .unreadable(let reason): return .failed(reason)
            }
        }
        do throws(ZoneRulesError) {
            return .loaded(try ZoneRules(identifier: identifier, tzif: bytes))
        } catch {
            return .failed(error.description)
        }
    }

    /// A relative path with no empty, `.` or `..` component and no NUL.
    private static func isSafeZoneName(_ name: String) -> Bool {
        guard name.utf8.count <= 255, !name.utf8.contains(0) else { return false }
        return name.split(separator: "/", omittingEmptySubsequences: false).allSatisfy {
            !$0.isEmpty && $0 != "." && $0 != ".."
        }
    }

    /// `America/New_York` for `/usr/share/zoneinfo/America/New_York`; else the path itself.
    private static func identifier(fromPath path: String) -> String {
        let bytes = Array(path.utf8)
        let marker = Array("zoneinfo/".utf8)
        guard bytes.count > marker.count else { return path }
        for start in stride(from: bytes.count - marker.count, through: 0, by: -1)
        where bytes[start..<(start + marker.count)].elementsEqual(marker) {
            return String(decoding: bytes[(start + marker.count)...], as: UTF8.self)
        }
        return path
    }
}
