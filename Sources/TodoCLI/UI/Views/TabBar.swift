/// The first row: the tabs with their counts, the current one in reverse video. On a narrow
/// screen the labels shorten until they fit: `1 Pending 3`, `Pending 3`, `Pend 3` (and `Tdy`
/// for `Today`), `Pend`.
struct TabBar {
    let counts: [UITab: Int]
    let current: UITab

    func line(width: Int) -> ScreenLine {
        let labels =
            (0..<5).lazy.map(labels(form:)).first { labels in
                labels.reduce(0) { $0 + TerminalText.width($1) + 2 } <= width
            } ?? labels(form: 4)
        var line = ScreenLine(width: width)
        for (tab, label) in zip(UITab.allCases, labels) {
            line.append(" " + label + " ", CellStyle(bold: tab == current, reverse: tab == current))
        }
        return line
    }

    private func labels(form: Int) -> [String] {
        UITab.allCases.map { tab in
            let count = counts[tab].map { " \($0)" } ?? ""
            switch form {
            case 0: return "\(tab.rawValue + 1) \(tab.name)\(count)"
            case 1: return tab.name + count
            case 2: return tab.shortName + count
            case 3: return (count.isEmpty ? tab.tinyName : tab.shortName) + count
            default: return tab.tinyName
            }
        }
    }
}
