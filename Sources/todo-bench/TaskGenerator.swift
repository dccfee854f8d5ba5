import TodoCore

/// A small, fast, seedable generator (SplitMix64): the same seed gives the same stores on every
/// machine, so runs compare.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Realistic synthetic tasks, relative to a fixed `now`:
///
/// - active tasks: about 70 % with a description, 50 % with a deadline (a fifth of those already
///   past, so overdue unless completed), 20 % with a location and address, 10 % completed within
///   the last day; titles of 20 to 60 characters, one in ten with non-ASCII text; a quarter
///   with tags, three in ten in a project, 15 % with a priority; three in ten with a value of the
///   field `energy` (low, medium or high); the default reminder, delivered already where its
///   time has passed (so `remind` finds nothing due);
/// - archived tasks: completed between 25 hours and a year before `now`, so the auto-clear has
///   taken them and the first write moves them to the archive.
struct TaskGenerator {
    static let hour: Int64 = 3600
    static let day: Int64 = 86_400

    let now: Instant
    private var random: SplitMix64
    /// Draws the tags, project and priority: a generator of their own leaves every other field
    /// as it was before tasks had them, so earlier runs still compare.
    private var labelRandom: SplitMix64
    /// Draws the values of the field of one's own, for the same reason.
    private var fieldRandom: SplitMix64

    /// The field of one's own the tasks have values for, declared before they are imported.
    static let energy = FieldDeclaration(name: "energy", type: .choice, values: ["low", "medium", "high"])

    init(now: Instant, seed: UInt64) {
        self.now = now
        random = SplitMix64(state: seed)
        labelRandom = SplitMix64(state: seed ^ 0x7461_6773)
        fieldRandom = SplitMix64(state: seed ^ 0x6669_656C)
    }

    mutating func activeTasks(ids: Range<Int>) -> [TodoTask] {
        ids.map { id in
            var createdAt = now - between(Self.hour, 90 * Self.day)
            var completedAt: Instant?
            if chance(0.10) {
                let completed = now - between(60, Self.day - 60)
                completedAt = completed
                if createdAt > completed { createdAt = completed - between(60, 30 * Self.day) }
            }
            var deadline: Instant?
            if chance(0.5) {
                let isPast = chance(0.2)
                deadline =
                    now + (isPast ? -between(Self.hour, 10 * Self.day) : between(Self.hour, 60 * Self.day))
            }
            var task = makeTask(id: id, createdAt: createdAt, completedAt: completedAt, deadline: deadline)
            // A reminder whose time has passed was delivered then: `remind` finds nothing due.
            if let remindAt = task.remindAt, remindAt <= now, completedAt == nil {
                task.remindedAt = remindAt
            }
            return task
        }
    }

    mutating func archivedTasks(ids: Range<Int>) -> [TodoTask] {
        ids.map { id in
            let completedAt = now - between(25 * Self.hour, 365 * Self.day)
            let createdAt = completedAt - between(60, 30 * Self.day)
            let deadline = chance(0.5) ? createdAt + between(Self.hour, 20 * Self.day) : nil
            return makeTask(id: id, createdAt: createdAt, completedAt: completedAt, deadline: deadline)
        }
    }

    private mutating func makeTask(id: Int, createdAt: Instant, completedAt: Instant?, deadline: Instant?)
        -> TodoTask
    {
        let place = chance(0.2) ? pick(SampleText.places) : nil
        return TodoTask(
            id: id,
            uuid: UUIDText.random(from: (0..<16).map { _ in UInt8.random(in: 0...255, using: &random) }),
            title: title(), details: chance(0.7) ? pick(SampleText.descriptions) : nil, deadline: deadline,
            location: place.map { Location(name: $0.name, address: $0.address) }, createdAt: createdAt,
            completedAt: completedAt, tags: tags(),
            project: labelChance(0.3) ? labelPick(SampleText.projects) : nil,
            priority: labelChance(0.15) ? labelPick(TaskPriority.allCases) : nil,
            fields: energy())
    }

    /// None for seven tasks in ten; else low, medium or high.
    private mutating func energy() -> [String: FieldValue] {
        guard Double.random(in: 0..<1, using: &fieldRandom) < 0.3 else { return [:] }
        let values = Self.energy.values
        return [Self.energy.name: .text(values[Int.random(in: 0..<values.count, using: &fieldRandom)])]
    }

    /// None for three tasks in four; else one tag, or two for a third of them.
    private mutating func tags() -> [String] {
        guard labelChance(0.25) else { return [] }
        let first = labelPick(SampleText.tags)
        guard labelChance(1.0 / 3) else { return [first] }
        return TagList.normalized([first, labelPick(SampleText.tags)])
    }

    private mutating func labelChance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &labelRandom) < probability
    }

    private mutating func labelPick<Element>(_ elements: [Element]) -> Element {
        elements[Int.random(in: 0..<elements.count, using: &labelRandom)]
    }

    /// 20 to 60 characters: a verb, an object, then qualifiers up to a random length.
    private mutating func title() -> String {
        let length = Int.random(in: 20...60, using: &random)
        var text = pick(SampleText.verbs) + " " + pick(SampleText.objects)
        if chance(0.1) { text += " " + pick(SampleText.nonASCII) }
        while text.count < length {
            let qualifier = pick(SampleText.qualifiers)
            if !text.contains(qualifier) { text += " " + qualifier }
        }
        while text.count > 60, let space = text.lastIndex(of: " ") { text = String(text[..<space]) }
        return text.count >= 20 ? text : text + " — see notes"
    }

    private mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &random) < probability
    }

    private mutating func between(_ low: Int64, _ high: Int64) -> Int64 {
        Int64.random(in: low...high, using: &random)
    }

    private mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[Int.random(in: 0..<elements.count, using: &random)]
    }
}
