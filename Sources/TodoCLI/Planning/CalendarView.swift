import TodoCore

/// `calendar` for people: the month's name, then each week as two lines, the days' numbers
/// (today in brackets) and under each its count of tasks due (`·` for none); 35 columns wide.
///
///            November 2026
///       Mo   Tu   We   Th   Fr   Sa   Su
///                                      1
///                                      ·
///        2    3    4    5    6    7    8
///        ·    2    ·    ·  [27]   ·    ·
struct CalendarView {
    let month: CalendarMonth
    /// The count of each day of the month, in order.
    let counts: [Int]
    let today: CivilDate
    let style: TextStyle

    /// Columns a day takes.
    static let cellWidth = 5

    func render(into output: OutputBuffer) {
        let width = Self.cellWidth * 7
        let title = Self.monthNames[month.month - 1] + " \(month.year)"
        output.writeLine(String(repeating: " ", count: max(0, (width - title.count) / 2)) + title)
        output.writeLine(
            Self.trimmed((1...7).map { Self.cell(DateDisplay.weekdayName($0).prefix(2) + " ") }.joined()))
        for week in month.weeks {
            var days = ""
            var dues = ""
            for place in week {
                guard let day = place else {
                    days += Self.cell("")
                    dues += Self.cell("")
                    continue
                }
                let count = counts[day.day - 1]
                let number = day == today ? "[\(day.day)]" : "\(day.day) "
                days += day == today ? style.achieved(Self.cell(number)) : Self.cell(number)
                dues += count == 0 ? style.dim(Self.cell("· ")) : Self.cell("\(count) ")
            }
            output.writeLine(Self.trimmed(days))
            output.writeLine(Self.trimmed(dues))
        }
        let total = counts.reduce(0, +)
        var footer = "\(total) due in " + Self.monthNames[month.month - 1]
        if CalendarMonth(containing: today) == month { footer += "; [\(today.day)] is today" }
        output.writeLine(footer)
    }

    static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]

    /// `text` right-aligned in a day's columns.
    private static func cell(_ text: String) -> String {
        String(repeating: " ", count: max(0, cellWidth - text.count)) + text
    }

    private static func trimmed(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }
}
