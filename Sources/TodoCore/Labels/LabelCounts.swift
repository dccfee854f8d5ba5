/// How many open tasks (not completed) carry each tag, or belong to each project; for
/// `todo tags` and `todo projects`.
public enum LabelCounts {
    /// One name and its count.
    public struct Entry: Equatable, Sendable {
        /// The name as the first task in the store spells it (names compare ignoring case).
        public let name: String
        /// The open tasks that have it.
        public let count: Int
    }

    /// Each tag of an open task, sorted ignoring case, with the number of open tasks that have it.
    public static func tags(of summaries: TaskSummaries) -> [Entry] {
        var counts = Tally()
        for task in summaries.tasks where !task.isCompleted {
            guard let tags = task.tags else { continue }
            summaries.forEachTag(tags) { tag in counts.add(summaries.string(tag)) }
        }
        return counts.entries.sorted { ($0.name.lowercased(), $0.name) < ($1.name.lowercased(), $1.name) }
    }

    /// Each project of an open task, and every project it is inside (`home` for `home.garden`),
    /// in the order of a tree, with the number of open tasks in it or in a project inside it:
    /// the tasks `list project:NAME` shows, less the completed ones.
    public static func projects(of summaries: TaskSummaries) -> [Entry] {
        var counts = Tally()
        for task in summaries.tasks where !task.isCompleted {
            guard let project = task.project.map(summaries.string) else { continue }
            var end = project.startIndex
            while let dot = project[end...].firstIndex(of: ".") {
                counts.add(String(project[..<dot]))
                end = project.index(after: dot)
            }
            counts.add(project)
        }
        return counts.entries.sorted { first, second in
            let (one, other) = (first.name.lowercased(), second.name.lowercased())
            return one.split(separator: ".").lexicographicallyPrecedes(other.split(separator: "."))
        }
    }

    /// Counts by name, ignoring case, in the order first met.
    private struct Tally {
        private var places: [String: Int] = [:]
        private(set) var entries: [Entry] = []

        mutating func add(_ name: String) {
            let key = name.lowercased()
            if let place = places[key] {
                entries[place] = Entry(name: entries[place].name, count: entries[place].count + 1)
            } else {
                places[key] = entries.count
                entries.append(Entry(name: name, count: 1))
            }
        }
    }
}
