import TestSupport

@testable import TodoCore

/// Fields of one's own for the sample tasks of `StoreCodecTests`: a choice, a number, a date and
/// text, with hostile text (escapes, quotes, controls, non-ASCII) and values in other cases.
enum UserFieldSamples {
    static let declarations = [
        FieldDeclaration(name: "energy", type: .choice, values: ["low", "Médium", "HIGH"]),
        FieldDeclaration(name: "estimate", type: .number),
        FieldDeclaration(name: "started", type: .date),
        FieldDeclaration(name: "note", type: .text),
    ]

    static let notes = ["milk", "MILK", "Café", "café", "\"quoted\"", "tab\tnew\nline", "日本", "\u{1B}[2J"]
    static let numbers = ["2", "-1.5", "0", "1e3", "1000", "0.25"]

    /// `tasks` with values for some of the fields: none for about a third of the tasks.
    static func adding(to tasks: [TodoTask], seed: UInt64) -> [TodoTask] {
        var random = SeededRandom(seed: seed)
        func pick<Element>(_ elements: [Element]) -> Element {
            elements[Int(random.next() % UInt64(elements.count))]
        }
        return tasks.map { task in
            var task = task
            guard random.next() % 3 != 0 else { return task }
            if random.next() % 2 == 0 { task.fields["energy"] = .text(pick(["low", "Médium", "HIGH"])) }
            if random.next() % 2 == 0 {
                task.fields["estimate"] = FieldNumber(text: pick(numbers)).map(FieldValue.number)
            }
            if random.next() % 2 == 0 {
                task.fields["started"] = .date(referenceNow - Int64(random.next() % 400_000) + 100_000)
            }
            if random.next() % 2 == 0 { task.fields["note"] = .text(pick(notes)) }
            return task
        }
    }
}
