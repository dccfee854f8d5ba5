import TodoCore

/// The text of what runs `todo remind` every minute: systemd user units and a crontab.
struct ReminderSchedule {
    struct Command {
        /// The absolute path of `todo`.
        let executable: String
        /// Variables to set for it: `TODO_STORE`, `TZ`.
        let variables: [(String, String)]
    }

    let command: Command

    /// `todo-remind.service` and `todo-remind.timer`, in that order.
    var systemdUnits: [(name: String, text: String)] {
        let environment = command.variables.map { "Environment=" + Self.systemdQuoted($0 + "=" + $1) + "\n" }
        let service = """
            [Unit]
            Description=Deliver the due reminders of todo

            [Service]
            Type=oneshot
            ExecStart=\(Self.systemdQuoted(command.executable).replacing("$", with: "$$")) remind --notify

            """ + environment.joined()
        let timer = """
            [Unit]
            Description=Check the reminders of todo every minute

            [Timer]
            OnCalendar=*-*-* *:*:00
            AccuracySec=1s
            Persistent=true

            [Install]
            WantedBy=timers.target

            """
        return [("todo-remind.service", service), ("todo-remind.timer", timer)]
    }

    /// A crontab for `crontab -e`: the line for a server (cron mails what `todo remind` prints,
    /// and it prints nothing when no reminder is due), and, commented out, the line for a
    /// desktop, which names the session bus cron does not have.
    func crontab(userId: Int) -> String {
        let assignments = command.variables.map { $0 + "=" + ShellQuoting.posix($1, bare: .plain) + " " }
            .joined()
        let line = assignments + ShellQuoting.posix(command.executable, bare: .plain) + " remind"
        return """
            # todo: deliver due reminders every minute; cron mails what is printed (nothing when none is due).
            * * * * * \(Self.cronEscaped(line))
            # On a desktop, for notifications too (cron has no session bus; this names the user's):
            # * * * * * XDG_RUNTIME_DIR=/run/user/\(userId) \(Self.cronEscaped(line)) --notify

            """
    }

    /// A word for systemd's command lines and assignments: in double quotes when it holds
    /// anything but plain characters, `%` doubled (systemd's specifiers).
    static func systemdQuoted(_ word: String) -> String {
        let escaped = word.replacing("%", with: "%%")
        let plain = word.allSatisfy { $0.isLetter || $0.isNumber || "/._-+=:,@".contains($0) }
        guard !plain else { return escaped }
        return "\"" + escaped.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
    }

    /// cron ends a command at an unescaped `%`.
    static func cronEscaped(_ line: String) -> String {
        line.replacing("%", with: "\\%")
    }
}
