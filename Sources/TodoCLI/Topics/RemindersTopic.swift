extension HelpTopic {
    /// `todo help reminders`: when tasks and today's goal are reminded, and the three ways to
    /// have `todo remind` run: a systemd timer, cron, or `--watch`.
    static var reminders: HelpTopic {
        HelpTopic("reminders", summary: "when tasks and goals are reminded; a systemd timer, cron, --watch") {
            _ in
            [
                .paragraph(
                    """
                    A task with a deadline is reminded 10 minutes before it, unless add or edit say
                    otherwise: --remind BEFORE (10m, 90 min, 1h30m, 2d, 1w, or 0 for at the deadline;
                    up to 366 days) or --no-remind. todo remind delivers every reminder whose time has
                    come: one line each on standard output, and with --notify a desktop notification
                    each. It records each one as delivered in the same atomic write, under the store's
                    lock, so no reminder ever comes twice, however many todo remind run at once. It
                    prints nothing when nothing is due, and then it does not even take the lock.
                    """),
                .example([
                    "$ export TZ=Europe/Berlin TODO_NOW=2026-11-21T08:30:00Z",
                    "$ todo add Pay rent --due 'today 18:00'",
                    "Added task 1: Pay rent, due Sat 21 Nov 18:00 (in 8 h)",
                    "$ todo remind --upcoming",
                    "Sat 21 Nov 17:50 (in 8 h)  Task 1 is due Sat 21 Nov 18:00: Pay rent",
                    "$ TODO_NOW=2026-11-21T16:50:00Z todo remind",
                    "Task 1 is due Sat 21 Nov 18:00 (in 10 min): Pay rent",
                ]),
                .definitions([
                    (
                        "Late",
                        "A reminder found late, because the machine was off or asleep, is still delivered "
                            + "once, and says how late: counted from when it could first have come (its time, or "
                            + "the task's last change if that was later), and only beyond two minutes, which a "
                            + "timer that runs every minute can take."
                    ),
                    (
                        "Due again",
                        "Changing a task's deadline or its --remind makes the reminder due again. A completed "
                            + "task is never reminded; reopened, it is reminded if its time has come and it was "
                            + "not reminded before."
                    ),
                    ("--upcoming", "lists the reminders to come, earliest first, and delivers nothing."),
                    (
                        "--json",
                        "an array of {\"kind\": \"task\" or \"goal\", \"id\", \"title\", \"deadline\", "
                            + "\"remindAt\", \"lateBy\"}, lateBy in seconds, 0 when on time; [] when nothing is due."
                    ),
                    (
                        "show",
                        "has a Reminder line; the task object has remindBefore, remindAt and remindedAt."
                    ),
                ]),
                .heading("Today's goal"),
                .paragraph(
                    """
                    Today's goal is reminded 3 hours after it was set, unless it is achieved by then,
                    once, by the same todo remind, --watch and --upcoming. Only today's goal is reminded
                    (today in TZ): a goal set after 21:00, whose 3 hours end after midnight, is not. One
                    marked achieved before its time is not reminded; marked not achieved again later the
                    same day, it is, at once. In --json a goal's reminder has "kind": "goal", "id": null,
                    "deadline": null and its "date"; the goal keeps when it was delivered as remindedAt.
                    """),
                .heading("Stores from before reminders"),
                .paragraph(
                    """
                    A store written by todo 0.1.0 (schema 2) gives every task the default reminder. A
                    task whose deadline had already passed when the store gained reminders is not
                    reminded: that reminder never existed, so an upgrade brings no flood of old
                    reminders. A task whose deadline was still ahead is reminded, at once if its time
                    has come. The store gains reminders at its first write by this todo (todo remind
                    writes it on its first run); the main file keeps that moment as remindersSince.
                    """),
                .heading("Every minute: a systemd timer"),
                .example([
                    "$ todo remind --install systemd",
                    "$ systemctl --user enable --now todo-remind.timer",
                ]),
                .paragraph(
                    """
                    The timer runs todo remind --notify every minute (OnCalendar=*-*-* *:*:00,
                    AccuracySec=1s) with Persistent=true, so a minute missed while the machine was off
                    runs at once when it is back. The units go under $XDG_CONFIG_HOME/systemd/user/
                    (default ~/.config); the service names the absolute path of the todo that wrote it,
                    and pins TODO_STORE and TZ when they were set, as the user manager does not see the
                    shell's variables. Running --install systemd again changes nothing when the files
                    are the same, and refuses (exit code 3) to replace files that differ unless --force
                    is given.
                    """),
                .paragraph(
                    """
                    Notifications go through notify-send (Debian: libnotify-bin) on the session's D-Bus,
                    under a 5-second time-out. A missing or failing notifier is a warning on standard
                    error (the journal); the reminder is still printed and recorded.
                    """),
                .heading("On a server: cron"),
                .example(["$ (crontab -l; todo remind --install cron) | crontab -"]),
                .paragraph(
                    """
                    cron mails a job's output to its owner, and todo remind prints only when a reminder
                    is due, so each reminder becomes one mail. The lines pin TODO_STORE and TZ when they
                    were set (cron's environment is bare) and escape %, which cron would turn into a new
                    line. cron has no session bus: a commented line names the user's (XDG_RUNTIME_DIR),
                    for notifications on a desktop.
                    """),
                .heading("In a terminal: --watch"),
                .paragraph(
                    """
                    todo remind --watch stays in the foreground, delivers what is due, and sleeps until
                    the next reminder or a change to the store, whichever comes first: a task added by
                    another todo a second later is reminded on time. It watches the store's folder with
                    inotify (the store is replaced by a rename); where inotify is missing (macOS) or out
                    of instances, it looks at the file once a second. Asleep it uses no CPU, and it looks
                    at the clock at least once a minute, as a machine that was suspended does not count
                    the hours it slept. SIGINT and SIGTERM end it with exit code 0; it runs as well as a
                    user service (ExecStart=… remind --watch --notify). Each round is the same delivery
                    todo remind makes, so a watch and a timer together still remind once. A store that
                    cannot be read is a warning, and the watch waits for it to change. With --json it
                    prints one object per line as reminders come.
                    """),
                .heading("On macOS"),
                .paragraph(
                    """
                    --notify runs osascript (display notification). There is no systemd: use --watch, or
                    cron (--install cron), or a launchd agent that runs todo remind --notify every 60
                    seconds (StartInterval). This path is written for macOS but built and tested on
                    Linux only.
                    """),
            ]
        }
    }
}
