/// The system's time zone database as one import reads it, for TZIDs: each zone is loaded
/// once (as `ZoneRules.load(named:in:)` loads a `TZ` name), however many files and calendars
/// name it, and a name it does not have is looked for once.
final class ZoneDatabase {
    /// Loads the zone of a name (`America/Chicago`); nil when the database has none.
    typealias Loader = (String) -> ZoneRules?

    private let load: Loader
    private var zones: [String: ZoneRules?] = [:]

    /// The database in `directory` (`/usr/share/zoneinfo`).
    convenience init(directory: String) {
        self.init { ZoneRules.load(named: $0, in: directory).rules }
    }

    /// A database that loads its zones with `load`.
    init(load: @escaping Loader) {
        self.load = load
    }

    /// The zone `id` names or, for a TZID with a prefix (`/mozilla.org/20050126_1/America/Chicago`),
    /// the longest tail of it that names one. `Z` is UTC.
    func rules(forTZID id: String) -> ZoneRules? {
        let parts = id.split(separator: "/")
        guard parts.count <= 8, id.utf8.count <= 200 else { return nil }
        for first in parts.indices {
            if let rules = zone(named: parts[first...].joined(by: "/")) { return rules }
        }
        return nil
    }

    private func zone(named name: String) -> ZoneRules? {
        if let known = zones[name] { return known }
        let rules = name == "Z" ? .utc : load(name)
        zones[name] = rules
        return rules
    }
}
