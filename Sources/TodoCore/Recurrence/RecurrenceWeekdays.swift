/// A set of days of the week, as a recurrence rule's `BYDAY` names them without an ordinal.
public struct RecurrenceWeekdays: OptionSet, Hashable, Sendable {
    /// One bit per day: bit 0 is Monday, bit 6 Sunday.
    public let rawValue: UInt8

    /// The set whose bits are `rawValue` (only the low seven count).
    public init(rawValue: UInt8) {
        self.rawValue = rawValue & 0x7F
    }

    /// The set holding the ISO weekday `weekday` (1 Monday to 7 Sunday); empty out of range.
    public init(weekday: Int) {
        self.init(rawValue: (1...7).contains(weekday) ? 1 << UInt8(weekday - 1) : 0)
    }

    /// The set holding each ISO weekday (1 Monday to 7 Sunday) of `weekdays`.
    public init(weekdays: some Sequence<Int>) {
        self = weekdays.reduce(into: []) { $0.formUnion(RecurrenceWeekdays(weekday: $1)) }
    }

    /// Monday to Friday: what `weekday` repeats on.
    public static let workdays = RecurrenceWeekdays(rawValue: 0x1F)
    /// Every day of the week.
    public static let all = RecurrenceWeekdays(rawValue: 0x7F)

    /// Whether the set holds the ISO weekday `weekday` (1 Monday to 7 Sunday).
    public func contains(weekday: Int) -> Bool {
        (1...7).contains(weekday) && rawValue & (1 << UInt8(weekday - 1)) != 0
    }

    /// The ISO weekdays in the set, Monday first.
    public var weekdays: [Int] { (1...7).filter { contains(weekday: $0) } }

    /// The two letters RFC 5545 gives the ISO weekday `weekday` (1 Monday to 7 Sunday): `MO` … `SU`.
    static func code(_ weekday: Int) -> String {
        codes[weekday - 1]
    }

    /// The ISO weekday of the two letters `code` (`MO` … `SU`, in capitals), if it is one.
    static func weekday(code: some Collection<UInt8>) -> Int? {
        guard code.count == 2 else { return nil }
        return codes.firstIndex { $0.utf8.elementsEqual(code) }.map { $0 + 1 }
    }

    private static let codes = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"]
}
