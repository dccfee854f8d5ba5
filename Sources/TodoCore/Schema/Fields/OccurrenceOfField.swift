extension TaskField {
    /// For the record of a completed occurrence of a repeating task, the uuid of that task: set
    /// when `complete` records the occurrence, never entered.
    public static let occurrenceOf = TaskField(
        name: "occurrenceOf", label: "Occurrence of",
        about: "the uuid of the repeating task this is a completed occurrence of, or null", kind: .text,
        ics: .property("X-TODO-OCCURRENCE-OF", order: 110, value: .text(trimmed: true)),
        taskwarrior: .attribute("occurrenceof", order: 130, value: .text(trimmed: true)), todoTxt: .none(),
        read: { $0.occurrenceOf.map(FieldValue.text) },
        write: { task, value in task.occurrenceOf = value?.text })
}
