/// One store the bench builds and times: `active` tasks in the list, `archived` ones cleared
/// away into the archive.
struct StoreSize: Hashable, Sendable {
    var active: Int
    var archived: Int = 0

    var label: String {
        archived == 0 ? grouped(active) : "\(grouped(active)) + \(grouped(archived)) archived"
    }
}

/// The commands timed for each store size.
enum Operation: String, CaseIterable, Sendable {
    case list = "list"
    case listJSON = "list --json"
    case stats = "stats"
    /// `remind` with nothing due: what a timer runs every minute.
    case remind = "remind"
    case export = "export"
    case exportICS = "export --format ics"
    case add = "add"
    /// `add` with a deadline as a person types it: the date parser's share of `add`.
    case addDue = "add --due"
    case complete = "complete"
    case goal = "goal"
    case statsWeek = "stats --week"
    case statsMonth = "stats --month"
    case statsYear = "stats --year"
    /// A JSON file of every task of the store, imported into an empty store.
    case importJSON = "import (JSON)"
    /// The same tasks as one iCalendar file.
    case importICS = "import (ics)"
    /// What the completion scripts run on every Tab after `done`, `edit`, `rm`…
    case completionIds = "completion of ids"
    /// `list` again, in turn with the completion of ids that its target compares with it: timed
    /// apart, minutes later, the two could meet the machine in different moods (2.33× in one
    /// run where the same code measured 1.45-1.59× in three others).
    case listBesideIds = "list (in turn with completion of ids)"
    case listTag = "list +errand"
    case listProject = "list project:home"
    case listText = "list invoice"
    /// `list` with the log of appended changes as full as it gets before a compaction folds
    /// it in: the worst case of reading the changes on top of the main file.
    case listFullLog = "list (log full)"
    /// `list` by a field of one's own: a choice `energy`, `high` on about one task in ten.
    case listField = "list energy:high"
    /// `add` again, by todo alone, in turn with `add --set` and the hooked `add` that its targets
    /// compare with it: in turn with the peers' runs too, `add --set` measured 1.2× `add` where,
    /// without them, it measured 0.96×.
    case addBeside = "add (in turn with --set and a hook)"
    /// `add` with a value of a field of one's own: the schema's share of `add`.
    case addField = "add --set energy=high"
    /// `add` with a deadline, a tag and a project as options: what `addSentence` is compared with.
    case addOptions = "add --due --tag --project"
    /// The same task typed as one sentence (`… tomorrow 6pm +errand project:home`): reading it.
    case addSentence = "add a sentence"
    /// `list` of a store of the same tasks in which 1,000 open ones repeat (`TodoFixture+Repeating`).
    case listRepeating = "list (1,000 repeating)"
    /// `complete` of a repeating task in that store: the task moves on and its occurrence is recorded.
    case completeRepeating = "complete (repeating)"
    /// `agenda` and `calendar` of that store: the week's days and this month's, the 1,000
    /// series projected into them.
    case agenda = "agenda (1,000 repeating)"
    case calendar = "calendar (1,000 repeating)"
    /// `list` of the same tasks, 3,000 of them subtasks (see `SubtaskFixture`): the tree's share.
    case listSubtasks = "list (3,000 subtasks)"
    /// `list` of the same tasks, 2,000 of them waiting and 2,000 blocked (see `PlanningFixture`).
    case listPlanning = "list (2,000 waiting, 2,000 blocked)"
    /// `show` of a task without notes, and of one with 100 (see `SubtaskFixture`).
    case show = "show"
    case showNotes = "show (100 notes)"
    /// Reverts the latest change (a `complete` of the runs before it), and shows the change log.
    case undo = "undo"
    case log = "log"
    /// The open tasks to do first, by urgency: every open task's urgency worked out, a few kept.
    case next = "next"
    /// `add` with an `on-change` hook that is `/bin/true`: what a hook costs a change.
    case addHooked = "add, on-change /bin/true"
    /// `/bin/true` alone, in turn with them: the start of the hook's process.
    case hookAlone = "/bin/true alone"

    /// `list` with a filter: a tag on one task in 25, a project (with the projects inside it) on
    /// one in 9, a word in one description in 14 that every title, location and description is
    /// searched for.
    static let filters: [Operation] = [.listTag, .listProject, .listText]

    /// The operations timed with another one, in turn, that their targets compare them with:
    /// iCalendar with JSON, `add --set` and `add` with a hook with `add`, `list` with the
    /// completion of ids.
    static let pairs: [Operation: [Operation]] = [
        .export: [.exportICS], .importJSON: [.importICS], .addBeside: [.addField, .addHooked, .hookAlone],
        .addOptions: [.addSentence], .complete: [.completeRepeating], .show: [.showNotes],
        .completionIds: [.listBesideIds],
    ]

    /// What is timed in turn with plain `list`, which their targets compare them with.
    static let besideList: [Operation] =
        filters + [
            .listField, .listFullLog, .listRepeating, .listSubtasks, .listPlanning, .agenda, .calendar, .next,
        ]

    /// The operations timed together, in turn: each on its own, but the filters, the field
    /// filter, the full log and the repeating tasks with plain `list`, and the pairs.
    static var rotations: [[Operation]] {
        allCases.filter { !besideList.contains($0) && !pairs.values.joined().contains($0) }.map { operation in
            if operation == .list { return [.list] + besideList }
            return [operation] + (pairs[operation] ?? [])
        }
    }

    /// Imports are timed on the 10,000-task store only (each run fills a new store), and so
    /// are the filters, the field filter and the full log; `add --set` and the sentence pair on
    /// the 100-task store, where their targets are; `add` with a hook on that one and on 10,000.
    func isTimed(on size: StoreSize) -> Bool {
        if [.addField, .addOptions, .addSentence, .listBesideIds].contains(self) {
            return size == StoreSize(active: 100)
        }
        if self == .addBeside || self == .addHooked || self == .hookAlone {
            return size == StoreSize(active: 100) || size == Targets.tenThousand
        }
        if [.listRepeating, .completeRepeating, .agenda, .calendar, .show, .showNotes].contains(self) {
            return size == Targets.tenThousand
        }
        return !(Self.besideList.contains(self) || isImport) || size == Targets.tenThousand
    }

    var isImport: Bool { self == .importJSON || self == .importICS }

    /// The words after `todo`: `list +errand`.
    var words: [String] { rawValue.split(separator: " ").map(String.init) }
}

/// A program timed against a store: `todo` itself or a peer, set up with the same tasks.
protocol Tool: Sendable {
    /// The column heading: `todo`, `task`, `todo.sh`.
    var name: String { get }
    /// The command for the k-th run of `operation`, or nil when this tool has no such command.
    func invocation(_ operation: Operation, run k: Int) -> Invocation?
}

/// A title no generated task has, different for every run and tool: `todo add` refuses a title
/// that an open task already has.
func addedTitle(run k: Int, tool: String) -> String {
    "Bench added task \(k) via \(tool)"
}

/// `12345` as `12,345`.
func grouped(_ number: Int) -> String {
    let digits = Array(String(number))
    var text = ""
    for (index, digit) in digits.enumerated() {
        if index > 0 && (digits.count - index) % 3 == 0 { text.append(",") }
        text.append(digit)
    }
    return text
}
