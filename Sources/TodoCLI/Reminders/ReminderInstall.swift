import TodoCore

#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `remind --install systemd|cron`: runs `todo remind` every minute, by a systemd user timer
/// (written under `$XDG_CONFIG_HOME/systemd/user/`) or by cron (a crontab line, printed).
struct ReminderInstall {
    enum Kind: String {
        case systemd
        case cron
    }

    let context: CommandContext

    func install(_ kind: Kind, force: Bool) throws {
        switch kind {
        case .systemd: try installSystemd(force: force)
        case .cron: context.output.write(ReminderSchedule(command: command).crontab(userId: Int(getuid())))
        }
    }

    private func installSystemd(force: Bool) throws {
        let folder = try unitFolder()
        let units = ReminderSchedule(command: command).systemdUnits
        var replaced = false
        for (name, text) in units {
            let path = folder + "/" + name
            if let existing = try? InputFile.read(path) {
                if existing == Array(text.utf8) { continue }
                if !force { throw InstallError.wouldReplace(path: path) }
                replaced = true
            }
        }
        for (name, text) in units {
            let path = folder + "/" + name
            let existing = try? InputFile.read(path)
            guard existing != Array(text.utf8) else {
                context.output.writeLine("Unchanged \(TerminalText.escaped(path))")
                continue
            }
            do {
                try OutputFile.write(Array(text.utf8), to: path, makingFolders: true)
            } catch {
                throw InstallError.cannotWrite(path: path, reason: error.reason)
            }
            context.output.writeLine("Wrote \(TerminalText.escaped(path))")
        }
        context.output.writeLine("Start the timer, which runs 'todo remind --notify' every minute:")
        if replaced { context.output.writeLine("  systemctl --user daemon-reload") }
        context.output.writeLine("  systemctl --user enable --now todo-remind.timer")
    }

    /// `$XDG_CONFIG_HOME/systemd/user`, else `~/.config/systemd/user`.
    private func unitFolder() throws(InstallError) -> String {
        if let config = context.environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
            return config + "/systemd/user"
        }
        guard let home = context.environment["HOME"], !home.isEmpty else { throw .noConfigFolder }
        return home + "/.config/systemd/user"
    }

    /// What the timer or cron runs: this `todo`, with the store and zone of this run pinned
    /// when they came from the environment, which neither systemd nor cron passes on.
    private var command: ReminderSchedule.Command {
        var variables: [(String, String)] = []
        if context.storeSource != .home { variables.append(("TODO_STORE", absolute(context.store.path))) }
        if let zone = context.environment["TZ"], !zone.isEmpty { variables.append(("TZ", zone)) }
        let executable = context.reminderServices.executablePath() ?? "todo"
        return ReminderSchedule.Command(executable: executable, variables: variables)
    }

    private func absolute(_ path: String) -> String {
        guard !path.hasPrefix("/"), let folder = getcwd(nil, 0) else { return path }
        defer { free(folder) }
        return String(cString: folder) + "/" + path
    }
}
