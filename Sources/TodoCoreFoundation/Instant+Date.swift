import Foundation
import TodoCore

extension Instant {
    /// The whole second that `date` falls in, rounded down (toward the past), so that a deadline
    /// chosen as a `Date` is never moved later.
    ///
    /// The store holds instants of the years 0001 to 9999: a date outside them becomes the
    /// nearest of `Instant.earliest` and `Instant.latest`, and a date that is not a number
    /// (`Date(timeIntervalSince1970: .nan)`) becomes `Instant.earliest`.
    public init(_ date: Date) {
        let seconds = date.timeIntervalSince1970.rounded(.down)
        guard seconds > Double(Instant.earliest.secondsSince1970) else {
            self = .earliest
            return
        }
        guard seconds < Double(Instant.latest.secondsSince1970) else {
            self = .latest
            return
        }
        self.init(secondsSince1970: Int64(seconds))
    }
}

extension Date {
    /// The same point in time as `instant`, exactly: every `Instant` is a whole number of seconds
    /// that a `Date` holds without rounding, and `Instant(Date(instant)) == instant`.
    public init(_ instant: Instant) {
        self.init(timeIntervalSince1970: TimeInterval(instant.secondsSince1970))
    }
}
