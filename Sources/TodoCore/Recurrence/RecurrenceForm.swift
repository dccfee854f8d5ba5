/// One form `todo help every` lists: an example as typed, and a note on what else it accepts.
struct RecurrenceForm {
    let example: String
    let note: String
    /// Whether an error message names it among the forms to try.
    let isSuggested: Bool

    init(_ example: String, _ note: String = "", suggested: Bool = false) {
        self.example = example
        self.note = note
        isSuggested = suggested
    }

    /// Every form, in the order `todo help every` lists them.
    static let all: [RecurrenceForm] = [
        RecurrenceForm("day", "also daily; every day at the deadline's time", suggested: true),
        RecurrenceForm("weekday", "Monday to Friday; also weekdays", suggested: true),
        RecurrenceForm("week", "also weekly; on the deadline's weekday"),
        RecurrenceForm("month", "also monthly; on the deadline's day of the month"),
        RecurrenceForm("year", "also yearly; on the deadline's day"),
        RecurrenceForm("2 days", "any count from 1; also d, w, mo, y"),
        RecurrenceForm("three weeks", "one to twelve in words"),
        RecurrenceForm("other week", "every 2 weeks; also other day, other month", suggested: true),
        RecurrenceForm("6 months"),
        RecurrenceForm("2 years"),
        RecurrenceForm("monday", "a weekday: also mon, mondays", suggested: true),
        RecurrenceForm("mon,thu", "a list: also monday and thursday", suggested: true),
        RecurrenceForm("other friday", "every 2 weeks on that day"),
        RecurrenceForm("2 weeks on mon,fri", "also week on …, weekly on …"),
        RecurrenceForm("month on the 15th", "also monthly on the 15th", suggested: true),
        RecurrenceForm("month on the 31st", "the last day of a shorter month"),
        RecurrenceForm("month on the last day"),
        RecurrenceForm("3 months on the 1st"),
        RecurrenceForm("year on 29 feb", "28 February in other years; also feb 29"),
    ]
}
