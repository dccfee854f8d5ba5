/// Reading a field's value from what a person types: an option's value, a form's line, a filter
/// word. Dates are read as `--due` reads them, in `zone`, relative to `now`; a repetition is
/// set in `zone`.
public struct FieldInput: Sendable {
    /// The moment relative dates count from.
    public let now: Instant
    /// The zone dates without an offset are read in.
    public let zone: ZoneRules

    /// Input read at `now` in `zone`.
    public init(now: Instant, zone: ZoneRules) {
        self.now = now
        self.zone = zone
    }

    /// Why a typed value could not be read.
    public enum Failure: Error, Equatable, Sendable {
        /// Text that is not a date, with the parser's reason.
        case date(DateParseError)
        /// Text that is not one of the words of a choice.
        case choice(value: String, choices: [String])
        /// Text that is not a name of a tag or project.
        case name(LabelNameError)
        /// Text that is not a number (`2`, `-1.5`).
        case number(String)
        /// Text that is not a duration (`10m`, `1h`, `2d`, `0`).
        case seconds(String)
        /// Text that is not a task's id (a whole number from 1).
        case task(String)
        /// Text that is not a repetition (`monday`, `2 weeks`), with the parser's reason.
        case recurrence(RecurrenceRuleError)
    }

    /// The value `text` gives a field of `kind`. Text is kept as typed (the list's rules trim it).
    public func value(_ text: String, as kind: FieldKind) throws(Failure) -> FieldValue {
        switch kind {
        case .text:
            return .text(text)
        case .number:
            guard let number = FieldNumber(text: text) else { throw .number(text) }
            return .number(number)
        case .date, .threshold:
            do {
                return .date(try DateParser.parse(text, now: now, zone: zone, dayStarts: kind == .threshold))
            } catch {
                throw .date(error)
            }
        case .choice:
            guard let word = kind.choice(named: text) else {
                throw .choice(value: text, choices: kind.choices)
            }
            return .text(word)
        case .name(let nameKind):
            do {
                return .text(try LabelName.validated(text.trimmed, as: nameKind))
            } catch {
                throw .name(error)
            }
        case .names:
            var names: [String] = []
            for word in text.split(whereSeparator: { $0 == " " || $0 == "," }) {
                do {
                    names.append(try LabelName.validated(String(word), as: .tag))
                } catch {
                    throw .name(error)
                }
            }
            return .names(names)
        case .place:
            return .place(Location(name: text))
        case .seconds:
            guard let seconds = ReminderDuration.seconds(reading: text) else { throw .seconds(text) }
            return .seconds(seconds)
        case .task:
            let digits = text.trimmed
            guard digits.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let id = Int(digits), id >= 1,
                id <= TaskFields.largestId
            else {
                throw .task(text)
            }
            return .task(id)
        case .tasks:
            var ids: [Int] = []
            for word in text.split(whereSeparator: { $0 == " " || $0 == "," }) {
                guard case .task(let id) = try value(String(word), as: .task) else { continue }
                if !ids.contains(id) { ids.append(id) }
            }
            return .tasks(ids)
        case .flag:
            switch text.trimmed.lowercased() {
            case "yes", "true": return .flag(true)
            case "no", "false": return .flag(false)
            default: throw .choice(value: text, choices: ["yes", "no"])
            }
        case .notes:
            return .notes([TaskNote(at: now, text: text)])
        case .recurrence:
            return .recurrence(try recurrence(text))
        }
    }

    /// A repetition as `--every` and the forms read it: `RULE` (see `RecurrenceRuleParser`),
    /// then optionally `from completion` and `until WHEN` (a date as `--due` reads it), in that
    /// order; `every! RULE` counts from completion too. It is set in `zone`.
    private func recurrence(_ text: String) throws(Failure) -> Recurrence {
        var words = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        var until: Instant?
        if let index = words.lastIndex(where: { $0.lowercased() == "until" }), index > 0,
            index < words.count - 1
        {
            do {
                until = try DateParser.parse(
                    words[(index + 1)...].joined(by: " "), now: now, zone: zone)
            } catch {
                throw .date(error)
            }
            words.removeSubrange(index...)
        }
        var fromCompletion = false
        if words.count > 2, words.suffix(2).map({ $0.lowercased() }) == ["from", "completion"] {
            fromCompletion = true
            words.removeLast(2)
        }
        if let first = words.first, first.lowercased() == "every!" {
            fromCompletion = true
            words[0] = "every"
        }
        do {
            let rule = try RecurrenceRuleParser.parse(words.isEmpty ? text : words.joined(by: " "))
            return Recurrence(rule: rule, fromCompletion: fromCompletion, until: until, zone: zone.identifier)
        } catch {
            throw .recurrence(error)
        }
    }
}
