import Foundation
import TodoCore
import TodoCoreFoundation

// consumer STORE: adds a task due tomorrow to the store at STORE, lists the tasks, completes the
// new task and lists them again.

/// Prints the tasks a person would see at `now`, grouped by state and sorted.
func printTasks(of store: TodoStore, at now: Instant) throws {
    let tasks = try store.read().tasks
    let listing = TaskListing(tasks: tasks, now: now)
    for section in listing.sections {
        print("\(section.state) (\(section.count))")
        for task in listing.tasks(in: section, of: tasks) {
            let due = task.deadline.map { " due in \($0.seconds(since: now) / 3600) h" } ?? ""
            print("  \(task.id) \(task.title)\(due)")
        }
    }
}

let store = TodoStore(path: CommandLine.arguments.dropFirst().first ?? "todos.json")
let now = SystemClock.now()
let tomorrow = Date(now).addingTimeInterval(24 * 60 * 60)
do {
    let draft = TaskEdits(title: "Water the plants", deadline: Instant(tomorrow))
    let task = try store.update(now: now) { list in
        try list.add(draft, now: now, uuid: RandomUUID.make())
    }
    print("Added task \(task.id): \(task.title)")
    try printTasks(of: store, at: now)
    try store.update(now: now) { list in
        try list.complete(ids: [task.id], now: now)
    }
    try printTasks(of: store, at: now)
} catch {
    FileHandle.standardError.write(Data("consumer: \(error)\n".utf8))
    exit(1)
}
