import TodoCore

/// Every error `todo` can meet, turned into its exit status (`ExitStatus`), a JSON code and
/// one line of text. This is the only place that decides them.
struct ErrorReport: Equatable {
    let status: Int32
    let code: String
    let message: String

    private init(status: Int32, code: String, message: String) {
        (self.status, self.code, self.message) = (status, code, message)
    }

    init(_ status: ExitStatus, _ message: String) {
        self.init(status: status.rawValue, code: status.errorCode ?? "internal", message: message)
    }

    init(_ error: any Error, now: Instant, zone: ZoneRules) {
        switch error {
        case let error as UsageError:
            self = Self(.usage, Self.message(error))
        case let error as LabelNameError:
            self = Self(.usage, Self.message(error))
        case let error as TaskFilterError:
            self = Self(.usage, Self.message(error, now: now, zone: zone))
        case let error as FieldDeclarationError:
            // A choice without its values is a command line missing a part; the rest are values.
            self = Self(error == .choiceWithoutValues ? .usage : .invalidValue, error.message)
        case let error as FieldRemovalError:
            if case .notDeclared = error {
                self = Self(.notFound, Self.message(error))
            } else {
                self = Self(.invalidValue, Self.message(error))
            }
        case let error as UserFieldError:
            if case .undeclared = error {
                self = Self(.usage, Self.message(error))
            } else {
                self = Self(.invalidValue, Self.message(error))
            }
        case let error as TaskError:
            if case .notFound(let ids) = error {
                self = Self(.notFound, Self.notFound(ids))
            } else if case .parentNotFound = error {
                self = Self(.notFound, Self.subtaskMessage(error))
            } else if case .blockerNotFound = error {
                self = Self(.notFound, Self.planningMessage(error, now: now, zone: zone))
            } else {
                self = Self(.invalidValue, Self.message(error, now: now, zone: zone))
            }
        case let error as SnoozeError:
            self = Self(.invalidValue, Self.message(error, now: now, zone: zone))
        case let error as ImportError:
            self = Self(.invalidValue, Self.message(error))
        case let error as ExportError:
            self = Self(.invalidValue, Self.message(error))
        case ExamplesError.storeHasTasks(let count):
            self = Self(
                .invalidValue,
                "the store already has \(count) task\(count == 1 ? "" : "s"); todo examples fills an empty store "
                    + "only: try todo --file /tmp/todo-examples.json examples"
            )
        case let error as EditorError:
            self = Self.report(error)
        case let kept as KeptEdit:
            let refusal = ErrorReport(kept.refusal, now: now, zone: zone)
            self = Self(
                status: refusal.status, code: refusal.code,
                message: refusal.message + "; what you typed is kept in " + Self.shown(kept.path)
            )
        case let error as OutputFile.WriteError:
            self = Self(
                .invalidValue,
                "cannot write '\(Self.shown(error.path))': \(error.reason); nothing was written"
            )
        case let error as GoalError:
            let text = Self.message(error, today: zone.localDateTime(at: now).date)
            if case .noGoal = error {
                self = Self(.notFound, text)
            } else {
                self = Self(.invalidValue, text)
            }
        case let error as JournalError:
            self = Self(.invalidValue, Self.message(error))
        case let error as StoreError:
            self = Self(.store, Self.message(error))
        case let error as HookError:
            self = Self.report(error)
        case let error as ContextError:
            self = Self.report(error)
        case let error as InstallError:
            self = Self(.invalidValue, Self.message(error))
        case let error as SyncError:
            self = Self(.sync, SyncErrorText.message(error))
        case is StoreLocation.Unknown:
            self = Self(
                .store, "cannot tell where the store is: set HOME, TODO_STORE or use --file PATH"
            )
        default:
            self = Self(
                status: ExitStatus.store.rawValue, code: "internal", message: "unexpected error: \(error)")
        }
    }

    /// The line for stderr: `todo: …`, or with `--json` the error object `todo help exit-codes`
    /// shows.
    func render(json: Bool) -> [UInt8] {
        guard json else { return Array(("todo: " + message + "\n").utf8) }
        var writer = JSONWriter()
        writer.raw("{")
        writer.key("error")
        writer.raw("{")
        writer.key("code")
        writer.string(code)
        writer.raw(",")
        writer.key("message")
        writer.string(message)
        writer.raw("}}\n")
        return writer.bytes
    }

