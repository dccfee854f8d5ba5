/// The rules of one time zone: its offset from UTC at any instant, read from TZif data or a
/// POSIX `TZ` rule, without Foundation's `TimeZone`.
///
/// Lookups allocate nothing: a binary search over the transitions, then the footer rule for
/// instants after the last transition. A class, immutable: handing the rules on (every date
/// shown or read takes them) retains one reference rather than copying six arrays and the
/// footer rule, whose copy asks the runtime for the footer's type at every start.
public final class ZoneRules: Sendable {
    /// The zone's name (`America/New_York`), the POSIX rule it was made from, or `UTC`.
    public let identifier: String
    private let transitions: [Int64]
    private let offsetsAfterTransition: [Int]
    private let typesAfterTransition: [UInt8]
    private let typeOffsets: [Int]
    private let typeAbbreviations: [String]
    private let footer: PosixZoneRule?

    /// Coordinated Universal Time: offset 0 at every instant.
    public static let utc = ZoneRules(
        identifier: "UTC",
        contents: TZifContents(
            transitions: [], transitionTypes: [],
            typeOffsets: [0], typeAbbreviations: ["UTC"], footer: nil))

    /// Reads TZif data (RFC 8536, versions 1 to 4); throws on bad or truncated bytes.
    public convenience init(identifier: String, tzif: [UInt8]) throws(ZoneRulesError) {
        self.init(identifier: identifier, contents: try TZifReader.read(tzif))
    }

    /// A zone that follows a POSIX rule such as `UTC0`, `EST5EDT,M3.2.0,M11.1.0` or
    /// `<+0530>-5:30`; nil when `posixRule` is not one.
    public convenience init?(posixRule: String) {
        guard let rule = PosixZoneRuleParser.parse(posixRule) else { return nil }
        self.init(
            identifier: posixRule,
            contents: TZifContents(
                transitions: [], transitionTypes: [], typeOffsets: [rule.standardOffset],
                typeAbbreviations: [rule.standardAbbreviation], footer: rule))
    }

    init(identifier: String, contents: TZifContents) {
        self.identifier = identifier
        transitions = contents.transitions
        typesAfterTransition = contents.transitionTypes
        typeOffsets = contents.typeOffsets
        typeAbbreviations = contents.typeAbbreviations
        offsetsAfterTransition = contents.transitionTypes.map { contents.typeOffsets[Int($0)] }
        footer = contents.footer
    }

    /// The POSIX rule the zone follows after its last transition (a TZif footer), if it has
    /// one: what a VTIMEZONE written for the zone says.
    var footerRule: PosixZoneRule? { footer }

    /// Seconds east of UTC at `instant` (−18000 for New York in winter).
    public func offset(at instant: Instant) -> Int {
        let seconds = instant.secondsSince1970
        if let footer, transitions.isEmpty || seconds > transitions[transitions.count - 1] {
            return footer.offset(at: seconds)
        }
        let index = transitionCount(atOrBefore: seconds)
        return index == 0 ? typeOffsets[0] : offsetsAfterTransition[index - 1]
    }

    /// The zone's abbreviation at `instant`, such as `EST`, `CEST` or `+0530`.
    public func abbreviation(at instant: Instant) -> String {
        let seconds = instant.secondsSince1970
        if let footer, transitions.isEmpty || seconds > transitions[transitions.count - 1] {
            return footer.abbreviation(at: seconds)
        }
        let index = transitionCount(atOrBefore: seconds)
        return typeAbbreviations[index == 0 ? 0 : Int(typesAfterTransition[index - 1])]
    }

    /// The wall-clock date and time in this zone at `instant`.
    public func localDateTime(at instant: Instant) -> LocalDateTime {
        LocalDateTime(localSeconds: instant.secondsSince1970 &+ Int64(offset(at: instant)))
    }

    /// The instant at which this zone's clocks show `local`.
    ///
    /// - A time that the clocks skip (02:30 on the day New York springs forward) is read with
    ///   the offset from before the change, so it moves forward by the length of the gap:
    ///   02:30 becomes 03:30 EDT, as in java.time.
    /// - A time that happens twice (01:30 on the day New York falls back) is the earlier of
    ///   the two instants, with the offset from before the change: 01:30 EDT.
    public func instant(for local: LocalDateTime) -> Instant {
        let wall = local.localSeconds
        let before = offset(at: Instant(secondsSince1970: wall &- Self.searchWindow))
        let after = offset(at: Instant(secondsSince1970: wall &+ Self.searchWindow))
        let beforeFits = offset(at: Instant(secondsSince1970: wall &- Int64(before))) == before
        let afterFits = offset(at: Instant(secondsSince1970: wall &- Int64(after))) == after
        let chosen = beforeFits || !afterFits ? before : after
        return Instant(secondsSince1970: wall &- Int64(chosen))
    }

    /// The first instant of `date` in this zone: the day every rule of `todo` counts from
    /// (`due:today`, completions per day, a todo.txt date).
    ///
    /// It is local midnight; where the clocks skip midnight (São Paulo sprang from 00:00 to 01:00
    /// until 2019, Beirut and Havana still do), it is the first instant that exists on that
    /// day: the end of the gap, when the clocks resume. A day a zone skips whole (Apia jumped
    /// from 29 to 31 December 2011) starts where the day after it starts.
    public func startOfDay(_ date: CivilDate) -> Instant {
        let midnight = date.daysSince1970 &* 86_400
        let candidate = instant(for: LocalDateTime(localSeconds: midnight))
        let after = Int64(offset(at: candidate))
        guard candidate.secondsSince1970 &+ after != midnight else { return candidate }
        // Skipped: the gap's end lies after `low`, whose clock shows the day before, and at or
        // before `candidate`, whose clock shows a time after midnight.
        var low = midnight &- after
        var high = candidate.secondsSince1970
        while high &- low > 1 {
            let middle = low &+ (high &- low) / 2
            if middle &+ Int64(offset(at: Instant(secondsSince1970: middle))) >= midnight {
                high = middle
            } else {
                low = middle
            }
        }
        return Instant(secondsSince1970: high)
    }

    /// Longer than any offset TZif allows, so the offsets this far on either side of a wall
    /// time are the ones before and after a change that affects it.
    private static let searchWindow: Int64 = 93_600

    /// How many transitions are at or before `seconds`.
    private func transitionCount(atOrBefore seconds: Int64) -> Int {
        var low = 0
        var high = transitions.count
        while low < high {
            let middle = (low + high) / 2
            if transitions[middle] <= seconds {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low
    }
}
