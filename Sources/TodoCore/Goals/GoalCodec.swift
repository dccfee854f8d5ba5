/// The `goals` member of the main store file, oldest first, one goal per line:
///
///     "goals":[
///     {"date":"2026-03-01","title":"Ship it","setAt":"2026-03-01T07:00:00Z","tasks":[{"id":3,"title":"Write the notes","completed":true},{"id":4,"title":"Tag"}],"achievedAt":"2026-03-01T16:00:00Z"},
///     …],
///
/// It stands before `tasks`, so that `todo goal` reads it without reading any task. What is at
/// its default is left out (`completed` when false, `achievedAt`, `remindedAt` and
/// `carriedFrom` when null), and so is the member itself when there are no goals: a store that
/// never had one is as it was before goals existed.
enum GoalCodec {
    /// Writes the `goals` member; its callers leave it out when there are no goals.
    static func write(_ history: GoalHistory, into writer: inout JSONWriter) {
        writer.key("goals")
        writer.linedArray(history.goals) { goal, writer in write(goal, into: &writer) }
    }

    static func write(_ goal: DayGoal, into writer: inout JSONWriter) {
        writer.raw("{")
        writer.key("date")
        writer.string(goal.date.iso8601)
        writer.raw(",")
        writer.key("title")
        writer.string(goal.title)
        writer.raw(",")
        writer.key("setAt")
        writer.isoInstant(goal.setAt)
        writer.raw(",")
        writer.key("tasks")
        writer.raw("[")
        for (index, task) in goal.tasks.enumerated() {
            writer.raw(index == 0 ? "{" : ",{")
            writer.key("id")
            writer.int(task.id)
            writer.raw(",")
            writer.key("title")
            writer.string(task.title)
            if task.isCompleted {
                writer.raw(",")
                writer.key("completed")
                writer.bool(true)
            }
            writer.raw("}")
        }
        writer.raw("]")
        if let achievedAt = goal.achievedAt {
            writer.raw(",")
            writer.key("achievedAt")
            writer.isoInstant(achievedAt)
        }
        if let remindedAt = goal.remindedAt {
            writer.raw(",")
            writer.key("remindedAt")
            writer.isoInstant(remindedAt)
        }
        if let carriedFrom = goal.carriedFrom {
            writer.raw(",")
            writer.key("carriedFrom")
            writer.string(carriedFrom.iso8601)
        }
        writer.raw("}")
    }

    static func read(_ reader: inout JSONReader) throws(JSONError) -> GoalHistory {
        guard try reader.peekKind() == .array else {
            throw reader.typeMismatch(expected: "an array of goals")
        }
        var goals: [DayGoal] = []
        try reader.beginArray()
        while try reader.nextElement() {
            let goal = try readGoal(&reader)
            if let last = goals.last, last.date >= goal.date {
                throw reader.error(
                    last.date == goal.date
                        ? "two goals for \(goal.date.iso8601)" : "the goals are not in date order")
            }
            goals.append(goal)
        }
        return GoalHistory(goals)
    }

    static func readGoal(_ reader: inout JSONReader) throws(JSONError) -> DayGoal {
        guard try reader.peekKind() == .object else { throw reader.typeMismatch(expected: "a goal object") }
        let start = reader.valueStart
        var date: CivilDate?
        var title: String?
        var setAt: Instant?
        var goal = DayGoal(date: CivilDate.epoch, title: "", setAt: Instant(secondsSince1970: 0))
        try reader.beginObject()
        while let key = try reader.nextKey() {
            switch key {
            case "date": date = try readDate(&reader)
            case "title":
                title = try reader.readString()
                guard title?.nonEmptyTrimmed != nil else {
                    throw reader.error("a goal's title must not be empty")
                }
            case "setAt": setAt = try readInstant(&reader)
            case "tasks": goal.tasks = try readTasks(&reader)
            case "achievedAt": goal.achievedAt = try readOptional(&reader, readInstant)
            case "remindedAt": goal.remindedAt = try readOptional(&reader, readInstant)
            case "carriedFrom": goal.carriedFrom = try readOptional(&reader, readDate)
            default: try reader.skipValue()
            }
        }
        guard let date, let title, let setAt else {
            throw reader.error("a goal needs \"date\", \"title\" and \"setAt\"", at: start)
        }
        (goal.date, goal.title, goal.setAt) = (date, title, setAt)
        return goal
    }

    private static func readTasks(_ reader: inout JSONReader) throws(JSONError) -> [GoalTask] {
        guard try reader.peekKind() == .array else {
            throw reader.typeMismatch(expected: "an array of tasks")
        }
        var tasks: [GoalTask] = []
        try reader.beginArray()
        while try reader.nextElement() {
            guard try reader.peekKind() == .object else {
                throw reader.typeMismatch(expected: "a goal's task object")
            }
            let start = reader.valueStart
            var id: Int?
            var title: String?
            var completed = false
            try reader.beginObject()
            while let key = try reader.nextKey() {
                switch key {
                case "id":
                    id = try reader.readInt()
                    guard let id, id >= 1, id <= TaskFields.largestId else {
                        throw reader.error("a task id must be from 1 to \(TaskFields.largestId)")
                    }
                case "title": title = try reader.readString()
                case "completed": completed = try reader.readBool()
                default: try reader.skipValue()
                }
            }
            guard let id, let title else {
                throw reader.error("a goal's task needs \"id\" and \"title\"", at: start)
            }
            guard !tasks.contains(where: { $0.id == id }) else {
                throw reader.error("task \(id) is twice in one goal", at: start)
            }
            tasks.append(GoalTask(id: id, title: title, isCompleted: completed))
        }
        guard tasks.count <= DayGoal.taskLimit else {
            throw reader.error("a goal has at most \(DayGoal.taskLimit) tasks")
        }
        return tasks
    }

    private static func readOptional<Value>(
        _ reader: inout JSONReader, _ read: (inout JSONReader) throws(JSONError) -> Value
    ) throws(JSONError) -> Value? {
        if try reader.consumeNull() { return nil }
        return try read(&reader)
    }

    private static func readInstant(_ reader: inout JSONReader) throws(JSONError) -> Instant {
        guard let instant = try reader.readInstant() else {
            throw reader.error("expected an instant like 2026-03-01T09:30:00Z")
        }
        return instant
    }

    private static func readDate(_ reader: inout JSONReader) throws(JSONError) -> CivilDate {
        guard let date = CivilDate(iso8601: try reader.readString()) else {
            throw reader.error("expected a date like 2026-03-01")
        }
        return date
    }
}

extension CivilDate {
    /// 1970-01-01.
    static let epoch = CivilDate(daysSince1970: 0)
}
