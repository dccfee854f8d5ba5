/// RRULE text (RFC 5545 section 3.3.10) read apart: the rule `todo` interprets, and its end
/// (`UNTIL` or `COUNT`), which `Recurrence` keeps apart from the rule.
///
/// Names and values are read in any case; an `RRULE:` prefix is skipped. The rule is nil when
/// any part is one `todo` does not interpret (`BYHOUR`, `BYMINUTE`, `BYSECOND`, `BYWEEKNO`,
/// `BYYEARDAY`, `FREQ=HOURLY` and finer, `RSCALE`, `SKIP`, an `X-` part), when a part is given
/// twice or holds a value RFC 5545 does not allow, and when `UNTIL` and `COUNT` are both given.
struct RRuleReading {
    /// `UNTIL`, in one of its three forms.
    enum Until: Equatable {
        /// `20260501T170000Z`.
        case instant(Instant)
        /// `20260501`: that whole day.
        case day(CivilDate)
        /// `20260501T170000`: local time in the rule's zone.
        case local(LocalDateTime)
    }

    private(set) var rule: RecurrenceRule?
    private(set) var until: Until?
    private(set) var count: Int?

    init(_ text: String) {
        var bytes = text.utf8.map { (97...122).contains($0) ? $0 - 32 : $0 }
        if bytes.starts(with: Self.prefix) { bytes.removeFirst(Self.prefix.count) }
        var parts = Parts()
        var start = 0
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: ";")) ?? bytes.count
            if end > start {
                guard let equals = bytes[start..<end].firstIndex(of: UInt8(ascii: "=")),
                    parts.read(bytes[start..<equals], bytes[(equals + 1)..<end])
                else { return }
            }
            start = end + 1
        }
        guard let frequency = parts.frequency, parts.until == nil || parts.count == nil else { return }
        rule = RecurrenceRule(
            frequency: frequency, interval: parts.interval ?? 1, weekdays: parts.weekdays,
            ordinalWeekdays: parts.ordinalWeekdays, monthDays: parts.monthDays ?? [],
            months: parts.months ?? [],
            setPositions: parts.setPositions ?? [], weekStart: parts.weekStart ?? 1)
        until = parts.until
        count = parts.count
    }

    private static let prefix = Array("RRULE:".utf8)

    /// The parts read so far.
    private struct Parts {
        /// One bit for each part read, by its place in `names`.
        var seen: UInt16 = 0
        var frequency: RecurrenceRule.Frequency?
        var interval: Int?
        var count: Int?
        var until: Until?
        var weekdays: RecurrenceWeekdays = []
        var ordinalWeekdays: [RecurrenceRule.OrdinalWeekday] = []
        var monthDays: [Int]?
        var months: [Int]?
        var setPositions: [Int]?
        var weekStart: Int?

        private static let names = [
            "FREQ", "INTERVAL", "COUNT", "UNTIL", "BYDAY", "BYMONTHDAY", "BYMONTH", "BYSETPOS", "WKST",
        ].map { Array($0.utf8) }

        /// Reads one part; false when it is unknown, repeated or not valid.
        mutating func read(_ name: ArraySlice<UInt8>, _ value: ArraySlice<UInt8>) -> Bool {
            guard let index = Self.names.firstIndex(where: { $0.elementsEqual(name) }),
                seen & (1 << index) == 0
            else { return false }
            seen |= 1 << index
            switch index {
            case 0:
                frequency = Self.frequencies.firstIndex { $0.elementsEqual(value) }
                    .flatMap(RecurrenceRule.Frequency.init(rawValue:))
                return frequency != nil
            case 1:
                interval = Self.number(value, signed: false, in: 1...RecurrenceRule.maximumInterval)
                return interval != nil
            case 2:
                count = Self.number(value, signed: false, in: 1...100_000)
                return count != nil
            case 3:
                until = Self.until(value)
                return until != nil
            case 4: return readWeekdays(value)
            case 5:
                monthDays = Self.numbers(value, signed: true, in: -31...31)
                return monthDays != nil
            case 6:
                months = Self.numbers(value, signed: false, in: 1...12)
                return months != nil
            case 7:
                setPositions = Self.numbers(value, signed: true, in: -366...366)
                return setPositions != nil
            default:
                weekStart = RecurrenceWeekdays.weekday(code: value)
                return weekStart != nil
            }
        }

        /// In the order of `RecurrenceRule.Frequency`.
        private static let frequencies = ["DAILY", "WEEKLY", "MONTHLY", "YEARLY"].map { Array($0.utf8) }

        /// `MO,TU`, `1MO,-1FR`, `+2TH`: plain and ordinal weekdays.
        private mutating func readWeekdays(_ value: ArraySlice<UInt8>) -> Bool {
            for item in value.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false) {
                guard item.count >= 2, let weekday = RecurrenceWeekdays.weekday(code: item.suffix(2)) else {
                    return false
                }
                let prefix = item.dropLast(2)
                if prefix.isEmpty {
                    weekdays.insert(RecurrenceWeekdays(weekday: weekday))
                    continue
                }
                guard let ordinal = Self.number(prefix, signed: true, in: -53...53),
                    let ordinalWeekday = RecurrenceRule.OrdinalWeekday(ordinal: ordinal, weekday: weekday)
                else { return false }
                ordinalWeekdays.append(ordinalWeekday)
            }
            return true
        }

        /// A comma list of numbers in `range`, none 0; nil when any is not one.
        private static func numbers(_ value: ArraySlice<UInt8>, signed: Bool, in range: ClosedRange<Int>)
            -> [Int]?
        {
            var numbers: [Int] = []
            var start = value.startIndex
            while true {
                let end = value[start...].firstIndex(of: UInt8(ascii: ",")) ?? value.endIndex
                guard let number = number(value[start..<end], signed: signed, in: range), number != 0 else {
                    return nil
                }
                numbers.append(number)
                guard end < value.endIndex else { return numbers }
                start = end + 1
            }
        }

        /// Digits with an optional sign when `signed`, in `range`.
        private static func number(_ text: ArraySlice<UInt8>, signed: Bool, in range: ClosedRange<Int>)
            -> Int?
        {
            var digits = text[...]
            var sign = 1
            if signed, let first = digits.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
                sign = first == UInt8(ascii: "-") ? -1 : 1
                digits = digits.dropFirst()
            }
            guard !digits.isEmpty, digits.count <= 7, digits.allSatisfy({ (48...57).contains($0) }) else {
                return nil
            }
            let value = sign * digits.reduce(0) { $0 * 10 + Int($1 - 48) }
            return range.contains(value) ? value : nil
        }

        /// `YYYYMMDD`, `YYYYMMDDTHHMMSS` or `YYYYMMDDTHHMMSSZ`.
        private static func until(_ value: ArraySlice<UInt8>) -> Until? {
            let bytes = Array(value)
            func field(_ start: Int, _ length: Int) -> Int? {
                number(bytes[start..<(start + length)], signed: false, in: 0...9999)
            }
            guard bytes.count >= 8, let year = field(0, 4), let month = field(4, 2), let day = field(6, 2),
                let date = CivilDate(year: year, month: month, day: day)
            else { return nil }
            if bytes.count == 8 { return .day(date) }
            guard bytes.count == 15 || (bytes.count == 16 && bytes[15] == UInt8(ascii: "Z")),
                bytes[8] == UInt8(ascii: "T"), let hour = field(9, 2), let minute = field(11, 2),
                let second = field(13, 2),
                let local = LocalDateTime(date: date, hour: hour, minute: minute, second: second)
            else { return nil }
            return bytes.count == 16 ? .instant(Instant(secondsSince1970: local.localSeconds)) : .local(local)
        }
    }
}
