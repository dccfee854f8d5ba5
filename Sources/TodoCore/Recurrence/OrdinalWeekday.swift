extension RecurrenceRule {
    /// A weekday with its place in the month (or year): `1MO` is the first Monday, `-1FR` the
    /// last Friday.
    public struct OrdinalWeekday: Hashable, Sendable, Comparable {
        /// 1 the first, 2 the second, …; -1 the last, -2 the one before it; never 0. At most 53
        /// either way.
        public let ordinal: Int
        /// The ISO weekday: 1 Monday to 7 Sunday.
        public let weekday: Int

        /// Nil for an ordinal of 0 or beyond 53, or a weekday outside 1 to 7.
        public init?(ordinal: Int, weekday: Int) {
            guard ordinal != 0, (-53...53).contains(ordinal), (1...7).contains(weekday) else { return nil }
            self.ordinal = ordinal
            self.weekday = weekday
        }

        /// By weekday, then the first before the last.
        public static func < (lhs: OrdinalWeekday, rhs: OrdinalWeekday) -> Bool {
            (lhs.weekday, lhs.ordinal > 0 ? lhs.ordinal : 100 - lhs.ordinal)
                < (rhs.weekday, rhs.ordinal > 0 ? rhs.ordinal : 100 - rhs.ordinal)
        }
    }
}
