extension ICalendarCarriage {
    static let recurrence = ICalendarCarriage.none
}
