/// Reading a field's value from what a person types: an option's value, a form's line, a filter
/// word. Dates are read as `--due` reads them, in `zone`, relative to `now`.
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
    }

    /// The value `text` gives a field of `kind`. Text is kept as typed (the list's rules trim it).
    public func value(_ text: String, as kind: FieldKind) throws(Failure) -> FieldValue {
        switch kind {
        case .text:
            return .text(text)
        case .number:
            guard let number = FieldNumber(text: text) else { throw .number(text) }
            return .number(number)
        case .date:
            do {
                return .date(try DateParser.parse(text, now: now, zone: zone))
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
        case .notes:
            return .notes([TaskNote(at: now, text: text)])
        }
    }
}
