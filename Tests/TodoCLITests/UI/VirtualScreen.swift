@testable import TodoCLI

/// A small terminal for tests: plays the bytes `todo ui` writes (the few sequences it uses) on
/// a grid of cells, so that a test reads the screen a person would see, and learns of anything
/// drawn outside the screen or any sequence the ui was not meant to send.
struct VirtualScreen {
    private(set) var columns: Int
    private(set) var rows: Int
    /// Each cell's text; a wide character's second cell is empty.
    private var cells: [[String]]
    /// Whether each cell is drawn in reverse video.
    private var reversed: [[Bool]]
    private var row = 0
    private var column = 0
    private var reverse = false
    private(set) var cursorVisible = true
    private(set) var alternateScreen = false
    private(set) var wraps = true
    /// What the ui should not have done: text past the last column, an unknown sequence.
    private(set) var problems: [String] = []

    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        cells = Array(repeating: Array(repeating: " ", count: columns), count: rows)
        reversed = Array(repeating: Array(repeating: false, count: columns), count: rows)
    }

    /// The screen's rows as text, without spaces at their ends.
    var lines: [String] {
        cells.map { line in
            var text = line.joined()
            while text.hasSuffix(" ") { text.removeLast() }
            return text
        }
    }

    var text: String { lines.joined(separator: "\n") }

    /// Whether the cells of the row are in reverse video from its first column.
    func isReversed(row: Int) -> Bool { reversed[row].first ?? false }

    /// The cursor's row and column, when it is shown.
    var cursor: (row: Int, column: Int)? { cursorVisible ? (row, column) : nil }

    /// A new size, on a blank screen: unlike a real terminal, which keeps what fits, this one
    /// clears everything, cursor and modes included.
    mutating func resize(columns: Int, rows: Int) {
        self = VirtualScreen(columns: columns, rows: rows)
    }

    mutating func play(_ bytes: [UInt8]) {
        let scalars = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\u{1B}" {
                index = sequence(scalars, from: index)
                continue
            }
            put(scalar)
            index += 1
        }
    }

    private mutating func put(_ scalar: Unicode.Scalar) {
        let width = DisplayWidth.columns(of: scalar.value)
        if scalar.value < 0x20 || scalar.value == 0x7F {
            problems.append("a raw control character \(scalar.value)")
            return
        }
        if width == 0 {
            if column > 0 { cells[row][column - 1] += String(scalar) }
            return
        }
        guard column + width <= columns else {
            problems.append("text past the last column in row \(row): \(String(scalar))")
            return
        }
        cells[row][column] = String(scalar)
        reversed[row][column] = reverse
        if width == 2 {
            cells[row][column + 1] = ""
            reversed[row][column + 1] = reverse
        }
        // Past the last column nothing more fits: line wrapping is off.
        column += width
    }

    /// Plays `ESC [ … final` or `ESC [ ? … h/l` from `start`; returns the index after it.
    private mutating func sequence(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        guard start + 1 < scalars.count, scalars[start + 1] == "[" else {
            problems.append("an escape without [")
            return start + 1
        }
        var end = start + 2
        while end < scalars.count, !(0x40...0x7E).contains(scalars[end].value) { end += 1 }
        guard end < scalars.count else {
            problems.append("a sequence cut short")
            return end
        }
        let parameters = String(String.UnicodeScalarView(scalars[(start + 2)..<end]))
        apply(final: scalars[end], parameters)
        return end + 1
    }

    private mutating func apply(final: Unicode.Scalar, _ parameters: String) {
        let numbers = parameters.split(separator: ";").map { Int($0) ?? 0 }
        switch (final, parameters) {
        case ("H", _):
            row = max(1, numbers.first ?? 1) - 1
            column = max(1, numbers.count > 1 ? numbers[1] : 1) - 1
            if row >= rows || column >= columns { problems.append("the cursor moved off the screen") }
            row = min(row, rows - 1)
            column = min(column, columns - 1)
        case ("J", "2"):
            cells = Array(repeating: Array(repeating: " ", count: columns), count: rows)
            reversed = Array(repeating: Array(repeating: false, count: columns), count: rows)
        case ("K", ""):
            for index in column..<columns {
                cells[row][index] = " "
                reversed[row][index] = false
            }
        case ("m", _):
            reverse = numbers.contains(7)
        case ("h", "?1049"): alternateScreen = true
        case ("l", "?1049"): alternateScreen = false
        case ("h", "?25"): cursorVisible = true
        case ("l", "?25"): cursorVisible = false
        case ("h", "?7"): wraps = true
        case ("l", "?7"): wraps = false
        default:
            problems.append("an unexpected sequence ESC[\(parameters)\(final)")
        }
    }
}
