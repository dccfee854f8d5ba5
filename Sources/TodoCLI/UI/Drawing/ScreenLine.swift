/// One row of the screen as it is built: text in styles, measured as it goes (wide characters
/// take two columns), never wider than the screen, with task text always shown escaped.
struct ScreenLine: Equatable {
    /// The bytes that draw the row from its first column.
    private(set) var bytes: [UInt8] = []
    /// Columns used so far.
    private(set) var width = 0
    /// Columns the row may take.
    let limit: Int
    private var style = CellStyle.plain

    init(width: Int) {
        limit = max(0, width)
    }

    var room: Int { limit - width }

    /// Appends `text` in `style`, escaped, cut with `…` when it does not fit in what is left.
    mutating func append(_ text: String, _ style: CellStyle = .plain) {
        guard room > 0, !text.isEmpty else { return }
        let shown = TerminalText.escaped(text)
        let fitted = TerminalText.truncated(shown, toWidth: room)
        setStyle(style)
        bytes.append(contentsOf: fitted.utf8)
        width += TerminalText.width(fitted)
    }

    /// Appends bytes of plain text already escaped and measured (`columns` wide), if they fit.
    mutating func append(measured text: UnsafeBufferPointer<UInt8>, columns: Int, _ style: CellStyle = .plain)
    {
        guard columns <= room else {
            append(String(decoding: text, as: UTF8.self), style)
            return
        }
        setStyle(style)
        bytes.append(contentsOf: text)
        width += columns
    }

    /// Spaces in `style` up to `column` (or the whole row).
    mutating func pad(to column: Int? = nil, _ style: CellStyle = .plain) {
        let spaces = min(column ?? limit, limit) - width
        guard spaces > 0 else { return }
        setStyle(style)
        bytes.append(contentsOf: repeatElement(0x20, count: spaces))
        width += spaces
    }

    /// The row's bytes, ending in the plain style.
    var finished: [UInt8] {
        var line = self
        line.setStyle(.plain)
        return line.bytes
    }

    private mutating func setStyle(_ next: CellStyle) {
        guard next != style else { return }
        bytes.append(contentsOf: next.sequence.utf8)
        style = next
    }
}

/// How a cell looks: a few attributes, and a colour when colours are on.
struct CellStyle: Equatable {
    var bold = false
    var dim = false
    var reverse = false
    var underline = false
    /// An SGR colour number (31 red, 32 green, 33 yellow), or nil for the default.
    var color: Int?

    static let plain = CellStyle()

    /// Errors: bold, and red when colours are on.
    static func alert(colors: Bool) -> CellStyle {
        CellStyle(bold: true, color: colors ? 31 : nil)
    }

    /// The SGR sequence that sets exactly this style, from the plain one.
    var sequence: String {
        var codes = ["0"]
        if bold { codes.append("1") }
        if dim { codes.append("2") }
        if underline { codes.append("4") }
        if reverse { codes.append("7") }
        if let color { codes.append(String(color)) }
        return "\u{1B}[" + codes.joined(by: ";") + "m"
    }
}
