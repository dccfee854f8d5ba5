import TodoCore

/// The ui's tabs, in the order of their number keys.
enum UITab: Int, CaseIterable {
    case pending, overdue, completed, today, stats, agenda, next

    /// The section of tasks the tab lists, for the tabs that list tasks.
    var state: TaskState? {
        switch self {
        case .pending: return .pending
        case .overdue: return .overdue
        case .completed: return .completed
        case .today, .stats, .agenda, .next: return nil
        }
    }

    var name: String {
        switch self {
        case .pending: return "Pending"
        case .overdue: return "Overdue"
        case .completed: return "Completed"
        case .today: return "Today"
        case .stats: return "Stats"
        case .agenda: return "Agenda"
        case .next: return "Next"
        }
    }

    /// The name on a narrow screen.
    var shortName: String {
        switch self {
        case .pending: return "Pend"
        case .overdue: return "Over"
        case .completed: return "Done"
        case .today: return "Today"
        case .stats: return "Stats"
        case .agenda: return "Agenda"
        case .next: return "Next"
        }
    }

    /// The name on the narrowest screens, for a tab that shows no count.
    var tinyName: String {
        switch self {
        case .today: return "Tdy"
        case .stats: return "Sts"
        case .agenda: return "Agd"
        case .next: return "Nxt"
        default: return shortName
        }
    }

    /// The tab after this one (`by` 1) or before it (−1), round the end.
    func moved(by step: Int) -> UITab {
        let count = Self.allCases.count
        return UITab(rawValue: ((rawValue + step) % count + count) % count) ?? self
    }
}
