import Testing

extension ConfigHome {
    /// The start of the planning tests' home: Berlin, task 1 Pay the rent due Tuesday 24
    /// November 2026 at 17:00 and task 2 Stretch every day at 07:00 from Monday the 23rd, both
    /// added the week before; the clock then on Thursday 26 November at 10:00, both overdue.
    func addOverdueBerlinTasks() throws {
        extra["TZ"] = "Europe/Berlin"
        now = "2026-11-20T09:00:00Z"
        try todo("add", "Pay the rent", "--due", "2026-11-24 17:00")
        try todo("add", "Stretch", "--every", "day", "--due", "2026-11-23 07:00")
        now = "2026-11-26T09:00:00Z"
    }
}
