/// A filter word of one of the user's own fields: `energy:high` (the value, ignoring case),
/// `estimate:2` (the number), `start:2026-03-05` (a date field: a value on that local day),
/// `energy:none` (no value) and `energy:any` (a value).
///
/// A summary keeps where its task's `fields` object lies in the store's bytes; only a filter of
/// this kind reads that object, and it reads it there, without decoding the task.
struct FieldFilter: Sendable {
    /// What a value must be.
    enum Test: Sendable {
        case none
        case any
        /// Text (or a choice's word) equal to this, ignoring case.
        case text(LabelKey)
        case number(FieldNumber)
        /// An instant in this local day.
        case day(DueFilter)
    }

    /// The field's name.
    let name: String
    let test: Test
    /// The name, as the `fields` object's keys are matched.
    private let keys: JSONKeys

    /// The words that ask for no value and for any value: no field's value can be them.
    static let presenceWords = ["none", "any"]

    /// The filter `value` asks of `field`, read as the field's option reads a value: a date as
    /// `--due` reads it, a number as a decimal, a choice as one of its words.
    init(_ field: TaskField, value: String, input: FieldInput) throws(TaskFilterError) {
        name = field.name
        keys = JSONKeys([field.name])
        switch value.trimmed.lowercased() {
        case "none":
            test = .none
            return
        case "any":
            test = .any
            return
        default:
            break
        }
        let typed: FieldValue
        do {
            typed = try input.value(value.trimmed, as: field.kind)
        } catch {
            if case .choice(let word, let choices) = error {
                throw .invalidChoice(
                    filter: field.name + ":", value: word, choices: choices + Self.presenceWords)
            }
            throw .invalidValue(filter: field.name + ":", failure: error)
        }
        switch typed {
        case .number(let number): test = .number(number)
        case .date(let instant):
            test = .day(DueFilter(day: input.zone.localDateTime(at: instant).date, zone: input.zone))
        default: test = .text(LabelKey(typed.text ?? value))
        }
    }

    /// Whether a whole task's value passes.
    func matches(_ value: FieldValue?) -> Bool {
        switch (test, value) {
        case (.none, _): return value == nil
        case (.any, _): return value != nil
        case (.text(let key), .text(var text)?): return text.withUTF8(key.isEqual)
        case (.number(let number), .number(let other)?): return number == other
        case (.day(let day), .date(let instant)?): return day.matches(instant)
        case (.day(let day), .text(let text)?): return Instant(iso8601UTC: text).map(day.matches) ?? false
        default: return false
        }
    }

    /// Whether the value in a summary's `fields` object passes: `object` is where the object
    /// lies in `source` (nil for a task without one). The object was checked when the summary
    /// was read; a later member of the same name wins, as it does for a whole task.
    func matches(object: Range<Int>?, in source: StoreBytes?) -> Bool {
        guard let object, let source else { return matches(nil) }
        var reader = JSONReader(source[object], maxDepth: 2)
        var passes = matches(nil)
        do {
            try reader.beginObject()
            while true {
                switch try reader.nextKey(in: keys) {
                case .end: return passes
                case .other: try reader.skipValue()
                case .known: passes = try passesValue(&reader)
                }
            }
        } catch {
            return false
        }
    }

    /// Reads the value at the reader's position and says whether it passes, with the meaning a
    /// whole task gives it: null no value, a string text (a date field's text an instant), a
    /// number a number.
    private func passesValue(_ reader: inout JSONReader) throws(JSONError) -> Bool {
        switch try reader.peekKind() {
        case .null:
            try reader.readNull()
            return matches(nil)
        case .number:
            let number = FieldNumber(text: try reader.readNumberLiteral())
            return matches(number.map(FieldValue.number))
        case .string:
            let span = try reader.readTextSpan()
            switch test {
            case .none: return false
            case .any: return true
            case .number: return false
            case .text(let key):
                guard !span.hasEscapes else { return key.isEqual(to: span.string(in: reader.bytes)) }
                return key.isEqual(to: UnsafeBufferPointer(rebasing: reader.bytes[span.range]))
            case .day(let day):
                // As `Instant(iso8601UTC:)` reads it, without a String for the usual 20 bytes.
                let instant =
                    span.count == 20 && !span.hasEscapes
                    ? Instant.parseISO8601UTC(UnsafeBufferPointer(rebasing: reader.bytes[span.range]))
                    : Instant(iso8601UTC: span.string(in: reader.bytes))
                return instant.map(day.matches) ?? false
            }
        default:
            try reader.skipValue()
            return false
        }
    }
}

extension LabelKey {
    /// Whether `text` is this name, ignoring case.
    func isEqual(to text: String) -> Bool {
        var text = text
        return text.withUTF8(isEqual)
    }
}

extension TextSpan {
    /// The contents' offsets, as a range.
    var range: Range<Int> { Int(start)..<Int(end) }
}