    private static func message(_ error: UsageError) -> String {
        switch error {
        case .unknownCommand(let word, let suggestion):
            return "unknown command '\(shown(word))'" + didYouMean(suggestion) + "; see 'todo --help'"
        case .unknownHelpTopic(let word, let suggestion):
            return "no command or help topic '\(shown(word))'" + didYouMean(suggestion)
                + "; 'todo help' lists them"
        case .unknownOption(let word, let suggestion):
            return "unknown option '\(shown(word))'" + didYouMean(suggestion)
        case .optionBeforeCommand(let option):
            return "option '\(option)' belongs to a command: put it after the command's name"
        case .optionsBeforeSubcommand(let command):
            return "put the options of '\(command)' after its name: 'todo \(command) [OPTIONS]'"
        case .missingValue(let option):
            return "option '\(option)' needs a value"
        case .unexpectedValue(let option):
            return "option '\(option)' takes no value"
        case .missingArgument(let name, let command):
            return "'\(command)' needs \(name); see 'todo help \(command)'"
        case .unexpectedArgument(let word, let command):
            return "unexpected argument '\(shown(word))' for '\(command)'; see 'todo help \(command)'"
        case .conflictingOptions(let one, let other):
            return "'\(one)' and '\(other)' cannot be used together"
        case .requiresOption(let option, let required):
            return "'\(option)' goes with '\(required)'"
        case .invalidValue(let option, let value, let expected):
            return "'\(option)' takes \(expected), not '\(shown(value))'"
        case .invalidChoice(let option, let value, let choices):
            let list = choices.dropLast().joined(by: ", ") + " or " + (choices.last ?? "")
            return "'\(option)' takes \(list), not '\(shown(value))'"
                + didYouMean(Suggestion.closest(to: value, among: choices))
        case .invalidId(let word):
            return "'\(shown(word))' is not a task id: ids are whole numbers from 1, or ranges like 2-5"
        case .invalidDate(let message), .invalidRepetition(let message):
            return message
        case .invalidReminder(let text):
            return
                "'\(shown(text))' is not a time before the deadline: use 10m, 1h, 2d, 1w, or 0 for at the deadline; "
                + "at most 366 days"
        case .invalidEnvironment(let name, let value, let expected):
            return "\(name)='\(shown(value))' is not \(expected)"
        case .notATerminal(let command):
            return "'todo \(command)' needs a terminal: run it with stdin and stdout on one, "
                + "not a pipe or a file"
        case .invalidNumber(let option, let value, let range):
            return "'\(option)' takes a whole number from \(range.lowerBound) to \(range.upperBound), "
                + "not '\(shown(value))'"
        case .needsOption(let option, let others):
            let list = others.dropLast().joined(by: ", ") + " or " + (others.last ?? "")
            return "'\(option)' goes with \(list)"
        case .invalidCount(let option, let value):
            return "'\(option)' takes a whole number from 1, not '\(shown(value))'"
        }
    }

    private static func message(_ error: JournalError) -> String {
        switch error {
        case .notEnoughChanges(let requested, 0):
            return "nothing to undo" + (requested > 1 ? " (asked for \(requested) changes)" : "")
                + "; see 'todo log'"
        case .notEnoughChanges(let requested, let available):
            return "only \(available) change\(available == 1 ? "" : "s") can be undone, not \(requested); "
                + "nothing was changed (see 'todo log')"
        }
    }

    private static func message(_ error: TaskError, now: Instant, zone: ZoneRules) -> String {
        switch error {
        case .emptyTitle:
            return "a task needs a title"
        case .emptyLocationName:
            return "a location needs a name"
        case .deadlineNotInFuture(let deadline, let refusedAt):
            return "the deadline " + DateDisplay.dated(deadline, now: now, zone: zone, showsClock: false)
                + " is "
                + (deadline < refusedAt ? "in the past" : "not in the future")
        case .duplicateTitle(let title, let existingId):
            return "'\(shown(title))' is already in the list (task \(existingId))"
        case .notFound(let ids):
            return notFound(ids)
        case .reminderOutOfRange:
            return "a reminder comes from 0 to 366 days before the deadline"
        case .parentNotFound, .parentCycle, .openSubtasks, .emptyNote:
            return subtaskMessage(error)
        case .untilBeforeDeadline, .cannotRepeat:
            return repetitionMessage(error, now: now, zone: zone)
        case .blockerNotFound, .blockCycle, .waitNotInFuture, .waitAfterDeadline:
            return planningMessage(error, now: now, zone: zone)
        }
    }

    /// A malformed name is a usage error (2), like an unreadable date: it breaks the syntax of an
    /// argument, and is refused before the store is opened.
    private static func message(_ error: LabelNameError) -> String {
        let rule = "letters, digits, '-', '_' and '.', starting with a letter"
        switch error.kind {
        case .tag:
            return "'\(shown(error.text))' is not a tag name: a tag is \(rule)"
        case .project:
            return "'\(shown(error.text))' is not a project name: a project is \(rule), "
                + "nesting with dots (home.garden)"
        }
    }

    private static func message(_ error: TaskFilterError, now: Instant, zone: ZoneRules) -> String {
        switch error {
        case .invalidChoice(let filter, let value, let choices):
            return message(UsageError.invalidChoice(option: filter, value: value, choices: choices))
        case .invalidName(let error):
            return message(error)
        case .invalidValue(let filter, let failure):
            let usage = FieldInputText.usageError(failure, option: filter, now: now, zone: zone)
            return ErrorReport(usage, now: now, zone: zone).message
        }
    }

