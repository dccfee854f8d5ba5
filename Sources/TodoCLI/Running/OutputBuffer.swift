/// Text on its way to stdout or stderr, gathered and written once: one write of the whole list
/// is far cheaper than a write per line.
final class OutputBuffer {
    var bytes: [UInt8] = []

    func write(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    func writeLine(_ text: String = "") {
        bytes.append(contentsOf: text.utf8)
        bytes.append(0x0A)
    }

    func write(bytes more: [UInt8]) {
        if bytes.isEmpty { bytes = more } else { bytes.append(contentsOf: more) }
    }

}

extension [UInt8] {
    mutating func appendSpaces(_ count: Int) {
        var remaining = count
        while remaining > 0 {
            let chunk = Swift.min(remaining, Self.spaces.count)
            append(contentsOf: Self.spaces[0..<chunk])
            remaining -= chunk
        }
    }

    /// Appends the text's UTF-8 bytes in one copy.
    mutating func append(utf8 text: String) {
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
    }

    private static let spaces = [UInt8](repeating: 0x20, count: 64)
}
