/// Writes components as RFC 5545 says: CRLF after every line, lines folded so that none holds
/// more than 75 octets (the space that starts a continuation line counts), never inside a
/// UTF-8 character.
public enum ICalendarWriter {
    /// The most octets a physical line holds, CRLF not counted.
    public static let lineLimit = 75

    /// The file for `components` (VCALENDARs).
    public static func write(_ components: [ICalendarComponent]) -> [UInt8] {
        var bytes: [UInt8] = []
        for component in components { append(component, to: &bytes) }
        return bytes
    }

    /// Appends `component`, its properties and its subcomponents.
    public static func append(_ component: ICalendarComponent, to bytes: inout [UInt8]) {
        appendLine("BEGIN:" + component.name, to: &bytes)
        for property in component.properties { append(property, to: &bytes) }
        for child in component.components { append(child, to: &bytes) }
        appendLine("END:" + component.name, to: &bytes)
    }

    /// Appends one property as a content line, folded.
    public static func append(_ property: ICalendarProperty, to bytes: inout [UInt8]) {
        line(of: property).withUnsafeBufferPointer { appendFolded($0, to: &bytes) }
    }

    /// The property as one content line, unfolded, without its CRLF.
    static func line(of property: ICalendarProperty) -> [UInt8] {
        var line: [UInt8] = []
        line.reserveCapacity(property.name.utf8.count + property.value.utf8.count + 16)
        line.append(contentsOf: property.name.utf8)
        for parameter in property.parameters {
            line.append(0x3B)
            line.append(contentsOf: parameter.name.utf8)
            line.append(0x3D)
            for (index, value) in parameter.values.enumerated() {
                if index > 0 { line.append(0x2C) }
                let quoted =
                    parameter.isQuoted || value.utf8.contains { $0 == 0x3B || $0 == 0x3A || $0 == 0x2C }
                if quoted { line.append(0x22) }
                // A quote cannot be written inside a parameter value at all (RFC 6868 aside).
                line.append(contentsOf: value.utf8.lazy.map { $0 == 0x22 ? 0x27 : $0 })
                if quoted { line.append(0x22) }
            }
        }
        line.append(0x3A)
        line.append(contentsOf: property.value.utf8)
        return line
    }

    /// Appends `text`, a whole unfolded line, folded, and a CRLF.
    public static func appendFolded(_ line: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        var start = 0
        var room = lineLimit
        while line.count - start > room {
            var end = start + room
            while end > start, line[end] & 0xC0 == 0x80 { end -= 1 }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: line[start..<end]))
            bytes.append(contentsOf: [0x0D, 0x0A, 0x20])
            start = end
            room = lineLimit - 1
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: line[start...]))
        bytes.append(0x0D)
        bytes.append(0x0A)
    }

    private static func appendLine(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { appendFolded($0, to: &bytes) }
    }
}
