/// How wide the parts of a terminal chart are: bars get nearly half of what the labels and
/// numbers leave, the rest is for goal titles. Without a terminal, the layout of 80 columns,
/// and nothing is cut.
struct ChartLayout {
    /// The terminal's width, or nil when nothing is to be cut.
    let width: Int?
    let barWidth: Int

    init(width: Int?, fixed: Int, titles: Bool) {
        self.width = width
        let room = max(0, (width ?? 80) - fixed)
        barWidth = max(4, min(40, titles ? room * 9 / 20 : room))
    }

    /// What is left of the line for text that starts at column `used`; nil when nothing is cut.
    func room(after used: Int) -> Int? {
        width.map { max(0, $0 - used) }
    }
}
