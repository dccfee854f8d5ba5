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

    /// Appends a non-negative whole number in decimal digits, without making a String.
    mutating func append(decimal number: Int) {
        var scale = 1
        while number / scale >= 10 { scale *= 10 }
        while scale > 0 {
            append(UInt8(48 + number / scale % 10))
            scale /= 10
        }
    }

    private static let spaces = [UInt8](repeating: 0x20, count: 64)
}

extension Int {
    /// How many decimal digits the number has (1 for 0).
    var decimalDigits: Int {
        var digits = 1
        var rest = self / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        return digits
    }
}
