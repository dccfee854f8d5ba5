import TodoCore

/// The add and edit forms: a task's five fields as typed, the one being typed in, and what
/// went wrong the last time it was saved. Saving runs `todo add` or `todo edit` with what the
/// fields hold, so a form follows every rule those commands follow, and says what they say.
struct UIForm {
    enum Field: Int, CaseIterable {
        case title, description, deadline, location, address

        var label: String {
            switch self {
            case .title: return "Title"
            case .description: return "Description"
            case .deadline: return "Deadline"
            case .location: return "Location"
            case .address: return "Address"
            }
        }
    }

    /// A new task, or the task with this id.
    let editing: Int?
    private(set) var fields: [TextField]
    /// What each field held when the form opened: an edit changes only the fields changed since.
    let original: [String]
    var focus = Field.title
    /// The last error, and the field it is about.
    var error: (message: String, field: Field?)?

    /// An empty form for a new task.
    init() {
        editing = nil
        original = Array(repeating: "", count: Field.allCases.count)
        fields = original.map(TextField.init)
    }

    /// A form holding every field of `task`, its deadline in a form `--due` reads back.
    init(editing task: TodoTask, zone: ZoneRules) {
        editing = task.id
        original = [
            task.title, task.details ?? "", task.deadline.map { Self.typed($0, zone: zone) } ?? "",
            task.location?.name ?? "", task.location?.address ?? "",
        ]
        fields = original.map(TextField.init)
    }

    subscript(field: Field) -> TextField {
        get { fields[field.rawValue] }
        set { fields[field.rawValue] = newValue }
    }

    func text(_ field: Field) -> String { fields[field.rawValue].text }

    /// The next field (`step` 1) or the one before (−1), round the end.
    mutating func moveFocus(by step: Int) {
        let count = Field.allCases.count
        focus = Field(rawValue: ((focus.rawValue + step) % count + count) % count) ?? .title
    }

    /// The command line that does what the form asks; nil for an edit that changes nothing.
    var commandLine: [String]? {
        guard let id = editing else { return addCommandLine }
        var words = ["edit", String(id)]
        let changed = { (field: Field) in text(field) != original[field.rawValue] }
        if changed(.title) { words += ["--title", text(.title)] }
        if changed(.description) {
            words +=
                text(.description).isEmpty ? ["--no-description"] : ["--description", text(.description)]
        }
        if changed(.deadline) {
            words += text(.deadline).isEmpty ? ["--no-due"] : ["--due", text(.deadline)]
        }
        if changed(.location) || changed(.address) { words += locationWords }
        return words.count > 2 ? words : nil
    }

    private var addCommandLine: [String] {
        var words = ["add"]
        if !text(.description).isEmpty { words += ["--description", text(.description)] }
        if !text(.deadline).isEmpty { words += ["--due", text(.deadline)] }
        if !text(.location).isEmpty || !text(.address).isEmpty { words += locationWords }
        // The title last, after `--`, so that one starting with a dash stays a title.
        return words + ["--", text(.title)]
    }

    /// A location as the fields show it: named by its address when only that is given, as `-a`
    /// alone names it; none when both are empty.
    private var locationWords: [String] {
        let name = text(.location)
        let address = text(.address)
        if name.isEmpty && address.isEmpty { return editing == nil ? [] : ["--no-location"] }
        return ["--location", name.isEmpty ? address : name, "--address", address]
    }

    /// The field an error of `add` or `edit` is about.
    static func field(for error: any Error) -> Field? {
        if let error = error as? UsageError, case .invalidDate = error { return .deadline }
        guard let error = error as? TaskError else { return nil }
        switch error {
        case .emptyTitle, .duplicateTitle: return .title
        case .deadlineNotInFuture: return .deadline
        case .emptyLocationName: return .location
        case .notFound: return nil
        }
    }

    /// The deadline as a person would type it, read back to the same instant: `2026-03-05` for
    /// the end of a day, `2026-03-05 17:30`, or with seconds when it has them.
    static func typed(_ deadline: Instant, zone: ZoneRules) -> String {
        let local = zone.localDateTime(at: deadline)
        if local.hour == 23 && local.minute == 59 && local.second == 59 { return local.date.iso8601 }
        let twoDigits = { (number: Int) in number < 10 ? "0\(number)" : "\(number)" }
        let clock = twoDigits(local.hour) + ":" + twoDigits(local.minute)
        return local.date.iso8601 + " " + clock + (local.second == 0 ? "" : ":" + twoDigits(local.second))
    }
}
