/// A task's `"recurrence"` in JSON: `null`, or `{"rule": RRULE, "text": STRING, "fromCompletion":
/// BOOL, "until": INSTANT or null, "zone": STRING}`, and `"otherDates": true` for a series with
/// dates of its own (`Recurrence.hasOtherDates`), only then.
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
            writer.bool(true)
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
        var hasOtherDates = false
        try reader.beginObject()
        while let key = try reader.nextKey() {
            switch key {
            case "rule": rule = try reader.readString()
            case "fromCompletion": fromCompletion = try reader.readBool()
            case "until": until = try reader.consumeNull() ? nil : try reader.readInstant(field: "until")
            case "zone": zone = try reader.readString()
            case "otherDates": hasOtherDates = try reader.readBool()
            default: try reader.skipValue()
            }
        }
        guard let rule, !rule.isEmpty else {
            throw reader.error("a recurrence has no \"rule\"", at: start)
        }
        guard !zone.isEmpty else { throw reader.error("a recurrence's \"zone\" is empty", at: start) }
        return Recurrence(
            rrule: rule, fromCompletion: fromCompletion, until: until, zone: zone,
            hasOtherDates: hasOtherDates)
    }
}
