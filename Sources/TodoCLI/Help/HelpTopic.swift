/// A help topic: `todo help NAME` prints it, `todo help` lists it with its summary, and the
/// manual page carries it as a section of its own. Each topic is declared once, in
/// `Topics/`; its text is made only when `help` asks for it, never at start-up.
struct HelpTopic {
    /// The word after `todo help`; a topic named as a command follows that command's help.
    let name: String
    /// One line for the list `todo help` prints.
    let summary: String
    /// The manual page's section heading for the topic.
    let manSection: String
    /// The text: at a moment (`todo help`), or without one (the manual page, read long after
    /// it is made).
    let body: (HelpMoment?) -> [HelpBlock]

    init(
        _ name: String, summary: String, manSection: String? = nil,
        body: @escaping (HelpMoment?) -> [HelpBlock]
    ) {
        self.name = name
        self.summary = summary
        self.manSection = manSection ?? name.uppercased()
        self.body = body
    }

    /// Every topic, in the order `todo help` lists them and the manual page prints them.
    static var all: [HelpTopic] {
        [
            tasks, dates, every, filters, next, goal, reminders, undo, formats, sync, ui, hooks, shell, store,
            json,
            exitCodes,
        ]
    }

    static func named(_ name: String) -> HelpTopic? {
        all.first { $0.name == name }
    }
}