    private static func notFound(_ ids: [Int]) -> String {
        guard ids.count > 1 else { return "no task with id \(ids.first ?? 0)" }
        return "no tasks with ids \(TaskIds.listed(ids)); nothing was changed"
    }

    private static func message(_ error: ImportError) -> String {
        switch error {
        case .unreadable(let source, let reason):
            return "cannot read '\(shown(source))': \(reason)"
        case .invalid(let source, let expected, let problem):
            return "'\(shown(source))' is not \(expected): \(problem); nothing was imported"
        }
    }

    private static func message(_ error: ExportError) -> String {
        switch error {
        case .cannotWrite(let folder, let reason):
            return "cannot write into '\(shown(folder))': \(shown(reason))"
        case .invalidFile(let file, let problem):
            return "'\(shown(file))' is not valid iCalendar: \(problem); nothing was exported"
        }
    }

    private static func message(_ error: GoalError, today: CivilDate) -> String {
        switch error {
        case .noGoal(let date):
            let day = date == today ? "today" : DateDisplay.day(date, today: today)
            return "no goal for \(day); set one with 'todo goal set TITLE'"
        case .alreadySet(let date, let title):
            let day = date == today ? "today" : DateDisplay.day(date, today: today)
            return "\(day) already has a goal, '\(shown(title))'; add --replace to replace it"
        case .tooManyTasks(let count):
            return "a goal has at most \(DayGoal.taskLimit) tasks, this would make \(count); "
                + "remove one first with 'todo goal remove ID'"
        case .emptyTitle:
            return "a goal needs a title"
        case .nothingToCarry:
            return "no earlier day has a goal to carry; set one with 'todo goal set TITLE'"
        case .alreadyAchieved(let date, let title):
            return "the latest goal, '\(shown(title))' of \(DayText.name(date, today: today)), "
                + "was achieved: nothing to carry"
        }
    }

    private static func message(_ error: StoreError) -> String {
        switch error {
        case .unreadable(let path, let reason):
            return "cannot read the store \(shown(path)): \(reason)"
        case .empty(let path):
            return
                "the store \(shown(path)) is empty (0 bytes) and was left as it is; restore it from a backup, or remove it to start afresh"
        case .corrupt(let path, let problem):
            return "the store \(shown(path)) cannot be read: \(problem); it was left as it is"
        case .newerVersion(let path, let version, let supported):
            return
                "the store \(shown(path)) has schema version \(version), newer than this todo reads (\(supported)); upgrade todo"
        case .locked(let path, let seconds):
            let waited = seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
            return "the store \(shown(path)) is locked by another todo (waited \(waited) s); try again"
        case .notWritable(let path, let reason):
            return "cannot write \(shown(path)): \(reason); nothing was changed"
        }
    }

    private static func message(_ error: InstallError) -> String {
        switch error {
        case .wouldReplace(let path):
            return "\(shown(path)) exists and differs from what todo would write; nothing was written. "
                + "Compare them, then add --force to replace it"
        case .cannotWrite(let path, let reason):
            return "cannot write \(shown(path)): \(reason); nothing more was written"
        case .noConfigFolder:
            return "cannot tell where the systemd user units go: set HOME or XDG_CONFIG_HOME"
        }
    }

    private static func report(_ error: EditorError) -> ErrorReport {
        switch error {
        case .severalTasks:
            return Self(
                .usage,
                "the editor edits one task at a time: name one id, or change several with options such as --due WHEN"
            )
        case .noTerminal:
            return Self(
                .usage,
                "nothing to change: name a field, e.g. --title TEXT or --due WHEN; or, to edit the task in an editor, "
                    + "run todo on a terminal or set VISUAL or EDITOR"
            )
        case .editorDidNotStart(let command, let reason):
            return Self(
                .invalidValue,
                "cannot run the editor '\(shown(command))': \(reason); set VISUAL or EDITOR"
            )
        case .editorFailed(let command, let status):
            return Self(
                .invalidValue,
                "the editor '\(shown(command))' exited with status \(status); nothing was changed"
            )
        case .emptyForm:
            return Self(.invalidValue, "the form was left empty; nothing was changed")
        case .unreadableLine(let number, let text, let problem):
            return Self(.usage, "line \(number) of the form, '\(shown(text))': \(problem)")
        case .formFile(let path, let reason):
            return Self(.invalidValue, "cannot use the form \(shown(path)): \(reason); nothing was changed")
        }
    }

    static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { " (did you mean '\($0)'?)" } ?? ""
    }

    static func shown(_ text: String) -> String {
        TerminalText.escaped(text)
    }
}
