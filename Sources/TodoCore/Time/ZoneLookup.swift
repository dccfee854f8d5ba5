/// Time zones by identifier, for the repeating tasks that keep the zone they were set in: the
/// local zone under its own identifier, else the time zone database's zone of that name, else
/// the zone a POSIX rule (`EST5EDT,M3.2.0,M11.1.0`) spells, else the local zone.
public struct ZoneLookup: Sendable {
    /// The zone of the command (`TZ`).
    public let local: ZoneRules
    /// Where the time zone database's files are (`/usr/share/zoneinfo`, or `TZDIR`).
    public let zoneinfoDirectory: String

    /// Zones looked up beside `local`, in `zoneinfoDirectory`.
    public init(local: ZoneRules, zoneinfoDirectory: String = "/usr/share/zoneinfo") {
        self.local = local
        self.zoneinfoDirectory = zoneinfoDirectory
    }

    /// UTC beside the system's time zone database: for programs and tests that pass no zone.
    public static let utc = ZoneLookup(local: .utc)

    /// The zone named `identifier`.
    public func rules(for identifier: String) -> ZoneRules {
        if identifier == local.identifier { return local }
        if let rules = ZoneRules.load(named: identifier, in: zoneinfoDirectory).rules { return rules }
        return ZoneRules(posixRule: identifier) ?? local
    }
}
