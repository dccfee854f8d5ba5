import TodoCore

/// A few SVG elements, gathered into one document: rectangles, text, lines and groups with a
/// tooltip. Text is escaped for XML, and task text first made visible as on a terminal (XML 1.0
/// cannot hold most control characters, even escaped).
struct SVGCanvas {
    let width: Int
    private var body: [String] = []

    init(width: Int) {
        self.width = width
    }

    mutating func rect(
        x: Double, y: Double, width: Double, height: Double, fill: String, tooltip: String? = nil
    ) {
        var element =
            #"<rect x="\#(Self.number(x))" y="\#(Self.number(y))" width="\#(Self.number(width))" "#
            + #"height="\#(Self.number(height))" fill="\#(fill)""#
        if let tooltip {
            element += "><title>" + Self.escaped(tooltip) + "</title></rect>"
        } else {
            element += "/>"
        }
        body.append(element)
    }

    enum Anchor: String {
        case start, middle, end
    }

    mutating func text(
        _ text: String, x: Double, y: Double, size: Int = 12, anchor: Anchor = .start, fill: String = "#222",
        bold: Bool = false
    ) {
        body.append(
            #"<text x="\#(Self.number(x))" y="\#(Self.number(y))" font-size="\#(size)" "#
                + #"text-anchor="\#(anchor.rawValue)" fill="\#(fill)""#
                + (bold ? #" font-weight="bold""# : "")
                + ">" + Self.escaped(text) + "</text>")
    }

    mutating func line(x1: Double, y1: Double, x2: Double, y2: Double, stroke: String = "#999") {
        body.append(
            #"<line x1="\#(Self.number(x1))" y1="\#(Self.number(y1))" x2="\#(Self.number(x2))" "#
                + #"y2="\#(Self.number(y2))" stroke="\#(stroke)" stroke-width="1"/>"#)
    }

    /// The whole document, `height` pixels high.
    func document(height: Int, title: String) -> String {
        ([
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(width)" height="\#(height)" "#
                + #"viewBox="0 0 \#(width) \#(height)" font-family="DejaVu Sans, Helvetica, Arial, sans-serif">"#,
            "<title>" + Self.escaped(title) + "</title>",
            #"<rect x="0" y="0" width="\#(width)" height="\#(height)" fill="white"/>"#,
        ] + body + ["</svg>", ""]).joined(by: "\n")
    }

    /// Task text shown as on a terminal, then escaped for XML.
    static func escaped(_ text: String) -> String {
        XMLEntity.escaped(TerminalText.escaped(text))
    }

    /// A coordinate with at most one decimal: `12`, `12.5`.
    static func number(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        let whole = String(tenths / 10)
        guard tenths % 10 != 0 else { return whole }
        return (tenths < 0 && tenths / 10 == 0 ? "-" : "") + whole + "." + String(abs(tenths % 10))
    }
}
