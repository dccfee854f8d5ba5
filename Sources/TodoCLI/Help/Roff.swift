/// Text for roff, the language of manual pages: escaped, in fonts, and plain help text turned
/// into paragraphs and tagged rows.
enum Roff {
    /// The text as roff prints it literally: backslashes and dashes escaped, anything beyond
    /// ASCII as a named code point, and a leading `.` or `'` kept from being read as a request.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\e"
            case "-": result += "\\-"
            case _ where scalar.value >= 0x80:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
            default: result.unicodeScalars.append(scalar)
            }
        }
        if result.hasPrefix(".") || result.hasPrefix("'") { result = "\\&" + result }
        return result
    }

    static func bold(_ text: String) -> String { "\\fB" + escaped(text) + "\\fR" }
    static func italic(_ text: String) -> String { "\\fI" + escaped(text) + "\\fR" }

    /// `--due WHEN` as roff: the spelling bold, the value italic.
    static func option(_ spelling: String, value: String?) -> String {
        bold(spelling) + (value.map { " " + italic($0) } ?? "")
    }

    /// A paragraph of text: `.PP` and the text, each sentence on its own line as roff prefers.
    static func paragraph(_ text: String) -> String {
        ".PP\n" + sentences(text)
    }

    /// A tagged row: the tag (already roff) and its text.
    static func row(_ tag: String, _ text: String, indent: Int? = nil) -> String {
        ".TP" + (indent.map { " \($0)n" } ?? "") + "\n" + tag + "\n" + sentences(text)
    }

    /// Lines of literal text, shown as they are, `indent` columns in from the text around them.
    static func literal(_ lines: [String], indent: Int = 4) -> String {
        let text = ".nf\n" + lines.map(escaped).joined(by: "\n") + "\n.fi"
        return indent == 0 ? ".PP\n" + text : ".PP\n.RS \(indent)\n" + text + "\n.RE"
    }

    /// The text escaped, a new line after each sentence (as roff prefers) and wherever a line
    /// would pass 80 bytes.
    static func sentences(_ text: String) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
            let escapedWord = escaped(String(word))
            if !line.isEmpty && line.utf8.count + 1 + escapedWord.utf8.count > 80 {
                lines.append(line)
                line = ""
            }
            line += line.isEmpty ? escapedWord : " " + escapedWord
            if word.hasSuffix(".") || word.hasSuffix("?") || word.hasSuffix("!") {
                lines.append(line)
                line = ""
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines.joined(by: "\n")
    }

    /// The page without a paragraph macro right after a heading, where it does nothing.
    static func tidied(_ page: String) -> String {
        var lines: [Substring] = []
        for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == ".PP", let last = lines.last, last.hasPrefix(".SH") || last.hasPrefix(".SS") {
                continue
            }
            lines.append(line)
        }
        return lines.joined(by: "\n")
    }
}
