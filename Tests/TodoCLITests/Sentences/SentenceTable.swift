/// One sentence typed after `todo add`, and the task it must give. Now is Sunday 2026-03-01
/// 09:30 UTC, and the store declares `energy`, a choice of low, medium and high.
struct SentenceCase: Sendable, CustomStringConvertible {
    /// The words, as a shell splits them at spaces.
    let sentence: String
    let title: String
    var deadline: String? = nil
    var location: String? = nil
    var tags: [String] = []
    var project: String? = nil
    var priority: String? = nil
    var energy: String? = nil

    var description: String { sentence }

    /// A sentence that must be its own title, no field read from it.
    static func kept(_ sentence: String, tags: [String] = []) -> SentenceCase {
        SentenceCase(sentence: sentence, title: sentence, tags: tags)
    }
}

/// The sentences of the end-to-end table: titles that must not be misread, and sentences read
/// by the contract's rules, including the ones where the rule, not a guess, decides.
enum SentenceTable {
    /// Names, months, weekdays, numbers, ordinals and version numbers inside titles; dates that
    /// are not at the end, not in the future, or would leave no title; values that do not read.
    static let kept: [SentenceCase] = [
        .kept("Buy 40th birthday gift"), .kept("Email March report"), .kept("Read chapter 5"),
        .kept("Meet Mark"), .kept("Buy paprika"), .kept("Fix monitor"), .kept("Call May"),
        .kept("Review yesterday"), .kept("tomorrow"), .kept("Monday"), .kept("Mark Twain biography"),
        .kept("Plan Monday meeting"), .kept("Sunday roast for six"), .kept("Read 1984"),
        .kept("Watch Apollo 13"), .kept("Fahrenheit 451"), .kept("Upgrade to iOS 17.2"),
        .kept("Install Python 3.12"), .kept("Release v2.0.1"), .kept("Catch-22 book club"),
        .kept("Route 66 trip"), .kept("Room 101"), .kept("Call Jan about the lease"),
        .kept("Wednesday Addams costume"), .kept("Today show recap"), .kept("Next steps for the launch"),
        .kept("Visit Rome one day"), .kept("Take vitamins once a day"), .kept("Walk an hour"),
        .kept("Meditate half an hour"), .kept("Finish the March Madness bracket"), .kept("Order 12 eggs"),
        .kept("Pay 2 invoices"), .kept("Top 10 albums of 2025"), .kept("Ocean's Eleven rewatch"),
        .kept("Friday Night Lights season 2"), .kept("Update May newsletter"),
        .kept("Write the April fools prank"), .kept("Call Augustine"), .kept("Buy a Sunday paper"),
        .kept("Sat exam prep"), .kept("Chapter 11 filing"), .kept("Sprint 3 retro"),
        .kept("3 pm coffee with Ann"), .kept("Tomorrow never dies DVD"), .kept("yesterday once more"),
        .kept("Fix bug priority:x"), .kept("Tidy project: files"), .kept("Read https://example.com/a:b"),
        .kept("Email me@example.com"), .kept("Learn C++"), .kept("Fix 2nd floor light"),
        .kept("Read The Day After Tomorrow script"), .kept("Review Q3 numbers"), .kept("Submit form W-2"),
        .kept("Plan trip to Mars"), .kept("every"), .kept("Call mom at 5"), .kept("Monday 9am"),
        .kept("Review yesterday 5pm"), .kept("by friday"), .kept("Write report energy:extreme"),
        .kept("mood:happy test"), .kept("Move project:2024 files"), .kept("Meet at the 3rd floor"),
        .kept("The 5th element"), .kept("TOMORROW 6PM Call"), .kept("x @"), .kept("Shop @@home"),
        .kept("Review Q1 on 2026-02-01"),
    ]

