import TodoCore

struct RemindCommand: Command {
    static let upcoming = OptionSpec(
        "upcoming", help: "list the reminders to come, earliest first; deliver none")
    static let watch = OptionSpec(
        "watch", help: "stay in the foreground and deliver each reminder when it comes; Ctrl-C ends")
    static let notify = OptionSpec(
        "notify", help: "also show each reminder as a desktop notification (notify-send, osascript)")
    static let install = Option(
        OptionSpec(
            "install", value: "systemd|cron", choices: ["systemd", "cron"],
            help: "write a systemd user timer that checks every minute, or print a crontab line"),
        word: ReminderInstall.Kind.init(rawValue:))
    static let force = OptionSpec("force", help: "with --install systemd: replace unit files that differ")

    static let spec = CommandSpec(
        "remind", abstract: "Deliver the reminders that are due, each once.",
        discussion: """
            A task with a deadline is reminded 10 minutes before it, unless 'add' or 'edit' say
            otherwise (--remind BEFORE, --no-remind). 'todo remind' prints one line per reminder
            that is due and records it as delivered, so that no reminder comes twice, however many
            run at once; it prints nothing when none is due, as cron wants. A reminder found late
            says how late. Run it every minute (--install) or keep it running (--watch).
            """,
        options: [upcoming, watch, notify, install.spec, force],
        examples: [
            "todo remind", "todo remind --upcoming", "todo remind --watch --notify",
            "todo remind --install systemd", "todo remind --install cron",
        ])

    enum Mode: Equatable {
        case deliver
        case upcoming
        case watch
        case install(ReminderInstall.Kind)
    }

    let mode: Mode
    let notify: Bool
    let force: Bool

    init(arguments: ParsedArguments, context: CommandContext) throws {
        let modes = [Self.upcoming, Self.watch, Self.install.spec].filter { arguments.has($0) }
        if modes.count > 1 { throw UsageError.conflictingOptions("--" + modes[0].name, "--" + modes[1].name) }
        notify = arguments.has(Self.notify)
        force = arguments.has(Self.force)
        if let kind = try arguments.value(Self.install, context) {
            mode = .install(kind)
        } else {
            mode = arguments.has(Self.upcoming) ? .upcoming : arguments.has(Self.watch) ? .watch : .deliver
        }
        if force && mode != .install(.systemd) {
            throw UsageError.conflictingOptions("--force", Self.modeName(mode))
        }
        if notify, mode == .upcoming || mode == .install(.cron) || mode == .install(.systemd) {
            throw UsageError.conflictingOptions("--notify", Self.modeName(mode))
        }
    }

    func run(_ context: CommandContext) throws {
        switch mode {
        case .deliver:
            let round = try context.store.deliverDueReminders(now: context.now)
            ReminderAnnouncer(context: context, notify: notify, jsonLines: false).announce(
                round.delivered, now: context.now)
        case .upcoming:
            try listUpcoming(context)
        case .watch:
            try ReminderWatch(context: context, notify: notify).run()
        case .install(let kind):
            try ReminderInstall(context: context).install(kind, force: force)
        }
    }

    private func listUpcoming(_ context: CommandContext) throws {
        let reminders = try context.store.read().upcomingReminders(
            after: context.now, today: context.today)
        if context.json {
            ReminderJSON.writeArray(reminders, to: context.output)
            return
        }
        guard !reminders.isEmpty else {
            context.output.writeLine("No reminders to come.")
            return
        }
        let text = ReminderText(now: context.now, zone: context.zone)
        for reminder in reminders { context.output.writeLine(text.upcomingLine(reminder)) }
    }

    private static func modeName(_ mode: Mode) -> String {
        switch mode {
        case .deliver: return "remind"
        case .upcoming: return "--upcoming"
        case .watch: return "--watch"
        case .install: return "--install"
        }
    }
}
