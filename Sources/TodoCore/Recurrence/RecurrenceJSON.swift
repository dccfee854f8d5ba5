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