    /// Sentences read by the rules: `+tag`, `@place`, `project:`, `priority:` and a field of
    /// one's own anywhere, a future date phrase at the end that leaves a title.
    static let read: [SentenceCase] = [
        SentenceCase(
            sentence: "Call mom tomorrow 6pm @home +family", title: "Call mom",
            deadline: "2026-03-02T18:00:00Z",
            location: "home", tags: ["family"]),
        SentenceCase(
            sentence: "Pay rent by friday pro:home pri:h", title: "Pay rent",
            deadline: "2026-03-06T23:59:59Z",
            project: "home", priority: "high"),
        SentenceCase(
            sentence: "Watch The Day After Tomorrow", title: "Watch", deadline: "2026-03-03T23:59:59Z"),
        SentenceCase(sentence: "Read The Sun", title: "Read The", deadline: "2026-03-08T23:59:59Z"),
        SentenceCase(
            sentence: "Watch Friday the 13th", title: "Watch Friday", deadline: "2026-03-13T23:59:59Z"),
        SentenceCase(
            sentence: "Submit report due 2026-03-05 17:00", title: "Submit report",
            deadline: "2026-03-05T17:00:00Z"),
        SentenceCase(sentence: "Lunch at noon", title: "Lunch", deadline: "2026-03-01T12:00:00Z"),
        SentenceCase(
            sentence: "Call mom at 5pm tomorrow", title: "Call mom", deadline: "2026-03-02T17:00:00Z"),
        SentenceCase(sentence: "Meditate 10 minutes", title: "Meditate", deadline: "2026-03-01T09:40:00Z"),
        SentenceCase(sentence: "Dentist on the 5th", title: "Dentist", deadline: "2026-03-05T23:59:59Z"),
        SentenceCase(sentence: "Buy milk +errand", title: "Buy milk", tags: ["errand"]),
        SentenceCase(
            sentence: "Buy milk +errand +Shop project:home.kitchen", title: "Buy milk",
            tags: ["errand", "Shop"],
            project: "home.kitchen"),
        SentenceCase(sentence: "Buy milk @shop", title: "Buy milk", location: "shop"),
        SentenceCase(
            sentence: "Fix bug pri:m project:work.app", title: "Fix bug", project: "work.app",
            priority: "medium"),
        SentenceCase(sentence: "Fix bug priority:low", title: "Fix bug", priority: "low"),
        SentenceCase(sentence: "Write report energy:high", title: "Write report", energy: "high"),
        SentenceCase(sentence: "Write report energy:High", title: "Write report", energy: "high"),
        SentenceCase(
            sentence: "Plan sprint next week", title: "Plan sprint", deadline: "2026-03-08T23:59:59Z"),
        SentenceCase(
            sentence: "Renew passport eom", title: "Renew passport", deadline: "2026-03-31T23:59:59Z"),
        SentenceCase(sentence: "Party tonight", title: "Party", deadline: "2026-03-01T21:00:00Z"),
        SentenceCase(sentence: "Call Bob in 2 days", title: "Call Bob", deadline: "2026-03-03T09:30:00Z"),
        SentenceCase(sentence: "Call Bob +2h", title: "Call Bob", deadline: "2026-03-01T11:30:00Z"),
        SentenceCase(
            sentence: "Pay taxes by 2026-04-15", title: "Pay taxes", deadline: "2026-04-15T23:59:59Z"),
        SentenceCase(sentence: "Standup 9am", title: "Standup", deadline: "2026-03-02T09:00:00Z"),
        SentenceCase(sentence: "Email Ann friday 5pm", title: "Email Ann", deadline: "2026-03-06T17:00:00Z"),
        SentenceCase(
            sentence: "Email March report tomorrow", title: "Email March report",
            deadline: "2026-03-02T23:59:59Z"),
        SentenceCase(
            sentence: "Buy 40th birthday gift by saturday", title: "Buy 40th birthday gift",
            deadline: "2026-03-07T23:59:59Z"),
        SentenceCase(
            sentence: "Read chapter 5 tonight", title: "Read chapter 5", deadline: "2026-03-01T21:00:00Z"),
        SentenceCase(sentence: "Meet Mark on monday", title: "Meet Mark", deadline: "2026-03-02T23:59:59Z"),
        SentenceCase(sentence: "Call May at 17:00", title: "Call May", deadline: "2026-03-01T17:00:00Z"),
        SentenceCase(sentence: "tomorrow +errand", title: "tomorrow", tags: ["errand"]),
        SentenceCase(
            sentence: "Release v2.0.1 on march 5th", title: "Release v2.0.1", deadline: "2026-03-05T23:59:59Z"
        ),
        SentenceCase(sentence: "Ship it in a week", title: "Ship it", deadline: "2026-03-08T09:30:00Z"),
        SentenceCase(
            sentence: "Pay rent due eom +bills", title: "Pay rent", deadline: "2026-03-31T23:59:59Z",
            tags: ["bills"]),
        SentenceCase(
            sentence: "+work Prepare slides monday", title: "Prepare slides",
            deadline: "2026-03-02T23:59:59Z",
            tags: ["work"]),
        SentenceCase(
            sentence: "Prepare slides @office pri:high tomorrow at 9am", title: "Prepare slides",
            deadline: "2026-03-02T09:00:00Z", location: "office", priority: "high"),
        SentenceCase(sentence: "Plan party 5 march", title: "Plan party", deadline: "2026-03-05T23:59:59Z"),
        SentenceCase(sentence: "Buy gift dec 24", title: "Buy gift", deadline: "2026-12-24T23:59:59Z"),
        SentenceCase(sentence: "Fix roof in 3 months", title: "Fix roof", deadline: "2026-06-01T09:30:00Z"),
        SentenceCase(
            sentence: "Renew lease next year", title: "Renew lease", deadline: "2027-12-31T23:59:59Z"),
        SentenceCase(
            sentence: "Book flights this week", title: "Book flights", deadline: "2026-03-01T23:59:59Z"),
        SentenceCase(
            sentence: "Water plants day after tomorrow", title: "Water plants",
            deadline: "2026-03-03T23:59:59Z"),
        SentenceCase(
            sentence: "Send invoice 2026-03-10T12:00Z", title: "Send invoice",
            deadline: "2026-03-10T12:00:00Z"),
        SentenceCase(sentence: "Backup +3d", title: "Backup", deadline: "2026-03-04T09:30:00Z"),
        SentenceCase(sentence: "Review PR in 90 min", title: "Review PR", deadline: "2026-03-01T11:00:00Z"),
        SentenceCase(sentence: "Call Ann at midnight", title: "Call Ann", deadline: "2026-03-01T23:59:59Z"),
        SentenceCase(sentence: "Draft memo eod", title: "Draft memo", deadline: "2026-03-01T23:59:59Z"),
        SentenceCase(sentence: "Buy milk @Shop @home", title: "Buy milk @Shop", location: "home"),
        SentenceCase(sentence: "Fix bug pri:h pri:l", title: "Fix bug pri:h", priority: "low"),
        SentenceCase(
            sentence: "Clean garage project:home sat", title: "Clean garage",
            deadline: "2026-03-07T23:59:59Z",
            project: "home"),
        SentenceCase(sentence: "Yoga mon 7am", title: "Yoga", deadline: "2026-03-02T07:00:00Z"),
        SentenceCase(
            sentence: "Report due in 2 weeks energy:low", title: "Report", deadline: "2026-03-15T09:30:00Z",
            energy: "low"),
        SentenceCase(sentence: "Celebrate the 4th", title: "Celebrate", deadline: "2026-03-04T23:59:59Z"),
        SentenceCase(sentence: "Call mom TOMORROW 6PM", title: "Call mom", deadline: "2026-03-02T18:00:00Z"),
        SentenceCase(sentence: "Price is 5:30", title: "Price is", deadline: "2026-03-02T05:30:00Z"),
        SentenceCase(
            sentence: "Move project:2024 files project:archive", title: "Move project:2024 files",
            project: "archive"),
    ]
}
