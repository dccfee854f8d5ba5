import TestSupport
import Testing

@testable import TodoCore

/// A store's own fields of every type, and tasks with values for them, for the format tests.
enum UserFieldFixtures {
    static let declarations = [
        FieldDeclaration(name: "energy", type: .choice, values: ["low", "high"]),
        FieldDeclaration(name: "estimate", type: .number),
        FieldDeclaration(name: "due-by", type: .date),
        FieldDeclaration(name: "remark", type: .text),
    ]

    static let schema = TaskSchema(declarations: declarations)

    /// `FormatFixtures.context` with the fields declared.
    static func context(_ zone: String = "Europe/Berlin") throws -> FormatContext {
        var context = try FormatFixtures.context(zone)
        context.schema = schema
        return context
    }

    /// `FormatFixtures.labelledTask` with a value for each field; the remark is several words.
    static func task() throws -> TodoTask {
        var task = try FormatFixtures.labelledTask()
        task.fields = [
            "energy": .text("high"), "estimate": .number(try #require(FieldNumber(2.5))),
            "due-by": .date(try FormatFixtures.instant("2026-12-01T15:30:00Z")),
            "remark": .text("Bring a, b; c"),
        ]
        return task
    }

    /// `fields` of `task` that todo.txt carries: a text of one word.
    static func carriedByTodoTxt(_ fields: [String: FieldValue]) -> [String: FieldValue] {
        fields.filter { name, value in
            guard name == "remark", let text = value.text else { return true }
            return !text.unicodeScalars.contains {
                $0 == ":" || $0.properties.isWhitespace || $0.value < 0x20 || (0x7F...0x9F).contains($0.value)
            }
        }
    }
}

extension RandomTasks {
    /// Values for some of `UserFieldFixtures`' fields: each set or not.
    mutating func userFields() -> [String: FieldValue] {
        var fields: [String: FieldValue] = [:]
        fields["energy"] =
            maybe { ["low", "high"].randomElement(using: &$0.random).map(FieldValue.text) } ?? nil
        let numbers = [2, -1.5, 0.25, 123_456.789, 1e-7, 1e21, 0, -3]
        fields["estimate"] = maybe { numbers.randomElement(using: &$0.random).flatMap(FieldNumber.init) }?
            .map(FieldValue.number)
        fields["due-by"] = maybe { random in
            let instant = random.instant()
            let wholeDay = random.context.endOfDay(random.context.zone.localDateTime(at: instant).date)
            return .date(Bool.random(using: &random.random) ? instant : wholeDay)
        }
        fields["remark"] = maybe { $0.text(words: 1...4).nonEmpty.map(FieldValue.text) } ?? nil
        return fields
    }
}
