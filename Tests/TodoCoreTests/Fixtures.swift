@testable import TodoCore

/// `2026-03-01T09:30:00Z`, the fixed `now` of the core tests.
let referenceNow = Instant(secondsSince1970: 1_772_357_400)

let minute: Int64 = 60
let hour: Int64 = 3600
let day: Int64 = 86_400

func makeTask(
    _ id: Int, _ title: String = "", deadline: Instant? = nil, createdAt: Instant = referenceNow - day,
    completedAt: Instant? = nil
) -> TodoTask {
    TodoTask(
        id: id, uuid: "uuid-\(id)", title: title.isEmpty ? "task \(id)" : title, deadline: deadline,
        createdAt: createdAt, completedAt: completedAt)
}

/// A list with tasks 1…`count`, titled "task N", all pending.
func makeList(count: Int) -> TodoList {
    TodoList(tasks: (1...count).map { makeTask($0) })
}
