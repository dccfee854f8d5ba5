import TestSupport

@testable import TodoCore

/// Random tasks with every field set or not, to carry through each format and back.
struct RandomTasks {
    var random: SeededRandom
    let context: FormatContext

    init(seed: UInt64, context: FormatContext) {
        random = SeededRandom(seed: seed)
        self.context = context
    }

    /// Text from pieces that need escaping in one format or another; no carriage return (each
    /// format writes a line break as LF) and no white space at either end (titles are trimmed).
    mutating func text(words: ClosedRange<Int>) -> String {
        let pieces = [
            "milk", "Zoë", "Büro", "✓", "😀", ";", ",", "\\", ":", "%", "a:b", "\"q\"", "C:\\temp", "x\ny",
            "\t", "ß",
            "日本", "#1", "50%",
        ]
        let count = Int.random(in: words, using: &random)
        return (0..<count).map { _ in pieces.randomElement(using: &random) ?? "" }.joined(separator: " ")
            .trimmed
    }

    mutating func name() -> String {
        let first = ["garden", "Work", "ärger", "q1", "x"].randomElement(using: &random) ?? "x"
        return first + (["", ".sub", "-2", "_b"].randomElement(using: &random) ?? "")
    }

    mutating func instant() -> Instant {
        Instant(secondsSince1970: Int64.random(in: 1_700_000_000...1_900_000_000, using: &random))
    }

    mutating func maybe<T>(_ make: (inout RandomTasks) -> T) -> T? {
        Bool.random(using: &random) ? make(&self) : nil
    }

    mutating func task(id: Int) -> TodoTask {
        var title = text(words: 1...6)
        if title.isEmpty { title = "t" }
        var deadline = maybe { $0.instant() }
        if let timed = deadline, Bool.random(using: &random) {
            deadline = context.endOfDay(context.zone.localDateTime(at: timed).date)
        }
        let remindBefore = [nil, 0, 600, 3600, 86_400, 90].randomElement(using: &random) ?? nil
        let created = instant()
        return TodoTask(
            id: id, uuid: "00000000-0000-4000-8000-" + String(100_000_000_000 + id), title: title,
            details: maybe { $0.text(words: 1...12) }.flatMap { $0.isEmpty ? nil : $0 }, deadline: deadline,
            location: maybe { random in
                Location(
                    name: random.text(words: 1...3).replacing("\n", with: " ").nonEmpty ?? "Home",
                    address: random.maybe { $0.text(words: 1...5).nonEmpty }.flatMap { $0 })
            },
            createdAt: created, completedAt: maybe { $0.instant() }, modifiedAt: maybe { $0.instant() },
            tags: TagList.normalized((0..<Int.random(in: 0...3, using: &random)).map { _ in name() }),
            project: maybe { $0.name() }, priority: maybe { $0.priority() },
            remindBefore: remindBefore,
            remindedAt: deadline != nil && remindBefore != nil ? maybe { $0.instant() } : nil)
    }

    mutating func priority() -> TaskPriority {
        TaskPriority.allCases.randomElement(using: &random) ?? .low
    }
}
