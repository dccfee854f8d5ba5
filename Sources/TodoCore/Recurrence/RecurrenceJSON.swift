/// A task's `"recurrence"` in JSON: `null`, or `{"rule": RRULE, "text": STRING, "fromCompletion":
/// BOOL, "until": INSTANT or null, "zone": STRING}`, and `"otherDates": [LINE…]` for a series
/// with dates of its own (`Recurrence.otherDates`: its `RDATE` and `EXDATE` lines), only then.
///
/// Reading keeps the rule's text as it is (`Recurrence(rrule:…)`: no rule is read while a store
/// loads) and ignores `text`, which is written from the rule; `fromCompletion` may be left out (false),
/// as may `until` (none) and `zone` (the reader's `defaultZone`).
enum RecurrenceJSON {
    /// Writes `recurrence`, or `null`.
    static func write(_ recurrence: Recurrence?, into writer: inout JSONWriter) {
        guard let recurrence else { return writer.null() }
        writer.beginObject()
        writer.member("rule")
        writer.string(recurrence.rrule)
        writer.member("text")
        writer.string(recurrence.text)
        writer.member("fromCompletion")
        writer.bool(recurrence.fromCompletion)
        writer.member("until")
        writer.isoInstant(recurrence.until)
        writer.member("zone")
        writer.string(recurrence.zone)
        if recurrence.hasOtherDates {
            writer.member("otherDates")
            writer.beginArray()
            for line in recurrence.otherDates {
                writer.element()
                writer.string(line)
            }
            writer.endArray()
        }
        writer.endObject()
    }

    /// Reads a `"recurrence"` value: nil for `null`; anything but an object, a member of the
    /// wrong kind, or a missing or empty `rule` is an error.
    static func read(_ reader: inout JSONReader, defaultZone: String) throws(JSONError) -> Recurrence? {
        if try reader.consumeNull() { return nil }
        guard try reader.peekKind() == .object else {
            throw reader.typeMismatch(expected: "an object or null for \"recurrence\"")
        }
        let start = reader.valueStart
        var rule: String?
        var fromCompletion = false
        var until: Instant?
        var zone = defaultZone
        var otherDates: [String] = []
        try reader.beginObject()
        while let key = try reader.nextKey() {
            switch key {
            case "rule": rule = try reader.readString()
            case "fromCompletion": fromCompletion = try reader.readBool()
            case "until": until = try reader.consumeNull() ? nil : try reader.readInstant(field: "until")
            case "zone": zone = try reader.readString()
            case "otherDates": otherDates = try readLines(&reader)
            default: try reader.skipValue()
            }
        }
        guard let rule, !rule.isEmpty else {
            throw reader.error("a recurrence has no \"rule\"", at: start)
        }
        guard !zone.isEmpty else { throw reader.error("a recurrence's \"zone\" is empty", at: start) }
        return Recurrence(
            rrule: rule, fromCompletion: fromCompletion, until: until, zone: zone,
            otherDates: otherDates)
    }

    /// Checks a `"recurrence"` value as `read` does, without decoding it: what a summary of the
    /// task needs (`list` marks a repeating task). True for an object, false for `null`.
    static func check(_ reader: inout JSONReader) throws(JSONError) -> Bool {
        if try reader.consumeNull() { return false }
        guard try reader.peekKind() == .object else {
            throw reader.typeMismatch(expected: "an object or null for \"recurrence\"")
        }
        let start = reader.valueStart
        var hasRule = false
        try reader.beginObject()
        while let key = try reader.nextKey() {
            switch key {
            case "rule": hasRule = try !text(&reader).isEmpty
            case "fromCompletion": _ = try reader.readBool()
            case "until": if !(try reader.consumeNull()) { _ = try reader.readInstant(field: "until") }
            case "zone":
                guard try !text(&reader).isEmpty else {
                    throw reader.error("a recurrence's \"zone\" is empty", at: start)
                }
            case "otherDates": _ = try readLines(&reader)
            default: try reader.skipValue()
            }
        }
        guard hasRule else { throw reader.error("a recurrence has no \"rule\"", at: start) }
        return true
    }

    /// A string, located and checked but not decoded.
    private static func text(_ reader: inout JSONReader) throws(JSONError) -> TextSpan {
        guard try reader.peekKind() == .string else { throw reader.typeMismatch(expected: "a string") }
        return try reader.readTextSpan()
    }

    /// `"otherDates"`: an array of non-empty strings, or null for none.
    private static func readLines(_ reader: inout JSONReader) throws(JSONError) -> [String] {
        if try reader.consumeNull() { return [] }
        guard try reader.peekKind() == .array else {
            throw reader.typeMismatch(expected: "an array of strings for \"otherDates\"")
        }
        var lines: [String] = []
        try reader.beginArray()
        while try reader.nextElement() {
            guard try reader.peekKind() == .string else {
                throw reader.typeMismatch(expected: "a string in \"otherDates\"")
            }
            let line = try reader.readString()
            guard !line.isEmpty else { throw reader.error("a line of \"otherDates\" is empty") }
            lines.append(line)
        }
        return lines
    }
}
