import TodoCore

/// A repetition as people read it: in the edit forms (read back as `--every` reads it), and in
/// `show`.
enum RecurrenceText {
    /// `every monday`, then ` from completion` and ` until 2026-06-30 23:59` when it says so: the
    /// text a form shows and reads back.
    static func form(_ recurrence: Recurrence, zone: ZoneRules) -> String {
        var text = recurrence.text
        if recurrence.fromCompletion { text += " from completion" }
        if let until = recurrence.until { text += " until " + FieldText.localText(until, zone) }
        return text
    }

    /// What `show` says of it: the rule, how the next deadline counts, the end.
    static func shown(_ recurrence: Recurrence, now: Instant, zone: ZoneRules) -> String {
        guard recurrence.isInterpreted else {
            return TerminalText.escaped(recurrence.rrule) + " (not interpreted here: it does not move on)"
        }
        var text = recurrence.text
        if recurrence.fromCompletion { text += ", counted from completion" }
        if let until = recurrence.until {
            text += ", until " + DateDisplay.absolute(until, now: now, zone: zone)
        }
        return text
    }
}
