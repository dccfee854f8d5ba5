import TodoCore

/// The tasks `todo examples` adds, one for each thing a task can show. Each is added by the
/// core's own `add` (and `complete`), as of the moment a user would have done it: the overdue
/// task was added three days ago with a deadline of yesterday, which was in the future then, so
/// every rule holds as it did at that time and no rule is bypassed.
struct SampleTasks {
    /// One sample: what it is, when it was added, when it was completed, and what it shows.
    struct Sample {
        let draft: TaskEdits
        let addedAt: Instant
        let completedAt: Instant?
        /// What the task is there to show, for the list `todo examples` prints.
        let shows: String
    }

    let now: Instant
    let zone: ZoneRules

    var samples: [Sample] {
        [
            Sample(
                draft: TaskEdits(
                    title: "Buy milk", deadline: hoursFromNow(2), location: Location(name: "Corner shop"),
                    tags: ["errand"]),
                addedAt: now, completedAt: nil, shows: "a deadline soon, a place and a tag"),
            Sample(
                draft: TaskEdits(
                    title: "Renew passport", details: "Two photos, and the old passport",
                    deadline: local(days: -1, hour: 17), priority: .high),
                addedAt: local(days: -3, hour: 10), completedAt: nil, shows: "overdue, and of high priority"),
            Sample(
                draft: TaskEdits(
                    title: "Pay rent", details: "Transfer to the landlord\nReference: flat 3",
                    deadline: local(days: 5, hour: 23, minute: 59), tags: ["money"], project: "home"),
                addedAt: now, completedAt: nil, shows: "a description of two lines, in a project"),
            Sample(
                draft: TaskEdits(
                    title: "See the dentist", deadline: local(days: 2, hour: 9, minute: 30),
                    location: Location(name: "Dr Smith", address: "1 Main St, Springfield"),
                    remindBefore: 3600),
                addedAt: now, completedAt: nil,
                shows: "an address (todo show has a map link); reminded 1 h before"),
            Sample(
                draft: TaskEdits(title: "Water the plants", project: "home.garden"), addedAt: now - 5 * 3600,
                completedAt: now - 3600, shows: "completed an hour ago; it leaves the list after 24 hours"),
            Sample(
                draft: TaskEdits(title: "Read a book"), addedAt: now, completedAt: nil, shows: "just a title"),
        ]
    }

    /// Adds every sample to the list, and returns each task with what it shows.
    func add(to list: inout TodoList, uuids: [String]) throws -> [(task: TodoTask, shows: String)] {
        var added: [(TodoTask, String)] = []
        for (sample, uuid) in zip(samples, uuids) {
            var task = try list.add(sample.draft, now: sample.addedAt, uuid: uuid)
            if let completedAt = sample.completedAt {
                task = try list.complete(ids: [task.id], now: completedAt)[0]
            }
            added.append((task, sample.shows))
        }
        return added
    }

    /// The next whole hour, then `hours` − 1 more: soon, and a round time.
    private func hoursFromNow(_ hours: Int64) -> Instant {
        let seconds = now.secondsSince1970
        return Instant(secondsSince1970: seconds - seconds % 3600 + hours * 3600)
    }

    /// A local time `days` from today.
    private func local(days: Int64, hour: Int, minute: Int = 0) -> Instant {
        let today = zone.localDateTime(at: now).date
        guard let time = LocalDateTime(date: today.adding(days: days), hour: hour, minute: minute) else {
            return now + days * 86_400
        }
        return zone.instant(for: time)
    }
}
