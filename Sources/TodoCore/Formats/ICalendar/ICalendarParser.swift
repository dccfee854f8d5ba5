/// Reads iCalendar files (RFC 5545) into components, keeping every property as it was written.
///
/// Tolerant where real programs stray (LF without CR, tab folding, lower-case names, blank
/// lines, `_` in names, several VCALENDARs in one file), strict where the structure is at
/// stake: each `BEGIN` needs its `END`, everything lies inside a VCALENDAR, and the text is
/// UTF-8. The first problem throws, with its line and column.
public enum ICalendarParser {
    /// Components may nest this deep (VCALENDAR → VTODO → VALARM is 3).
    public static let maxDepth = 16

    /// The top-level components of a file: its VCALENDARs.
    public static func parse(_ bytes: [UInt8]) throws(FormatError) -> [ICalendarComponent] {
        try parse(bytes) { _, _ throws(FormatError) in true }
    }

    /// The VCALENDARs of a file, handing each component in one (a VTODO, a VTIMEZONE…) to `body`
    /// as soon as it is read whole, with the number of its VCALENDAR (from 0); it stays in the
    /// VCALENDAR only when `body` returns true. A reader of 10,000 VTODOs that takes each as it
    /// comes never holds them all.
    public static func parse(
        _ bytes: [UInt8], handing body: (ICalendarComponent, Int) throws(FormatError) -> Bool
    ) throws(FormatError) -> [ICalendarComponent] {
        try bytes.withUnsafeBufferPointer { (buffer) throws(FormatError) in try parse(buffer, handing: body) }
    }

    static func parse(
        _ bytes: UnsafeBufferPointer<UInt8>,
        handing body: (ICalendarComponent, Int) throws(FormatError) -> Bool
    ) throws(FormatError) -> [ICalendarComponent] {
        var reader = ContentLineReader(bytes)
        var roots: [ICalendarComponent] = []
        var open: [(component: ICalendarComponent, place: ContentLineReader.Place)] = []
        while try reader.next({ (line, place) throws(FormatError) in
            let property = try ContentLineParser.parse(line, place: place, file: bytes)
            if property.isNamed("BEGIN") {
                let name = try componentName(property)
                if open.isEmpty, !ICalendarText.equalIgnoringASCIICase(name, "VCALENDAR") {
                    throw place.error("expected BEGIN:VCALENDAR, found BEGIN:\(name)", at: 0, in: bytes)
                }
                guard open.count < maxDepth else {
                    throw place.error("components nested more than \(maxDepth) deep", at: 0, in: bytes)
                }
                var component = ICalendarComponent(name)
                component.line = place.line
                open.append((component, place))
            } else if property.isNamed("END") {
                let name = try componentName(property)
                guard let innermost = open.popLast() else {
                    throw place.error("END:\(name) without a BEGIN", at: 0, in: bytes)
                }
                guard ICalendarText.equalIgnoringASCIICase(name, innermost.component.name) else {
                    throw place.error(
                        "END:\(name) where END:\(innermost.component.name) (of line \(innermost.place.line)) was expected",
                        at: 0, in: bytes)
                }
                if open.isEmpty {
                    roots.append(innermost.component)
                } else if open.count > 1 {
                    open[open.count - 1].component.components.append(innermost.component)
                } else if try body(innermost.component, roots.count) {
                    open[0].component.components.append(innermost.component)
                }
            } else if open.isEmpty {
                throw place.error("expected BEGIN:VCALENDAR, found \(property.name)", at: 0, in: bytes)
            } else {
                open[open.count - 1].component.properties.append(property)
            }
        }) {}
        if let innermost = open.last {
            throw innermost.place.error(
                "BEGIN:\(innermost.component.name) has no END:\(innermost.component.name)", at: 0, in: bytes)
        }
        guard !roots.isEmpty else {
            throw reader.endPlace.error(
                "expected BEGIN:VCALENDAR, found the end of the file", at: 0, in: bytes)
        }
        return roots
    }

    /// The name after `BEGIN:` or `END:`, which must be a name.
    private static func componentName(
        _ property: ICalendarProperty
    ) throws(FormatError) -> String {
        let name = property.value.trimmingASCIISpaces
        guard !name.isEmpty, name.utf8.allSatisfy(ContentLineParser.isNameByte) else {
            throw FormatError(
                "\(property.name.uppercased()) needs a component name such as VTODO", line: property.line,
                column: property.valueColumn)
        }
        return name
    }
}

extension String {
    /// The text without leading and trailing spaces and tabs.
    var trimmingASCIISpaces: String {
        let bytes = utf8
        guard let first = bytes.firstIndex(where: { $0 != 0x20 && $0 != 0x09 }),
            let last = bytes.lastIndex(where: { $0 != 0x20 && $0 != 0x09 })
        else { return "" }
        if first == bytes.startIndex && bytes.index(after: last) == bytes.endIndex { return self }
        return String(self[first...last])
    }
}
